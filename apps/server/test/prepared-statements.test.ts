import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { statementNamer } from '../src/db/prepared-statements.js';
import { describeOnlyOn } from './support/describe.js';
import { useHarness } from './support/harness.js';

describe('which statements are sent as named prepared statements', () => {
  it('a query keeps one name for the process; DDL and transaction control go unnamed', () => {
    const name = statementNamer(3);
    const page = 'select "id" from "domains" where "workspace_id" = $1';
    expect(name(page)).toBe('mw_0');
    expect(name(page)).toBe('mw_0');
    expect(name('/* rows as arrays */ select "uid" from "tags" where "id" = $1')).toBe('mw_1');
    expect(name('with v as (select 1) update "jobs" set "status" = $1')).toBe('mw_2');
    for (const text of ['begin', 'commit', 'create table "x" ("id" text)', 'alter table "x"'])
      expect(name(text), text).toBeUndefined();
  });

  it('past its limit, new texts go unnamed and the named ones keep their names', () => {
    const name = statementNamer(2);
    expect(name('select 1')).toBe('mw_0');
    expect(name('select 2')).toBe('mw_1');
    expect(name('select 3')).toBeUndefined();
    expect(name('select 1')).toBe('mw_0');
  });
});

describeOnlyOn(
  'postgres',
  'SQLite statements are kept by the driver (database.ts)',
  'named prepared statements on PostgreSQL',
  () => {
    const h = useHarness();

    it('a query run again on a connection reuses the statement PostgreSQL prepared for it', async () => {
      const runs = await h.ctx.db.connection().execute(async (conn) => {
        const list = () => conn.selectFrom('tags').select('uid').where('workspace_id', '=', 'w');
        for (let i = 0; i < 7; i++) await list().execute();
        const text = list().compile().sql;
        const { rows } = await sql<{ runs: number }>`
          select generic_plans + custom_plans as runs from pg_prepared_statements
          where statement = ${text}`.execute(conn);
        return rows.map((r) => Number(r.runs));
      });
      // One statement, parsed once and run seven times (PostgreSQL's own count of its runs).
      expect(runs).toEqual([7]);
    });

    it('after a migration changes a table’s columns, a running process reads them without an error outside a transaction, and fails at most once inside one', async () => {
      await sql`create table prepared_probe (id text primary key)`.execute(h.ctx.db);
      await sql`insert into prepared_probe values ('a')`.execute(h.ctx.db);
      try {
        await h.ctx.db.connection().execute(async (conn) => {
          type Conn = typeof conn;
          const outside = () =>
            conn
              .selectFrom('prepared_probe' as never)
              .selectAll()
              .execute();
          const filtered = (db: Conn) =>
            db
              .selectFrom('prepared_probe' as never)
              .selectAll()
              .where(sql<boolean>`true`)
              .execute();
          expect(await outside()).toEqual([{ id: 'a' }]);
          expect(await filtered(conn)).toEqual([{ id: 'a' }]);
          // Another connection, as another process's migration would.
          await sql`alter table prepared_probe add column note text`.execute(h.ctx.db);
          expect(await outside()).toEqual([{ id: 'a', note: null }]);
          await expect(conn.transaction().execute((trx) => filtered(trx))).rejects.toThrow(
            /cached plan/,
          );
          expect(await conn.transaction().execute((trx) => filtered(trx))).toEqual([
            { id: 'a', note: null },
          ]);
          expect(await filtered(conn)).toEqual([{ id: 'a', note: null }]);
        });
      } finally {
        await sql`drop table prepared_probe`.execute(h.ctx.db);
      }
    });
  },
);
