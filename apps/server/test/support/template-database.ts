import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../src/config.js';
import { checkConnection, openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { COUNTED_LISTS } from '../../src/main/counted-lists.js';

/**
 * Where the suite's workers find the run's templates: a migrated SQLite file, and a dump of a
 * migrated PostgreSQL schema (its name replaced by {@link SCHEMA_PLACEHOLDER}).
 */
export const TEMPLATE_ENV = {
  sqlite: 'MW_TEST_SQLITE_TEMPLATE',
  postgres: 'MW_TEST_POSTGRES_TEMPLATE',
} as const;

/** Stands for the new schema's name in the PostgreSQL template. */
export const SCHEMA_PLACEHOLDER = '@@test_schema@@';

/**
 * Migrates one database of each dialect under test, once per run (the suite's global setup),
 * and publishes them through {@link TEMPLATE_ENV} for `createTestDatabase` to copy: a test file's
 * database then costs a file copy (SQLite) or one script (PostgreSQL) instead of every migration.
 * Returns the teardown that removes them.
 */
export async function createTemplates(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'mailwright-template-'));
  const sqliteFile = join(dir, 'template.db');
  await migrate(sqliteFile, dir);
  process.env[TEMPLATE_ENV.sqlite] = sqliteFile;
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    await commitWithoutFlush(base);
    const dump = await postgresTemplate(base, dir);
    if (dump) {
      const file = join(dir, 'template.sql');
      writeFileSync(file, dump);
      process.env[TEMPLATE_ENV.postgres] = file;
    }
  }
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * The test database's commits do not wait for their WAL to reach the disk
 * (`synchronous_commit = off`, for every later connection to it): a commit is visible to every
 * other transaction at once as before, and only a crash of PostgreSQL itself (never done by a
 * test: the crash tests kill Mailwright's processes) could lose the last ones. Each commit's
 * flush (about 6 ms on a busy disk, seen on this machine) was most of the PostgreSQL suites' time
 * (docs/decisions.md, "The suite's time"). The role must own the database, as the suite's does
 * in CI; otherwise commits flush as before.
 */
async function commitWithoutFlush(base: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(
      `do $$ begin execute format('alter database %I set synchronous_commit = off', current_database()); end $$`,
    );
  } catch (error) {
    process.stderr.write(
      `the test database keeps synchronous_commit (${(error as Error).message}): its commits wait for the disk\n`,
    );
  } finally {
    await client.end();
  }
}

async function migrate(url: string, dataDir: string): Promise<void> {
  const config = loadConfig({
    DATABASE_URL: url,
    MAILWRIGHT_DATA_DIR: dataDir,
    MAILWRIGHT_MASTER_KEY: '0'.repeat(64),
  });
  const database = openDatabase(config.database);
  try {
    await checkConnection(database, config.database);
    await migrateToLatest(database.db, COUNTED_LISTS);
  } finally {
    await database.close();
  }
}

/**
 * Migrates a new schema and dumps it with `pg_dump` (schema and rows, as plain SQL). Without
 * `pg_dump` each test file's schema is migrated as before (slower, same result).
 */
async function postgresTemplate(base: string, dataDir: string): Promise<string | null> {
  const schema = `mw_template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
    const url = new URL(base);
    url.searchParams.set('options', `-c search_path=${schema}`);
    await migrate(url.toString(), dataDir);
    let dump: string;
    try {
      dump = execFileSync(
        'pg_dump',
        ['--dbname', base, '--schema', schema, '--no-owner', '--no-privileges', '--inserts'],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 },
      );
    } catch (error) {
      process.stderr.write(
        `pg_dump failed (${(error as Error).message.split('\n')[0]}): each PostgreSQL test file migrates its own schema\n`,
      );
      return null;
    }
    return dump
      .split('\n')
      .filter((line) => !line.startsWith('\\')) // psql's meta-commands (\restrict), not SQL
      .join('\n')
      .replaceAll(schema, SCHEMA_PLACEHOLDER);
  } finally {
    await admin.query(`drop schema if exists ${schema} cascade`).catch(() => {});
    await admin.end();
  }
}
