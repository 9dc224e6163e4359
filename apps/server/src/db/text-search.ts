import {
  type JoinBuilder,
  PostgresAdapter,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
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

/**
 * `q` (selecting from `table`, unaliased) narrowed to the rows whose indexed text holds the term.
 * On SQLite the FTS table is joined by rowid, so the index drives the read and a statement that
 * stops early (a count capped at {@link TOTAL_CAP} + 1) stops reading it too; `rowid in (select
 * … match …)` builds the whole set of rowids first (100,000 for a keyword in every row: 30–45 ms
 * before the first row). On PostgreSQL, a LIKE the GIN index answers.
 */
// biome-ignore lint/suspicious/noExplicitAny: a list's query over `table`, joined to a table the schema's types lack.
type AnySelect = SelectQueryBuilder<any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: the join of that table.
type AnyJoin = JoinBuilder<any, any>;

export function withIndexedMatch<Q extends AnySelect>(
  db: Executor,
  table: SearchedTable,
  q: Q,
  term: string,
): Q {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    return q.where(sql<SqlBool>`${sql.raw(SEARCHED[table])} like ${term} escape '\\'`) as Q;
  const index = `${table}_search`;
  const joined = (q as AnySelect).innerJoin(sql.table(index).as(index) as never, (join: AnyJoin) =>
    join.on(sql.ref(`${index}.rowid`), '=', sql.ref(`${table}.rowid`)),
  ) as AnySelect;
  return joined.where(sql<SqlBool>`${sql.table(index)} match ${term}`) as Q;
}

/**
 * A keyword's total is counted up to this many matches; past it the list answers this number and
 * `total_capped: true` (docs/decisions.md, "A keyword's total is capped at 1,000").
 */
export const TOTAL_CAP = 1_000;

/**
 * How many of the newest rows a keyword's page is first looked for in, by the exact match alone:
 * when they hold the page, the keyword is common and that is the page (no index read for it).
 */
export const WALK_ROWS = 300;
