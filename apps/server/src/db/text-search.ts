import {
  type JoinBuilder,
  PostgresAdapter,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import { containsPattern } from './like.js';
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
 * What the index is asked for a keyword (`searchTerm`): on SQLite an FTS5 query; on PostgreSQL
 * LIKE patterns, ANDed, each of which `pg_trgm` answers from the index.
 */
export type SearchTerm = string | readonly string[];

/**
 * What the index of `table` is asked for a lowercased keyword of at least
 * {@link MIN_INDEXED_KEYWORD} characters, on this dialect: on SQLite an FTS5 query, the
 * keyword's trigrams ANDed; on PostgreSQL LIKE patterns ANDed (the keyword's own, or its rare
 * trigrams' below).
 *
 * SQLite is not asked for the keyword as a phrase (its trigrams in a row), though that is exactly
 * its substrings: FTS5 reads a phrase's position lists, common trigrams' long ones included,
 * while an AND of the trigrams seeks from one list to the next by rowid and reads no positions
 * (`user54321` over 100,000 mailboxes: 0.07 ms against 1.8 ms as a phrase, counting its one
 * match). The rows it finds hold every trigram, not necessarily in a row: the list's own exact
 * match drops the others, as it drops a keyword spanning two fields already.
 *
 * Nor is either dialect asked for every trigram when some are rare: an AND still walks each list
 * it holds, and a keyword rare as a whole but made of trigrams in most rows (`client7-outreach`)
 * costs tens of ms that way. When some are rare only those are asked (the rows they find are at
 * most that many each, which the exact match then checks): on SQLite each trigram's rows are
 * counted up to {@link RARE} (one statement; FTS stops at the cap); on PostgreSQL, whose
 * `pg_trgm` counts nothing, each trigram is looked for in a sample of the table
 * ({@link rareOnPostgres}). Nothing is kept between requests. A keyword known to be `common` (its
 * page was found among the newest rows) is asked as it is.
 */
export async function searchTerm(
  db: Executor,
  table: SearchedTable,
  keyword: string,
  common = false,
): Promise<SearchTerm> {
  const chars = [...keyword];
  const trigrams = [...new Set(chars.slice(2).map((c, i) => `${chars[i]}${chars[i + 1]}${c}`))];
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    return common || trigrams.length < 2
      ? [containsPattern(keyword)]
      : rareOnPostgres(db, table, keyword, trigrams);
  const quoted = trigrams.map((t) => `"${t.replaceAll('"', '""')}"`);
  if (common || quoted.length < 2) return quoted.join(' AND ');
  const index = sql.table(`${table}_search`);
  const counts = await sql<Record<string, number>>`select ${sql.join(
    quoted.map(
      (t, i) =>
        sql`(select count(*) from (select rowid from ${index} where ${index} match ${t} limit ${sql.lit(RARE)})) as ${sql.id(`c${i}`)}`,
    ),
  )}`.execute(db);
  const row = counts.rows[0] ?? {};
  const rare = quoted.filter((_, i) => Number(row[`c${i}`]) < RARE);
  return (rare.length > 0 ? rare : quoted).join(' AND ');
}

/**
 * On PostgreSQL, the LIKE patterns of the keyword's trigrams found in at most
 * {@link SAMPLE_RARE} of the table's newest {@link SAMPLE} rows (by `id`, which sorts by creation
 * time: the primary key reads them), all workspaces' as the index holds them; the keyword's own
 * pattern when none is, or when the table holds fewer rows than the sample. One statement (under
 * a ms: 0.8 ms for `user54321` over mailboxes); only the rows' counts leave it. `pg_trgm`
 * answers `%abc%` by the trigrams it makes of `abc`: for three letters or digits, exactly `abc`,
 * so the index reads only the rare lists; around a space or punctuation, the trigrams of a
 * word's edge (`%t7-%`: `t7` ending a word), which may be in more rows than `t7-` itself. The
 * list's exact match, kept out of the index's conditions, then checks the rows they find.
 * Over 100,000 mailboxes `client7-outreach` (100 matches, every trigram but three in every row)
 * took 11 ms through the index as a whole and 0.6 ms by its rare trigrams.
 */
async function rareOnPostgres(
  db: Executor,
  table: SearchedTable,
  keyword: string,
  trigrams: string[],
): Promise<string[]> {
  const patterns = trigrams.map(containsPattern);
  const { rows } = await sql<Record<string, number>>`select count(*) as n, ${sql.join(
    patterns.map(
      (p, i) => sql`count(*) filter (where t like ${p} escape '\\') as ${sql.id(`c${i}`)}`,
    ),
  )} from (select ${sql.raw(SEARCHED[table])} as t from ${sql.table(table)}
    order by id desc limit ${sql.lit(SAMPLE)}) as s`.execute(db);
  const row = rows[0] ?? {};
  const rare = patterns.filter((_, i) => Number(row[`c${i}`]) <= SAMPLE_RARE);
  return Number(row.n) < SAMPLE || rare.length === 0 ? [containsPattern(keyword)] : rare;
}

/** The rows PostgreSQL's trigrams are looked for in, and how many of them a rare one is in. */
const SAMPLE = 100;
const SAMPLE_RARE = 25;

/** A trigram in fewer rows than this is rare: the index is asked for the rare ones alone. */
const RARE = 200;

// biome-ignore lint/suspicious/noExplicitAny: a list's query over `table`, joined to a table the schema's types lack.
type AnySelect = SelectQueryBuilder<any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: the join of that table.
type AnyJoin = JoinBuilder<any, any>;

/**
 * `q` (selecting from `table`, unaliased) narrowed to the rows whose indexed text holds the term.
 * On SQLite the FTS table is joined by rowid, so the index drives the read and a statement that
 * stops early (a count capped at {@link TOTAL_CAP} + 1) stops reading it too; `rowid in (select
 * … match …)` builds the whole set of rowids first (100,000 for a keyword in every row: 30–45 ms
 * before the first row). On PostgreSQL, a LIKE per pattern, which the GIN index answers together.
 * The list's exact match must not be a condition the index could take (on PostgreSQL it would
 * be asked every trigram of the keyword again): it is written over another expression.
 */
export function withIndexedMatch<Q extends AnySelect>(
  db: Executor,
  table: SearchedTable,
  q: Q,
  term: SearchTerm,
): Q {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    return (term as readonly string[]).reduce(
      (narrowed: AnySelect, pattern) =>
        narrowed.where(sql<SqlBool>`${sql.raw(SEARCHED[table])} like ${pattern} escape '\\'`),
      q,
    ) as Q;
  const index = `${table}_search`;
  const joined = (q as AnySelect).innerJoin(sql.table(index).as(index) as never, (join: AnyJoin) =>
    join.on(sql.ref(`${index}.rowid`), '=', sql.ref(`${table}.rowid`)),
  ) as AnySelect;
  return joined.where(sql<SqlBool>`${sql.table(index)} match ${term}`) as Q;
}

/**
 * A keyword's total is counted up to this many matches; past it the list answers this number and
 * `total_capped: true` (docs/decisions.md, "A keyword's total is capped at 1,000, its page
 * chosen at run time").
 */
export const TOTAL_CAP = 1_000;

/**
 * How many of the newest rows a keyword's page (`offset + limit` rows in) is first looked for in,
 * by the exact match alone: ten times as many, in a few steps (each is a statement of its own),
 * so the keyword is in at least a tenth of them when they hold the page. A page deeper than 200
 * rows is not walked (undefined). Reading 100 rows costs about what the first page does.
 */
export function walkRows(through: number): number | undefined {
  return WALK_STEPS.find((rows) => rows >= 10 * through);
}

const WALK_STEPS = [100, 500, 2_000];
