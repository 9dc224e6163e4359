import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Migration } from 'kysely';
import { type Config, loadConfig } from '../../src/config.js';
import { migrations } from '../../src/db/migrate.js';
import { databaseUrl, dropDatabase, TEMPLATE_ENV, withClient } from './template-database.js';

export type TestDialect = 'sqlite' | 'postgres';
export const dialect: TestDialect =
  process.env.MW_TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

/** A fixed master key for tests (the real one comes from the environment or the key file). */
export const TEST_MASTER_KEY = 'a'.repeat(64);

export interface TestDatabase {
  /** DATABASE_URL for this database: a SQLite file, or a PostgreSQL database of its own. */
  url: string;
  dataDir: string;
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /**
   * An empty database, as a new deployment's: for the tests of migrating itself (`mailwright
   * migrate`, a migration's data step). By default a test gets the database every migration has
   * made, copied from the run's template (`template-database.ts`), which is what the service
   * would otherwise make on its first start.
   */
  empty?: boolean;
}

/**
 * A fresh database for one test file: a temporary SQLite file, or a new database beside the
 * PostgreSQL one TEST_DATABASE_URL names. It holds every migration (copied from the template the
 * suite's global setup made) unless `empty` is asked for.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mailwright-test-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  const template = options.empty ? undefined : process.env[TEMPLATE_ENV[dialect]];
  if (dialect === 'sqlite') {
    const file = join(dataDir, 'test.db');
    if (template) copyFileSync(template, file);
    return { url: file, dataDir, drop: async () => removeDir() };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('MW_TEST_DIALECT=postgres needs TEST_DATABASE_URL');
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withClient(base, async (admin) => {
    // A copy of the migrated template, file by file through the WAL (a few tens of ms), or an
    // empty database. Its commits do not wait for their WAL to reach the disk: a commit is
    // visible to every other transaction at once as before, and only a crash of PostgreSQL
    // itself (no test does one) could lose the last ones; each commit's flush was most of the
    // PostgreSQL suites' time (docs/decisions.md, "The suite's time").
    await admin.query(`create database ${name} template ${template ?? 'template0'}`);
    await admin.query(`alter database ${name} set synchronous_commit = off`);
  });
  return {
    url: databaseUrl(base, name),
    dataDir,
    async drop() {
      await dropDatabase(base, name);
      removeDir();
    },
  };
}

/** The environment a test server runs with; `env` adds or overrides variables. */
export function testEnv(
  db: TestDatabase,
  env: Record<string, string> = {},
): Record<string, string> {
  return {
    DATABASE_URL: db.url,
    MAILWRIGHT_DATA_DIR: db.dataDir,
    MAILWRIGHT_MASTER_KEY: TEST_MASTER_KEY,
    LOG_LEVEL: 'info',
    MAILWRIGHT_RATE_LIMIT_PER_MINUTE: '1000000',
    MAILWRIGHT_JOB_POLL_INTERVAL_MS: '20',
    MAILWRIGHT_SIM_SPEED: 'instant',
    // The suite sells the sandbox as a demo would; `simulated-offers.test.ts` sets `none`.
    MAILWRIGHT_ALLOW_SIMULATED: 'all',
    // A SIGTERM stops a test's server at once; `drain.test.ts` gives it a drain period.
    MAILWRIGHT_DRAIN_MS: '0',
    ...env,
  };
}

export function testConfig(db: TestDatabase, env: Record<string, string> = {}): Config {
  return loadConfig(testEnv(db, env));
}

/** The migrations numbered before `number` (`'0020'`): a database as it was before that one. */
export function migrationsBefore(number: string): Record<string, Migration> {
  return Object.fromEntries(Object.entries(migrations).filter(([name]) => name < number));
}
