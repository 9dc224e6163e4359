import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { composeContext } from '../src/start/compose.js';
import { createTestDatabase, dialect, testConfig } from './support/database.js';

// PostgreSQL only: SQLite has one schema per database file, so there is nothing to confuse.
describe.runIf(dialect === 'postgres')(
  'migrations on a PostgreSQL database shared by several schemas',
  () => {
    it('migrates a fresh schema even when another schema already has tables of the same names', async () => {
      const decoy = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await decoy.connect();
      const decoySchema = `decoy_${Date.now().toString(36)}`;
      await decoy.query(`create schema ${decoySchema}`);
      await decoy.query(
        `create table ${decoySchema}.mailwright_migrations (name text primary key, timestamp text)`,
      );
      await decoy.query(
        `create table ${decoySchema}.mailwright_migrations_lock (id text primary key, is_locked integer)`,
      );
      const db = await createTestDatabase({ empty: true });
      try {
        const ctx = await composeContext(testConfig(db, { LOG_LEVEL: 'silent' }));
        const applied = await ctx.db
          .selectFrom('mailwright_migrations' as never)
          .selectAll()
          .execute();
        expect(applied.length).toBeGreaterThan(0);
        // Introspection (what the migrator relies on) sees the schema in use and nothing else,
        // so other schemas' tables, or their being dropped meanwhile, cannot disturb it.
        const tables = await ctx.db.introspection.getTables({ withInternalKyselyTables: true });
        const schemas = new Set(tables.map((table) => table.schema));
        expect(schemas).toEqual(
          new Set([new URL(db.url).searchParams.get('options')?.split('=')[1]]),
        );
        const teams = tables.find((table) => table.name === 'teams');
        expect(teams?.columns.map((column) => column.name)).toContain('uid');
        await ctx.database.close();
      } finally {
        await db.drop();
        await decoy.query(`drop schema ${decoySchema} cascade`);
        await decoy.end();
      }
    });
  },
);
