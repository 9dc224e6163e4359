import { type Expression, PostgresAdapter, type SqlBool, sql } from 'kysely';
import type { Executor } from './transaction.js';

/**
 * The text each searched table is indexed by (migration 0141): every substring a list's keyword
 * matches lies in it. The lists still apply their own exact match to the rows the index finds,
 * so the index only narrows (a keyword spanning the space between two fields finds a row the
 * exact match then drops) and the answer is the same as a scan's, on both dialects.
 */
export const SEARCHED = {
  mailboxes: `lower(username || '@' || domain_name) || ' ' || lower(first_name || ' ' || last_name)`,
  domains: 'name',
} as const;

export type SearchedTable = keyof typeof SEARCHED;

/** Trigram indexes answer keywords of at least this many characters; shorter ones are scanned. */
export const MIN_INDEXED_KEYWORD = 3;

/**
 * What the index is asked for a lowercased keyword, on this dialect, or undefined when the
 * keyword is too short for trigrams: on SQLite every distinct trigram of the keyword, ANDed (an
 * FTS5 query), on PostgreSQL a LIKE pattern (`pg_trgm` answers it from the index).
 *
 * SQLite is not asked for the keyword as a phrase (its trigrams in a row), though that is exactly
 * its substrings: FTS5 reads a phrase's position lists, common trigrams' long ones included,
 * while an AND of the trigrams seeks from one list to the next by rowid and reads no positions
 * (`user54321` over 100,000 mailboxes: 0.07 ms against 1.8 ms as a phrase, counting its one
 * match). The rows it finds hold every trigram, not necessarily in a row: the list's own exact
 * match drops the others, as it drops a keyword spanning two fields already.
 */
export function searchTerm(db: Executor, keyword: string): string | undefined {
  const chars = [...keyword];
  if (chars.length < MIN_INDEXED_KEYWORD) return undefined;
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const trigrams = new Set(chars.slice(2).map((c, i) => `${chars[i]}${chars[i + 1]}${c}`));
  return [...trigrams].map((t) => `"${t.replaceAll('"', '""')}"`).join(' AND ');
}

/** The rows of `table` (selected from it unaliased) whose indexed text holds the term. */
export function indexedMatch(
  db: Executor,
  table: SearchedTable,
  term: string,
): Expression<SqlBool> {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    return sql<SqlBool>`${sql.raw(SEARCHED[table])} like ${term} escape '\\'`;
  const index = sql.id(`${table}_search`);
  return sql<SqlBool>`${sql.id(table)}.rowid in (select rowid from ${index} where ${index} match ${term})`;
}
