import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { SEARCHED } from '../text-search.js';

/**
 * On SQLite, where a searched table's insertion order (`rowid`) departs from its list's order
 * (`created_at`, then `id`): `search_order_breaks` holds a row (`insert`) for each row inserted
 * while a row of its workspace was newer (a `created_at` strictly later), and one (`update`) for
 * each row whose `created_at`, `id` or workspace changed, with its new values. A keyword's page
 * walks the text index by rowid, newest inserted first, and trusts that order only where no
 * break says otherwise (`keyword-page.ts`, docs/decisions.md). Existing rows are backfilled the
 * same way (a row inserted after a newer one of its workspace). PostgreSQL: nothing (its page
 * does not walk by insertion order).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await sql`create table search_order_breaks (
    table_name text not null,
    workspace_id text not null,
    row_rowid integer not null,
    created_at text not null,
    kind text not null
  )`.execute(db);
  await sql`create index search_order_breaks_by on search_order_breaks
    (table_name, workspace_id, kind, row_rowid)`.execute(db);
  for (const table of Object.keys(SEARCHED)) {
    const t = sql.id(table);
    const name = sql.lit(table);
    await sql`insert into search_order_breaks (table_name, workspace_id, row_rowid, created_at, kind)
      select ${name}, workspace_id, r, created_at, 'insert' from (
        select rowid as r, workspace_id, created_at, max(created_at) over (
          partition by workspace_id order by rowid rows between unbounded preceding and 1 preceding
        ) as newer from ${t}
      ) where newer > created_at`.execute(db);
    await sql`create trigger ${sql.id(`${table}_order_insert`)} after insert on ${t}
      when exists (select 1 from ${t} x
        where x.workspace_id = new.workspace_id and x.created_at > new.created_at)
      begin
        insert into search_order_breaks (table_name, workspace_id, row_rowid, created_at, kind)
        values (${name}, new.workspace_id, new.rowid, new.created_at, 'insert');
      end`.execute(db);
    await sql`create trigger ${sql.id(`${table}_order_update`)}
      after update of created_at, id, workspace_id on ${t}
      when old.created_at is not new.created_at or old.id is not new.id
        or old.workspace_id is not new.workspace_id
      begin
        insert into search_order_breaks (table_name, workspace_id, row_rowid, created_at, kind)
        values (${name}, new.workspace_id, new.rowid, new.created_at, 'update');
      end`.execute(db);
  }
}
