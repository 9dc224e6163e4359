import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { SEARCHED } from '../text-search.js';

/**
 * On SQLite, a searched row's `search_order_breaks` (migration 0201) go when the row goes: its
 * own delete, a sandbox reset's, or its workspace's (the cascade fires the trigger). A break left
 * behind only made a keyword's page take the slower path, but its rowid may be taken again by a
 * new row, which then looked out of order. The breaks of rows already gone are removed.
 * PostgreSQL: nothing (no breaks).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  for (const table of Object.keys(SEARCHED)) {
    const t = sql.id(table);
    const name = sql.lit(table);
    await sql`delete from search_order_breaks where table_name = ${name}
      and not exists (select 1 from ${t} where ${t}.rowid = search_order_breaks.row_rowid)`.execute(
      db,
    );
    await sql`create trigger ${sql.id(`${table}_order_delete`)} after delete on ${t}
      begin
        delete from search_order_breaks
          where table_name = ${name} and workspace_id = old.workspace_id
            and kind in ('insert', 'update') and row_rowid = old.rowid;
      end`.execute(db);
  }
}
