import { existsSync, statSync } from 'node:fs';
import { type Kysely, type Migration, Migrator, PostgresAdapter, sql } from 'kysely';
import type { DatabaseConfig } from '../config.js';
import {
  checkConnection,
  type Database,
  databaseLocation,
  openSqliteReadOnly,
} from './database.js';
import { type CountedList, rebuildListCounts } from './list-counts.js';
import * as foundation from './migrations/0001-foundation.js';
import * as events from './migrations/0002-events.js';
import * as webhooks from './migrations/0003-webhooks.js';
import * as domains from './migrations/0004-domains.js';
import * as mailboxes from './migrations/0005-mailboxes.js';
import * as grantsForwarding from './migrations/0006-grants-forwarding.js';
import * as sequencers from './migrations/0007-sequencers.js';
import * as domainCharges from './migrations/0008-domain-charges.js';
import * as registrantContact from './migrations/0009-registrant-contact.js';
import * as compatSettings from './migrations/0010-compat-settings.js';
import * as oneLiveName from './migrations/0011-one-live-name.js';
import * as simDnsZones from './migrations/0012-sim-dns-zones.js';
import * as listCounts from './migrations/0013-list-counts.js';
import * as billing from './migrations/0017-billing.js';
import * as subscriptions from './migrations/0018-subscriptions.js';
import * as orders from './migrations/0019-orders.js';
import * as members from './migrations/0020-members.js';
import * as sandboxClocks from './migrations/0022-sandbox-clocks.js';
import * as mailLedger from './migrations/0023-mail-ledger.js';
import * as warmup from './migrations/0024-warmup.js';
import * as cloudflare from './migrations/0026-cloudflare.js';
import * as sequencerKeywordIndex from './migrations/0027-sequencer-keyword-index.js';
import * as prewarm from './migrations/0030-prewarm.js';
import * as verifiedDestinations from './migrations/0035-verified-destinations.js';
import * as placement from './migrations/0040-placement.js';
import * as infraguard from './migrations/0045-infraguard.js';
import * as insights from './migrations/0050-insights.js';
import * as infraguardWorkspaceSettings from './migrations/0062-infraguard-workspace-settings.js';
import * as ledgerSendingIpBody from './migrations/0063-ledger-sending-ip-body.js';
import * as insightIpTemplateWarmup from './migrations/0064-insight-ip-template-warmup.js';
import * as mailIngest from './migrations/0065-mail-ingest.js';
import * as insightMailboxWeeks from './migrations/0069-insight-mailbox-weeks.js';
import * as orderStatusIndex from './migrations/0070-order-status-index.js';
import * as infraguardListIndexes from './migrations/0071-infraguard-list-indexes.js';
import * as ledgerKindIndex from './migrations/0072-ledger-kind-index.js';
import * as forwardingJobUid from './migrations/0110-forwarding-job-uid.js';
import * as forwardingJobHold from './migrations/0111-forwarding-job-hold.js';
import * as dmarcChosen from './migrations/0120-dmarc-chosen.js';
import * as webhookEnabledEvents from './migrations/0130-webhook-enabled-events.js';
import * as sessions from './migrations/0140-sessions.js';
import * as recordSearch from './migrations/0141-record-search.js';
import * as registrarCostsExportOauth from './migrations/0160-registrar-costs-export-oauth.js';
import * as mailboxHostNotes from './migrations/0170-mailbox-host-notes.js';
import * as operators from './migrations/0180-operators.js';
import * as searchSerialScans from './migrations/0200-search-serial-scans.js';
import * as searchOrderBreaks from './migrations/0201-search-order-breaks.js';
import * as healthAndSandboxConsole from './migrations/0240-health-and-sandbox-console.js';
import * as warmupDailyTarget from './migrations/0260-warmup-daily-target.js';
import * as searchOrderBreaksDeletes from './migrations/0280-search-order-breaks-deletes.js';
import type { DB } from './schema.js';

/**
 * Every migration, in order. Listed explicitly (no file-system loading) so the same list runs
 * from source and from the build, on SQLite and on PostgreSQL.
 */
export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-events': events,
  '0003-webhooks': webhooks,
  '0004-domains': domains,
  '0005-mailboxes': mailboxes,
  '0006-grants-forwarding': grantsForwarding,
  '0007-sequencers': sequencers,
  '0008-domain-charges': domainCharges,
  '0009-registrant-contact': registrantContact,
  '0010-compat-settings': compatSettings,
  '0011-one-live-name': oneLiveName,
  '0012-sim-dns-zones': simDnsZones,
  '0013-list-counts': listCounts,
  '0017-billing': billing,
  '0018-subscriptions': subscriptions,
  '0019-orders': orders,
  '0020-members': members,
  '0022-sandbox-clocks': sandboxClocks,
  '0023-mail-ledger': mailLedger,
  '0024-warmup': warmup,
  '0026-cloudflare': cloudflare,
  '0027-sequencer-keyword-index': sequencerKeywordIndex,
  '0030-prewarm': prewarm,
  '0035-verified-destinations': verifiedDestinations,
  '0040-placement': placement,
  '0045-infraguard': infraguard,
  '0050-insights': insights,
  '0062-infraguard-workspace-settings': infraguardWorkspaceSettings,
  '0063-ledger-sending-ip-body': ledgerSendingIpBody,
  '0064-insight-ip-template-warmup': insightIpTemplateWarmup,
  '0065-mail-ingest': mailIngest,
  '0069-insight-mailbox-weeks': insightMailboxWeeks,
  '0070-order-status-index': orderStatusIndex,
  '0071-infraguard-list-indexes': infraguardListIndexes,
  '0072-ledger-kind-index': ledgerKindIndex,
  '0110-forwarding-job-uid': forwardingJobUid,
  '0111-forwarding-job-hold': forwardingJobHold,
  '0120-dmarc-chosen': dmarcChosen,
  '0130-webhook-enabled-events': webhookEnabledEvents,
  '0140-sessions': sessions,
  '0141-record-search': recordSearch,
  '0160-registrar-costs-export-oauth': registrarCostsExportOauth,
  '0170-mailbox-host-notes': mailboxHostNotes,
  '0180-operators': operators,
  '0200-search-serial-scans': searchSerialScans,
  '0201-search-order-breaks': searchOrderBreaks,
  '0240-health-and-sandbox-console': healthAndSandboxConsole,
  '0260-warmup-daily-target': warmupDailyTarget,
  '0280-search-order-breaks-deletes': searchOrderBreaksDeletes,
};

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** The table the migrator keeps the applied migrations in: a Mailwright database has it. */
const MIGRATIONS_TABLE = 'mailwright_migrations';

/**
 * Whether `db` is a Mailwright database: its migrations have run at least once (the migrations
 * table is there, in the schema in use on PostgreSQL). Reads only.
 */
export async function isMailwrightDatabase(db: Kysely<DB>): Promise<boolean> {
  return (await tableNames(db)).includes(MIGRATIONS_TABLE);
}

/**
 * The names of the tables in the database (on PostgreSQL, in the schema in use), from the
 * catalog: not Kysely's introspection, which reads every column of every table, where these
 * looks run at every start of a command.
 */
async function tableNames(db: Kysely<DB>): Promise<string[]> {
  const query =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema()`
      : sql<{ name: string }>`select name from sqlite_master where type = 'table'`;
  return (await query.execute(db)).rows.map((row) => row.name);
}

/**
 * Why the SQLite file at `path` (which is there) is not a Mailwright database, or undefined when
 * it is one; `empty` when it holds no table at all (as a file of 0 bytes). Looked at read-only,
 * changing nothing, not even its journal mode.
 */
export async function inspectSqliteFile(path: string): Promise<{ why?: string; empty: boolean }> {
  const database = openSqliteReadOnly(path);
  try {
    const tables = await tableNames(database.db);
    if (tables.includes(MIGRATIONS_TABLE)) return { empty: false };
    return { why: 'the file has no Mailwright tables', empty: tables.length === 0 };
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_NOTADB')
      return { why: 'the file is not a SQLite database', empty: false };
    throw error;
  } finally {
    await database.close();
  }
}

/** A command that may make a new database was pointed at a file that holds something else. */
export class ForeignDatabaseError extends Error {
  override name = 'ForeignDatabaseError';
}

/**
 * Before a command that may make a new database migrates it (`serve`, `migrate`, `init`,
 * `teams create` …), two looks stop it with {@link ForeignDatabaseError} where the database holds
 * something that is not a Mailwright database (another program's file or schema, a slip of the
 * path or URL), having changed nothing. No file, or one holding no table, is made or migrated as
 * ever; so is a PostgreSQL schema holding no table.
 */
function foreign(where: string, why: string, instead: string): ForeignDatabaseError {
  return new ForeignDatabaseError(
    `${where} is not a Mailwright database (${why}); nothing was written. Point the command at the service's database with MAILWRIGHT_DATA_DIR or DATABASE_URL, or at ${instead} to make a new one.`,
  );
}

/** The SQLite file, looked at read-only before anything opens it or writes beside it. */
export async function refuseForeignSqliteFile(settings: DatabaseConfig): Promise<void> {
  if (settings.dialect !== 'sqlite' || settings.path === ':memory:') return;
  if (!existsSync(settings.path) || statSync(settings.path).size === 0) return;
  const { why, empty } = await inspectSqliteFile(settings.path);
  if (why === undefined || empty) return;
  throw foreign(settings.path, why, 'a file that is not there yet');
}

/**
 * The PostgreSQL schema in use, through `pool` (the command's own), once the master key is known
 * to be there: its connection is checked first, so a database that cannot be reached says so.
 */
export async function refuseForeignSchema(settings: DatabaseConfig, pool: Database): Promise<void> {
  if (settings.dialect !== 'postgres') return;
  await checkConnection(pool, settings);
  const tables = await tableNames(pool.db);
  if (tables.length === 0 || tables.includes(MIGRATIONS_TABLE)) return;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
    pool.db,
  );
  throw foreign(
    `${databaseLocation(settings)} (schema ${rows[0]?.schema})`,
    `its schema holds ${tables.length} table${tables.length === 1 ? '' : 's'} of another program`,
    'an empty database or schema',
  );
}

/**
 * The migrator of `db` over `known` (every migration, unless a test stops a database short of
 * one). On PostgreSQL it sees only the schema in use (see `postgres-dialect.ts`), so its tables
 * are found there and nowhere else.
 */
export function migrator(
  db: Kysely<DB>,
  known: Readonly<Record<string, Migration>> = migrations,
): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => ({ ...known }) },
    migrationTableName: MIGRATIONS_TABLE,
    migrationLockTableName: 'mailwright_migrations_lock',
  });
}

/**
 * Applies every pending migration; returns the names it applied. When any ran, the list counters
 * are rebuilt from the tables afterwards (`list-counts.ts`): a migration may add, move or backfill
 * rows without counting them, and a counted list may read columns a later migration adds, so
 * counters are filled once the schema is whole, not by the migration that made their table.
 * `lists` is every counted list (`COUNTED_LISTS`, given by the composition root, `main/`).
 */
export async function migrateToLatest(
  db: Kysely<DB>,
  lists: readonly CountedList[],
): Promise<string[]> {
  const { error, results } = await migrator(db).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new MigrationError(
      `migration ${failed ?? '(unknown)'} failed: ${(error as Error).message}`,
    );
  }
  const applied = (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  if (applied.length > 0) await rebuildListCounts(db, lists);
  return applied;
}

/** Names of migrations known to this build but not yet applied to the database. */
export async function pendingMigrations(db: Kysely<DB>): Promise<string[]> {
  const known = await migrator(db).getMigrations();
  return known.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
