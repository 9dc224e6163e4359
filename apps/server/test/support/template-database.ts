import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../src/config.js';
import { checkConnection, openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { COUNTED_LISTS } from '../../src/main/counted-lists.js';
import { waitFor } from './wait.js';

/**
 * Where the suite's workers find the run's templates: a migrated SQLite file, and the name of a
 * migrated PostgreSQL database.
 */
export const TEMPLATE_ENV = {
  sqlite: 'MW_TEST_SQLITE_TEMPLATE',
  postgres: 'MW_TEST_POSTGRES_TEMPLATE',
} as const;

/** `TEST_DATABASE_URL` with another database's name in place of its own. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `body` on one connection to the database `url` names. */
export async function withClient<T>(
  url: string,
  body: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await body(client);
  } finally {
    await client.end();
  }
}

/** How long the connections a file closed get to leave before the drop ends them. */
const CLOSING_MS = 5_000;

/**
 * Drops the database `name` beside `base`'s. The connections of a pool the file just closed may
 * still be on their way out (pg's `pool.end()` resolves once each client was asked to end, not
 * once it has): they are given up to {@link CLOSING_MS} to go, since ending one that is leaving
 * makes its client emit an error nobody listens to any more, an uncaught exception that fails the
 * run. A server a test left running may hold connections that never go: they are ended then.
 * Not `DROP DATABASE ... WITH (FORCE)`: it fails on an autovacuum worker, which a role that is
 * not a superuser may not signal; a plain drop stops autovacuum itself and waits (up to 5 s) for
 * the ended connections to go.
 */
export async function dropDatabase(base: string, name: string): Promise<void> {
  await withClient(base, async (admin) => {
    const others = `from pg_stat_activity
      where datname = $1 and usename = current_user and pid <> pg_backend_pid()`;
    const gone = async () =>
      (await admin.query(`select count(*)::int as n ${others}`, [name])).rows[0].n === 0;
    // Past the deadline the drop goes on: what is left is ended below.
    await waitFor(gone, CLOSING_MS).catch(() => {});
    await admin.query(`select pg_terminate_backend(pid) ${others}`, [name]);
    await admin.query(`drop database if exists ${name}`);
  });
}

/**
 * Migrates one database of each dialect under test, once per run (the suite's global setup),
 * and publishes them through {@link TEMPLATE_ENV} for `createTestDatabase` to copy: a test file's
 * database then costs a file copy (SQLite) or a `CREATE DATABASE ... TEMPLATE` (PostgreSQL)
 * instead of every migration. Returns the teardown that removes them.
 */
export async function createTemplates(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'mailwright-template-'));
  const sqliteFile = join(dir, 'template.db');
  await migrate(sqliteFile, dir);
  process.env[TEMPLATE_ENV.sqlite] = sqliteFile;
  const base = process.env.TEST_DATABASE_URL;
  let dropTemplate = async () => {};
  if (base) {
    const name = `mw_template_${randomBytes(6).toString('hex')}`;
    await withClient(base, async (admin) => {
      await mayCreateDatabases(admin);
      await admin.query(`create database ${name} template template0`);
    });
    dropTemplate = () => dropDatabase(base, name);
    try {
      await migrate(databaseUrl(base, name), dir);
    } catch (error) {
      await dropTemplate();
      throw error;
    }
    process.env[TEMPLATE_ENV.postgres] = name;
  }
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await dropTemplate();
  };
}

/**
 * Each PostgreSQL test file gets a database of its own, so the role of `TEST_DATABASE_URL` must
 * be allowed to create databases (`.ci/run` makes CI's so): say how when it may not.
 */
async function mayCreateDatabases(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ rolcreatedb: boolean; rolsuper: boolean; role: string }>(
    'select rolcreatedb, rolsuper, current_user as role from pg_roles where rolname = current_user',
  );
  const role = rows[0];
  if (role && (role.rolcreatedb || role.rolsuper)) return;
  throw new Error(
    `TEST_DATABASE_URL's role ${role?.role ?? ''} may not create databases, and the suite makes one per test file: ALTER ROLE ${role?.role ?? '<role>'} CREATEDB (docs/development.md, "Tests")`,
  );
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
