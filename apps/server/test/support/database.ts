import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Migration } from 'kysely';
import pg from 'pg';
import { type Config, loadConfig } from '../../src/config.js';
import { migrations } from '../../src/db/migrate.js';
import { SCHEMA_PLACEHOLDER, TEMPLATE_ENV } from './template-database.js';

export type TestDialect = 'sqlite' | 'postgres';
export const dialect: TestDialect =
  process.env.MW_TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

/** A fixed master key for tests (the real one comes from the environment or the key file). */
export const TEST_MASTER_KEY = 'a'.repeat(64);

export interface TestDatabase {
  /** DATABASE_URL for this database: a SQLite file, or PostgreSQL with its own schema. */
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
 * A fresh database for one test file: a temporary SQLite file, or a new schema in the PostgreSQL
 * database named by TEST_DATABASE_URL (selected through `search_path`). It holds every migration
 * (copied from the template the suite's global setup made) unless `empty` is asked for.
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
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    // The template is a dump of a migrated schema with its name as a placeholder: one round trip
    // and one commit, instead of each migration's statements and commit.
    if (template)
      await admin.query(
        `begin; ${readFileSync(template, 'utf8').replaceAll(SCHEMA_PLACEHOLDER, schema)}; commit`,
      );
    else await admin.query(`create schema ${schema}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    dataDir,
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
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
