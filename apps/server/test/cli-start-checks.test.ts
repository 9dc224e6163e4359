import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { isMailwrightDatabase } from '../src/db/migrate.js';
import { composeContext } from '../src/start/compose.js';
import { createTestDatabase, dialect, testConfig, testEnv } from './support/database.js';
import { runCli } from './support/processes.js';
import { withClient } from './support/template-database.js';
import { PROCESS_TEST_TIMEOUT_MS } from './support/wait.js';

/** `mailwright --version`, and a HOST that cannot be listened on stops `serve` before any write. */
describe('mailwright command', () => {
  it('prints its version with --version', async () => {
    const { code, stdout } = await runCli(['--version'], {});
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(code).toBe(0);
    expect(stdout.trim()).toBe(pkg.version);
  });

  it.each([
    ['999.1.1.1', 'HOST: must be an IP address'],
    ['no-such-host.invalid', 'HOST: no-such-host.invalid could not be resolved'],
    ['192.0.2.55', 'HOST: 192.0.2.55 is not an address of this machine'],
  ])('HOST=%s fails naming HOST, with nothing written', async (host, message) => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'mw-host-')), 'data');
    const { code, stderr } = await runCli(['serve', '--profile', 'local'], {
      HOST: host,
      PORT: '0',
      MAILWRIGHT_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    });
    expect(code).toBe(1);
    expect(stderr).toContain(message);
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe('mailwright serve on PostgreSQL', () => {
  it('without MAILWRIGHT_MASTER_KEY says the key is not set, and writes no key file', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mw-pgkey-'));
    const { code, stderr } = await runCli(['serve', '--role', 'worker'], {
      // The key is checked before the database is reached: this server need not exist.
      DATABASE_URL: 'postgres://mailwright:x@127.0.0.1:1/none',
      MAILWRIGHT_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    });
    expect(code).toBe(1);
    expect(stderr).toContain('MAILWRIGHT_MASTER_KEY: is not set');
    expect(stderr).not.toContain('not the key this database was created with');
    expect(existsSync(join(dataDir, 'master.key'))).toBe(false);
  });
});

describe('mailwright on SQLite whose key file is gone', () => {
  it.skipIf(dialect !== 'sqlite')(
    'refuses to start, and writes no new key beside the database made with the old one',
    { timeout: PROCESS_TEST_TIMEOUT_MS },
    async () => {
      const dataDir = join(mkdtempSync(join(tmpdir(), 'mw-lostkey-')), 'data');
      const env = { MAILWRIGHT_DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
      const init = await runCli(['init', '--json'], env);
      expect(init.code, init.stderr).toBe(0);
      const keyFile = join(dataDir, 'master.key');
      const key = readFileSync(keyFile, 'utf8');
      rmSync(keyFile);
      for (const command of [
        ['billing', 'verify'],
        ['init', '--json'],
      ]) {
        const { code, stderr } = await runCli(command, env);
        expect(code, command.join(' ')).toBe(1);
        expect(stderr).toContain(`the key file ${keyFile} is missing`);
        expect(existsSync(keyFile)).toBe(false);
      }
      // The key restored, everything reads again.
      writeFileSync(keyFile, key, { mode: 0o600 });
      const verified = await runCli(['billing', 'verify'], env);
      expect(verified.code, verified.stderr).toBe(0);
    },
  );
});

/**
 * A command that reads or changes what the service's database holds, pointed where there is no
 * database (a data directory or DATABASE_URL the service does not use, the operator's usual
 * slip), stops naming where it looked and writes nothing: no data directory, database or key.
 */
describe('mailwright commands where there is no database', () => {
  const commands = [
    ['billing', 'verify'],
    ['counts', 'check'],
    ['teams', 'list'],
    ['jobs', 'dead'],
    ['tokens', 'revoke', 'ffffffffffffffffffffffff'],
  ];

  it.each(commands.map((args) => [args.join(' '), args]))(
    '%s refuses, naming where it looked, and writes nothing',
    {
      timeout: PROCESS_TEST_TIMEOUT_MS,
    },
    async (_, args) => {
      const db = await createTestDatabase({ empty: true });
      try {
        // On SQLite, as an operator's shell: only a data directory that does not exist, no key.
        const dataDir = join(db.dataDir, 'data');
        const env =
          dialect === 'sqlite'
            ? { MAILWRIGHT_DATA_DIR: dataDir, LOG_LEVEL: 'warn' }
            : testEnv(db, { MAILWRIGHT_DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
        const { code, stdout, stderr } = await runCli(args as string[], env);
        expect(code).toBe(1);
        expect(stdout).toBe('');
        const where =
          dialect === 'sqlite'
            ? join(dataDir, 'mailwright.db')
            : `PostgreSQL at ${new URL(db.url).hostname}:${new URL(db.url).port || '5432'}${new URL(db.url).pathname}`;
        expect(stderr).toContain(`mailwright: no Mailwright database at ${where}`);
        expect(stderr).toContain('MAILWRIGHT_DATA_DIR or DATABASE_URL');
        expect(stderr).not.toContain('unexpected error');
        expect(existsSync(dataDir)).toBe(false);
        if (dialect === 'postgres') {
          const database = openDatabase(loadConfig(env).database);
          try {
            expect(await isMailwrightDatabase(database.db)).toBe(false);
          } finally {
            await database.close();
          }
        }
      } finally {
        await db.drop();
      }
    },
  );

  it('a command that adds something new still starts a database; then the others find it', {
    timeout: PROCESS_TEST_TIMEOUT_MS,
  }, async () => {
    const db = await createTestDatabase({ empty: true });
    try {
      const env = testEnv(db, { LOG_LEVEL: 'warn' });
      expect((await runCli(['billing', 'verify'], env)).code).toBe(1);
      const init = await runCli(['init', '--json'], env);
      expect(init.code, init.stderr).toBe(0);
      const verified = await runCli(['billing', 'verify'], env);
      expect(verified.code, verified.stderr).toBe(0);
      expect(verified.stdout).toContain('no difference');
      const counted = await runCli(['counts', 'check'], env);
      expect(counted.code, counted.stderr).toBe(0);
    } finally {
      await db.drop();
    }
  });
});

describe('mailwright on a file that is not a Mailwright database', () => {
  const sqliteOfAnother = (file: string) => {
    const other = new SQLite(file);
    other.exec("create table notes (body text); insert into notes values ('not Mailwright')");
    other.close();
  };
  /** Files that hold something else: how each is made, and the reason the refusal gives. */
  const FOREIGN_FILES: [string, (file: string) => void, string][] = [
    ['another program’s SQLite file', sqliteOfAnother, 'the file has no Mailwright tables'],
    [
      'a file that is not SQLite',
      (file: string) => writeFileSync(file, 'notes, not a database\n'),
      'the file is not a SQLite database',
    ],
  ];
  it.skipIf(dialect !== 'sqlite').each(FOREIGN_FILES)(
    'refuses %s as it was found: the same bytes, no -wal, -shm or key file',
    { timeout: PROCESS_TEST_TIMEOUT_MS },
    async (_, make, why) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'mw-foreign-'));
      const file = join(dataDir, 'mailwright.db');
      make(file);
      const before = readFileSync(file);
      const { code, stdout, stderr } = await runCli(['billing', 'verify'], {
        MAILWRIGHT_DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      });
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expect(stderr).toContain(`mailwright: no Mailwright database at ${file} (${why})`);
      expect(stderr).not.toContain('unexpected error');
      // The same bytes: a SQLite file's header records its journal mode (WAL or not).
      expect(readFileSync(file).equals(before)).toBe(true);
      expect(readdirSync(dataDir)).toEqual(['mailwright.db']);
    },
  );

  // The commands that may make a new database refuse it too, rather than add Mailwright's
  // tables to it (`migrate`, and `init`, `teams create` … through composeContext).
  it.skipIf(dialect !== 'sqlite').each(FOREIGN_FILES)(
    'init, teams create and migrate refuse %s too, leaving it as it was found',
    { timeout: PROCESS_TEST_TIMEOUT_MS },
    async (_, make, why) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'mw-foreign-new-'));
      const file = join(dataDir, 'mailwright.db');
      make(file);
      const before = readFileSync(file);
      for (const args of [['init', '--json'], ['teams', 'create', '--name', 'T'], ['migrate']]) {
        const { code, stdout, stderr } = await runCli(args, {
          MAILWRIGHT_DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
        });
        expect(code, args.join(' ')).toBe(1);
        expect(stdout, args.join(' ')).toBe('');
        expect(stderr, args.join(' ')).toContain(
          `mailwright: ${file} is not a Mailwright database (${why}); nothing was written.`,
        );
        expect(stderr, args.join(' ')).not.toContain('unexpected error');
        expect(readFileSync(file).equals(before), args.join(' ')).toBe(true);
        expect(readdirSync(dataDir), args.join(' ')).toEqual(['mailwright.db']);
      }
    },
  );

  it.skipIf(dialect !== 'postgres')(
    'init, teams create and migrate refuse a PostgreSQL schema holding another program’s tables, adding none',
    { timeout: PROCESS_TEST_TIMEOUT_MS },
    async () => {
      const db = await createTestDatabase({ empty: true });
      const url = new URL(db.url);
      const tables = () =>
        withClient(db.url, async (client) =>
          (
            await client.query<{ table_name: string }>(
              "select table_name from information_schema.tables where table_schema = 'public' order by 1",
            )
          ).rows.map((row) => row.table_name),
        );
      try {
        await withClient(db.url, (client) => client.query('create table notes (body text)'));
        const env = testEnv(db, { LOG_LEVEL: 'warn' });
        for (const args of [['init', '--json'], ['teams', 'create', '--name', 'T'], ['migrate']]) {
          const { code, stdout, stderr } = await runCli(args, env);
          expect(code, args.join(' ')).toBe(1);
          expect(stdout, args.join(' ')).toBe('');
          expect(stderr, args.join(' ')).toContain(
            `mailwright: PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname} (schema public) is not a Mailwright database (its schema holds 1 table of another program); nothing was written.`,
          );
          expect(stderr, args.join(' ')).not.toContain('unexpected error');
          expect(await tables(), args.join(' ')).toEqual(['notes']);
        }
      } finally {
        await db.drop();
      }
    },
  );

  it.skipIf(dialect !== 'sqlite').each([
    ['an empty file', (file: string) => writeFileSync(file, '')],
    ['a SQLite file with no table', (file: string) => new SQLite(file).pragma('user_version = 7')],
  ])(
    'init makes a new database in %s, as where there is none',
    {
      timeout: PROCESS_TEST_TIMEOUT_MS,
    },
    async (_, make) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'mw-empty-'));
      make(join(dataDir, 'mailwright.db'));
      const env = { MAILWRIGHT_DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
      const init = await runCli(['init', '--json'], env);
      expect(init.code, init.stderr).toBe(0);
      const verified = await runCli(['billing', 'verify'], env);
      expect(verified.code, verified.stderr).toBe(0);
    },
  );
});

describe('the check that a command’s database is there', () => {
  it.skipIf(dialect !== 'postgres')(
    'opens no connection of its own on PostgreSQL, and checks the connection once',
    async () => {
      const db = await createTestDatabase();
      const connects = vi.spyOn(pg.Client.prototype, 'connect');
      const queries = vi.spyOn(pg.Client.prototype, 'query');
      try {
        const ctx = await composeContext(testConfig(db, { LOG_LEVEL: 'silent' }), {
          create: false,
        });
        await ctx.database.close();
        expect(connects).toHaveBeenCalledTimes(1);
        // `checkConnection`'s query, whether sent as text or as a (named) query's config.
        const checks = queries.mock.calls.filter(([query]) => {
          const text = typeof query === 'string' ? query : (query as { text?: string })?.text;
          return text?.trim() === 'select 1';
        });
        expect(checks).toHaveLength(1);
      } finally {
        connects.mockRestore();
        queries.mockRestore();
        await db.drop();
      }
    },
  );
});
