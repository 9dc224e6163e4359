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
 * keyword is too short for trigrams: on SQLite an FTS5 phrase (the keyword's trigrams in a row,
 * so exactly its substrings), on PostgreSQL a LIKE pattern (`pg_trgm` answers it from the index).
 */
export function searchTerm(db: Executor, keyword: string): string | undefined {
  if ([...keyword].length < MIN_INDEXED_KEYWORD) return undefined;
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return `"${keyword.replaceAll('"', '""')}"`;
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
