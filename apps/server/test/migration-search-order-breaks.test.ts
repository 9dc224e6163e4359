import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { migrateToLatest, migrator } from '../src/db/migrate.js';
import { COUNTED_LISTS } from '../src/main/counted-lists.js';
import { migrationsBefore } from './support/database.js';
import { describeOnlyOn } from './support/describe.js';
import { useEmptyDatabase } from './support/empty-database.js';

/** Migration 0280 on a SQLite database whose order breaks outlived some of their rows. */
describeOnlyOn(
  'sqlite',
  'PostgreSQL keeps no order breaks',
  'migration 0280-search-order-breaks-deletes',
  () => {
    const empty = useEmptyDatabase();

    it("removes the breaks of rows already deleted, keeps the others, and a row's delete takes its breaks", async () => {
      const { error } = await migrator(empty.db, migrationsBefore('0280')).migrateToLatest();
      expect(error).toBeUndefined();
      const db = empty.db;
      // A domain row alone (no team or workspace rows: foreign keys off for the setup).
      await sql`pragma foreign_keys = off`.execute(db);
      const now = '2026-01-01T00:00:00.000Z';
      await sql`insert into domains (uid, team_id, workspace_id, name, tld, connection_type, status,
          status_changed_at, dns_propagation_status, nameserver_match_status, registration_years,
          renewal_status, created_at, updated_at)
        values ('d1', 't1', 'w1', 'kept.com', 'com', 'buy', 'active', ${now}, 'done', 'match', 1,
          'on', ${now}, ${now})`.execute(db);
      await sql`pragma foreign_keys = on`.execute(db);
      const { rows } = await sql<{ rowid: number }>`select rowid from domains`.execute(db);
      const live = rows[0]?.rowid as number;
      const add = (table: string, rowid: number, kind: string) =>
        sql`insert into search_order_breaks (table_name, workspace_id, row_rowid, created_at, kind)
          values (${table}, 'w1', ${rowid}, ${now}, ${kind})`.execute(db);
      await add('domains', live, 'insert');
      await add('domains', live, 'update');
      await add('domains', live + 1, 'insert'); // its row is gone
      await add('mailboxes', live, 'update'); // no mailbox has that rowid
      const breaks = async () =>
        (
          await sql<{ table_name: string; row_rowid: number; kind: string }>`select table_name,
            row_rowid, kind from search_order_breaks order by table_name, row_rowid, kind`.execute(
            db,
          )
        ).rows;

      await migrateToLatest(empty.db, COUNTED_LISTS);
      expect(await breaks()).toEqual([
        { table_name: 'domains', row_rowid: live, kind: 'insert' },
        { table_name: 'domains', row_rowid: live, kind: 'update' },
      ]);
      await sql`delete from domains where uid = 'd1'`.execute(db);
      expect(await breaks()).toEqual([]);
    });
  },
);
