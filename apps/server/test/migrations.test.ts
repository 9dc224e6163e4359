import pg from 'pg';
import { expect, it } from 'vitest';
import { composeContext } from '../src/start/compose.js';
import { createTestDatabase, testConfig } from './support/database.js';
import { describeOnlyOn } from './support/describe.js';

describeOnlyOn(
  'postgres',
  'SQLite has one schema per database file, so there is nothing to confuse',
  'migrations on a PostgreSQL database shared by several schemas',
  () => {
    it('migrates a fresh schema even when another schema already has tables of the same names', async () => {
      const db = await createTestDatabase({ empty: true });
      const decoy = new pg.Client({ connectionString: db.url });
      await decoy.connect();
      try {
        await decoy.query('create schema decoy');
        await decoy.query(
          'create table decoy.mailwright_migrations (name text primary key, timestamp text)',
        );
        await decoy.query(
          'create table decoy.mailwright_migrations_lock (id text primary key, is_locked integer)',
        );
        await decoy.query('create schema app');
        // The service's schema is chosen as a deployment chooses it: through the URL's options.
        const url = new URL(db.url);
        url.searchParams.set('options', '-c search_path=app');
        const ctx = await composeContext(
          testConfig({ ...db, url: url.toString() }, { LOG_LEVEL: 'silent' }),
        );
        const applied = await ctx.db
          .selectFrom('mailwright_migrations' as never)
          .selectAll()
          .execute();
        expect(applied.length).toBeGreaterThan(0);
        // Introspection (what the migrator relies on) sees the schema in use and nothing else,
        // so other schemas' tables, or their being dropped meanwhile, cannot disturb it.
        const tables = await ctx.db.introspection.getTables({ withInternalKyselyTables: true });
        expect(new Set(tables.map((table) => table.schema))).toEqual(new Set(['app']));
        const teams = tables.find((table) => table.name === 'teams');
        expect(teams?.columns.map((column) => column.name)).toContain('uid');
        const { rows } = await decoy.query(
          'select count(*)::int as n from decoy.mailwright_migrations',
        );
        expect(rows[0].n).toBe(0);
        await ctx.database.close();
      } finally {
        await decoy.end();
        await db.drop();
      }
    });
  },
);
