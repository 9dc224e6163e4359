import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { SEARCHED } from '../text-search.js';

/**
 * The keyword of List mailboxes and List domains through each dialect's own text index
 * (`text-search.ts`, docs/decisions.md "Search through a text index"): on SQLite an FTS5 table
 * with the trigram tokenizer per searched table, holding the searched text under the row's
 * `rowid` and kept by triggers; on PostgreSQL a GIN `pg_trgm` index over the same expression.
 * `pg_trgm` is a trusted extension (PostgreSQL 13+): the database's owner may create it; it is
 * made in `public`, once per database, so every schema's index uses the same operator class.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // A block is a subtransaction: two schemas migrating at once both find the extension made.
    await sql`do $$ begin
      create extension if not exists pg_trgm with schema public;
    exception when unique_violation or duplicate_object then null;
    end $$`.execute(db);
    for (const [table, text] of Object.entries(SEARCHED))
      await sql`create index ${sql.id(`${table}_search_trgm`)} on ${sql.id(table)}
        using gin ((${sql.raw(text)}) public.gin_trgm_ops)`.execute(db);
    return;
  }
  for (const [table, text] of Object.entries(SEARCHED)) {
    const index = sql.id(`${table}_search`);
    // The text over a trigger's `new` or `old` row: each column named through it.
    const of = (row: string) =>
      sql.raw(text.replace(/\b(?!lower\b)([a-z_]+)\b/g, (column) => `${row}.${column}`));
    await sql`create virtual table ${index} using fts5(text, tokenize = 'trigram')`.execute(db);
    await sql`insert into ${index} (rowid, text) select rowid, ${sql.raw(text)} from ${sql.id(table)}`.execute(
      db,
    );
    await sql`create trigger ${sql.id(`${table}_search_insert`)} after insert on ${sql.id(table)}
      begin insert into ${index} (rowid, text) values (new.rowid, ${of('new')}); end`.execute(db);
    await sql`create trigger ${sql.id(`${table}_search_update`)} after update on ${sql.id(table)}
      when ${of('old')} is not ${of('new')}
      begin
        delete from ${index} where rowid = old.rowid;
        insert into ${index} (rowid, text) values (new.rowid, ${of('new')});
      end`.execute(db);
    await sql`create trigger ${sql.id(`${table}_search_delete`)} after delete on ${sql.id(table)}
      begin delete from ${index} where rowid = old.rowid; end`.execute(db);
  }
}
