import { existsSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import { loadMasterKey } from '../config.js';
import type { AppContext } from '../context.js';
import {
  checkConnection,
  type Database,
  databaseLocation,
  openDatabase,
  openSqliteReadOnly,
} from '../db/database.js';
import { databaseMetrics } from '../db/metrics.js';
import {
  inspectSqliteFile,
  isMailwrightDatabase,
  migrateToLatest,
  refuseForeignSchema,
  refuseForeignSqliteFile,
} from '../db/migrate.js';
import type { DB } from '../db/schema.js';
import type { JobDefinition } from '../jobs/job.js';
import { jobQueueMetrics } from '../jobs/metrics.js';
import { JobQueue } from '../jobs/queue.js';
import { createLogger, type Logger } from '../lib/logger.js';
import { createMetrics } from '../lib/metrics.js';
import { createSecretBox, type SecretBox } from '../lib/secret-box.js';
import { COUNTED_LISTS } from '../main/counted-lists.js';
import { allJobs } from '../main/jobs.js';
import { wireModules } from '../main/wiring.js';
import { withCloudflareZones } from '../modules/cloudflare/zone-dns-host.js';
import { webhookMetrics } from '../modules/webhooks/metrics.service.js';
import { createProviders, type Providers } from '../providers/index.js';

export class MasterKeyMismatchError extends Error {
  override name = 'MasterKeyMismatchError';
}

/** A command that needs the service's database was pointed where there is none. */
export class MissingDatabaseError extends Error {
  override name = 'MissingDatabaseError';
}

export interface ComposeOptions {
  /**
   * Whether a database that is not there yet is made (with its key file, on SQLite without
   * MAILWRIGHT_MASTER_KEY): yes by default, as `serve` and `init` make it, but never over a SQLite
   * file or a PostgreSQL schema that holds something else (`refuseForeignSqliteFile`,
   * `refuseForeignSchema`). `false` for what
   * reads, checks or changes what a database already holds (most operator commands): where there
   * is no Mailwright database the composition stops with {@link MissingDatabaseError}, naming
   * where it looked, before anything is written: no data directory, database or key file.
   */
  create?: boolean;
  log?: Logger;
  /** Job definitions to register instead of the service's own (tests). */
  jobs?: JobDefinition[];
  /** Skip migrations (the CLI's `migrate` command runs them itself). */
  migrate?: boolean;
  /** Adapters to use instead of the configured ones (tests). */
  providers?: Providers;
}

/**
 * Composes the service's dependencies from the config: opens the database, applies migrations,
 * loads the master key and checks that it is the key this database's secrets were sealed with.
 */
export async function composeContext(
  config: Config,
  options: ComposeOptions = {},
): Promise<AppContext> {
  wireModules();
  const log = options.log ?? createLogger(config.logLevel);
  // A PostgreSQL pool writes nothing and connects at its first query: it is opened first, so
  // that the check that the database is there uses the connection the command goes on to use.
  // A SQLite file is opened after the checks (opening it would make it).
  let database = config.database.dialect === 'postgres' ? openDatabase(config.database) : null;
  try {
    if (options.create === false) await requireDatabase(config, database);
    else await refuseForeignSqliteFile(config.database);
    await refuseNewKeyForSealedDatabase(config);
    // Before a SQLite file is opened: a missing key stops the start with nothing written.
    const secrets = createSecretBox(loadMasterKey(config));
    database ??= openDatabase(config.database);
    // PostgreSQL is reached once the key is known to be there (requireDatabase reached it above).
    if (options.create !== false) await refuseForeignSchema(config.database, database);
    if (options.migrate !== false) await migrateToLatest(database.db, COUNTED_LISTS);
    await verifyMasterKey(database.db, secrets);
    const jobs = new JobQueue(database.dialect);
    jobs.register(options.jobs ?? allJobs);
    const providers = withCloudflareDns(
      options.providers ?? createProviders(config, database.db),
      database.db,
      secrets,
    );
    const metrics = createMetrics();
    const ctx: AppContext = {
      config,
      database,
      db: database.db,
      log,
      secrets,
      jobs,
      providers,
      metrics,
      lifecycle: { stopping: false },
      countedLists: COUNTED_LISTS,
    };
    // What a scrape reads from the database (the deployment's figures, whichever process
    // answers), then this process's database figures: last, so they count the scrape's reads.
    metrics.refreshers.push(
      jobQueueMetrics(database.db, metrics.registry),
      webhookMetrics(ctx, metrics.registry),
      databaseMetrics(database, metrics.registry),
    );
    return ctx;
  } catch (error) {
    await database?.close();
    throw error;
  }
}

/**
 * Stops with {@link MissingDatabaseError} unless the configured database exists and is a
 * Mailwright one (migrated at least once), having changed nothing: a SQLite file that is not
 * there is not opened (opening would make it), one that is there is only read, its journal mode
 * left as it was; a PostgreSQL database is only read, through `pool`, the command's own.
 */
async function requireDatabase(config: Config, pool: Database | null): Promise<void> {
  const settings = config.database;
  const where = databaseLocation(settings);
  const missing = (why: string) =>
    new MissingDatabaseError(
      `no Mailwright database at ${where} (${why}); nothing was written. Point the command at the service's database with MAILWRIGHT_DATA_DIR or DATABASE_URL, exported so that every command sees it (as the service was started), or make a new one with mailwright migrate.`,
    );
  if (settings.dialect === 'sqlite') {
    if (settings.path === ':memory:')
      throw missing('DATABASE_URL is :memory:, a new empty database');
    if (!existsSync(settings.path)) throw missing('there is no such file');
    const { why } = await inspectSqliteFile(settings.path);
    if (why !== undefined) throw missing(why);
    return;
  }
  // Through the command's own pool.
  await checkConnection(pool!, settings);
  if (!(await isMailwrightDatabase(pool!.db)))
    throw missing('the database has no Mailwright tables in its schema');
}

/**
 * On SQLite with a key file: when the file is gone but the database beside it was sealed with a
 * key (its fingerprint is recorded), stops with {@link MasterKeyMismatchError} before a new key
 * file is written: a new key cannot read what the database holds, and a key file written in the
 * old one's place would only be in the way of restoring it.
 */
async function refuseNewKeyForSealedDatabase(config: Config): Promise<void> {
  const { masterKey, database: where } = config;
  if (masterKey.source !== 'file' || existsSync(masterKey.path)) return;
  if (where.dialect !== 'sqlite' || where.path === ':memory:' || !existsSync(where.path)) return;
  const database = openSqliteReadOnly(where.path);
  try {
    if (!(await isMailwrightDatabase(database.db))) return;
    if ((await recordedFingerprint(database.db)) === undefined) return;
  } finally {
    await database.close();
  }
  throw new MasterKeyMismatchError(
    `the key file ${masterKey.path} is missing, and the database ${where.path} was made with a key; no new key was written. Restore that key file from your backup, or set MAILWRIGHT_MASTER_KEY to the key.`,
  );
}

async function recordedFingerprint(db: Kysely<DB>): Promise<string | undefined> {
  const row = await db
    .selectFrom('mailwright_meta')
    .select('value')
    .where('key', '=', 'master_key_fingerprint')
    .executeTakeFirst();
  return row?.value;
}

/** Records the key's fingerprint on first use; refuses to start with a different key later. */
async function verifyMasterKey(db: Kysely<DB>, secrets: SecretBox): Promise<void> {
  const fingerprint = await recordedFingerprint(db);
  if (fingerprint === undefined) {
    await db
      .insertInto('mailwright_meta')
      .values({ key: 'master_key_fingerprint', value: secrets.fingerprint })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    return;
  }
  if (fingerprint !== secrets.fingerprint) {
    throw new MasterKeyMismatchError(
      'MAILWRIGHT_MASTER_KEY is not the key this database was created with; credentials sealed with the old key could not be read. Start with the original key.',
    );
  }
}

/**
 * The providers as the service runs them: Cloudflare-connected domains' zones are written at
 * Cloudflare with their workspace's credential (modules/cloudflare/zone-dns-host.ts), every other
 * zone at the configured DNS host.
 */
function withCloudflareDns(providers: Providers, db: Kysely<DB>, secrets: SecretBox): Providers {
  return {
    ...providers,
    dnsHost: withCloudflareZones(providers.dnsHost, providers.cloudflare, db, secrets),
  };
}
