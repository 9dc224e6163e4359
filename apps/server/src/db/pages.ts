import {
  type CompiledQuery,
  type RawBuilder,
  type Selectable,
  type SelectQueryBuilder,
  sql,
} from 'kysely';
import { compiledQuery } from './compiled-queries.js';
import { ROWS_AS_ARRAYS } from './database.js';
import {
  type CountedList,
  countExpression,
  counterTerms,
  type DimFilter,
  sumOfCounters,
} from './list-counts.js';
import type { DB } from './schema.js';
import { type SearchedTable, searchTerm, TOTAL_CAP, walkRows } from './text-search.js';
import type { Executor } from './transaction.js';

/**
 * A keyword (or a time range) is matched within the newest `SEARCH_WINDOW` records that pass the
 * list's other filters: no counter can answer it, so its page and its total read at most that
 * many index entries, however large the list grows. Both are exact while those other filters
 * match at most this many records (`docs/decisions.md`, "List totals").
 */
export const SEARCH_WINDOW = 100_000;

/**
 * Pages whose first row lies within this many rows of the newest are read with their total in
 * one statement; deeper ones read the total first, then the page from whichever end of the list
 * is nearer.
 */
const NEAR_START = 1_000;

/**
 * Where a list's `total` comes from:
 * - `counted`: the list's counters (`countExpression`) answer every filter of `base`;
 * - `bounded`: the matches are counted as they are, because the filter's own input bounds them
 *   (a list of at most 100 uids, the mailboxes of a few domains);
 * - `capped`: the matches are counted up to {@link TOTAL_CAP} + 1 (a keyword found through the
 *   text index: `base` holds the index's match and the exact one);
 * - `within`: filters no counter answers (a keyword), applied inside the newest `window`
 *   ({@link SEARCH_WINDOW} unless said) rows of `base`. The window holds `id`, the list's order
 *   column and the columns the filter `reads`, nothing else: the match runs over those, and the
 *   page's own rows are then read by id. `uncounted`: no total is read (0 stands for it).
 */
type ListTotal =
  | { counted: RawBuilder<number> }
  | { bounded: true }
  | { capped: true }
  | {
      // biome-ignore lint/suspicious/noExplicitAny: applied to a derived table of `base`'s columns.
      within: (q: SelectQueryBuilder<any, any, any>) => SelectQueryBuilder<any, any, any>;
      reads?: readonly string[];
      window?: number;
      uncounted?: boolean;
    };

/**
 * One page of the rows `base` selects (`base` filters one table; its rows have `id` and the
 * `newest` column, `created_at` unless the list says), newest first (`newest`, then `id`, both
 * descending, so the order is total), and how many match in all: what {@link readListPage} reads
 * a deep page with (and a total past the last page). Every list reads through `readListPage`; this one is not exported.
 * `columns`, when given, are the only columns read for the page's rows (what the list shows):
 * each column read is a value made in JavaScript for every row of every page.
 *
 * Near the start (the common case) the page and its total are one statement. A deeper page
 * reads the total, then the page's ids alone (from an index) from whichever end of the list is
 * nearer, so offset 99,990 of 100,000 walks 10 entries from the oldest end, then those rows.
 */
async function readPage<
  TB extends keyof DB & string,
  C extends keyof Selectable<DB[TB]> & string = keyof Selectable<DB[TB]> & string,
>(
  db: Executor,
  table: TB,
  // biome-ignore lint/complexity/noBannedTypes: `{}` is Kysely's "nothing selected yet".
  base: SelectQueryBuilder<DB, TB, {}>,
  total: ListTotal,
  offset: number,
  limit: number,
  columns?: readonly C[],
  newest = 'created_at',
): Promise<{ rows: Array<Pick<Selectable<DB[TB]>, C>>; total: number }> {
  type Row = Pick<Selectable<DB[TB]>, C>;
  const parts = pageParts(db, table, base, total, columns, newest);
  const readTotal = async () =>
    Number(
      (
        await db
          .selectNoFrom(parts.total.as('n') as never)
          .$castTo<{ n: number }>()
          .executeTakeFirstOrThrow()
      ).n,
    );

  if (offset <= NEAR_START) {
    const rows = await firstPage(parts, offset, limit).execute();
    if (rows.length === 0) return { rows: [], total: offset === 0 ? 0 : await readTotal() };
    return withoutTotal<Row>(rows);
  }

  const count = await readTotal();
  if (offset >= count) return { rows: [], total: count };
  const fromEnd = count - offset - limit;
  const reversed = fromEnd < offset;
  const direction = reversed ? 'asc' : 'desc';
  const page = await parts.source
    .select(sql<string>`id`.as('id'))
    .orderBy(sql.ref(newest), direction)
    .orderBy(sql`id`, direction)
    .offset(reversed ? Math.max(0, fromEnd) : offset)
    .limit(reversed ? Math.min(limit, count - offset) : limit)
    .execute();
  const ids = page.map((r) => r.id as string);
  if (ids.length === 0) return { rows: [], total: count };
  const rows = (await parts.rowsById(ids).execute()) as Row[];
  return { rows, total: count };
}

// biome-ignore lint/suspicious/noExplicitAny: the same rows, through a derived table or not.
type AnyQuery = SelectQueryBuilder<any, any, any>;

/** What a page's statements are made of: its rows' source, its total, its rows by id. */
function pageParts(
  db: Executor,
  table: string,
  // biome-ignore lint/complexity/noBannedTypes: `{}` is Kysely's "nothing selected yet".
  base: SelectQueryBuilder<DB, never, {}>,
  total: ListTotal,
  columns: readonly string[] | undefined,
  newest: string,
) {
  // Qualified: a keyword's rows may be joined to the text index (`withIndexedMatch`).
  const selectRows = (q: AnyQuery) =>
    columns ? q.select(columns.map((c) => sql.ref(`${table}.${c}`).as(c))) : q.selectAll(table);
  let source = base as AnyQuery;
  const windowed = 'within' in total;
  if (windowed) {
    const read = [...new Set(['id', newest, ...(total.reads ?? [])])];
    const window = source
      .select(read.map((c) => sql.ref(c).as(c)) as never)
      .orderBy(sql.ref(newest), 'desc')
      .orderBy(sql`id`, 'desc')
      .limit(sql.lit(total.window ?? SEARCH_WINDOW))
      .as('w');
    source = total.within(db.selectFrom(window));
  }
  return {
    selectRows,
    source,
    windowed,
    newest,
    total:
      'counted' in total
        ? total.counted
        : 'capped' in total
          ? sql<number>`(select count(*) from (${source
              .select(sql`1`.as('one'))
              .limit(sql.lit(TOTAL_CAP + 1))}) as c)`
          : windowed && total.uncounted
            ? sql<number>`0`
            : sql<number>`(${source.select(sql<number>`count(*)`.as('n'))})`,
    // Every listed table has `id` and its `newest` column.
    rowsById: (ids: readonly string[] | AnyQuery) =>
      selectRows((db as AnyQuery & Executor).selectFrom(table as never) as AnyQuery)
        .where('id', 'in', ids)
        .orderBy(newest, 'desc')
        .orderBy('id', 'desc'),
  };
}

/** A page near the start, its total beside each row (`list_total`): one statement. */
function firstPage(parts: ReturnType<typeof pageParts>, offset: unknown, limit: unknown) {
  // In a window, the page's ids come from the window's narrow rows and its rows by id.
  const page = parts.windowed
    ? parts.rowsById(
        parts.source
          .select(sql<string>`id`.as('id'))
          .orderBy(sql.ref(parts.newest), 'desc')
          .orderBy(sql`id`, 'desc')
          .offset(offset as number)
          .limit(limit as number),
      )
    : parts
        .selectRows(parts.source)
        .orderBy(sql.ref(parts.newest), 'desc')
        .orderBy(sql`id`, 'desc')
        .offset(offset as number)
        .limit(limit as number);
  return page.select(parts.total.as('list_total') as never);
}

function withoutTotal<Row>(rows: Array<Record<string, unknown>>): { rows: Row[]; total: number } {
  const count = Number(rows[0]?.list_total);
  for (const row of rows) delete row.list_total;
  return { rows: rows as Row[], total: count };
}

/**
 * A list read through {@link readListPage}: its table, the columns its answer shows, how its
 * filters narrow the table (`base`, from the call's params), and how a keyword-like filter no
 * counter answers is matched inside the search window (`within`, the columns it `reads`).
 * Defined once, at module level: its statements are compiled once per shape and kept under it.
 */
export interface ListDefinition<TB extends keyof DB & string, C extends string, P> {
  table: TB;
  columns?: readonly C[];
  /** The column the list runs newest first by (then `id`): `created_at` unless said. */
  newest?: keyof Selectable<DB[TB]> & string;
  // biome-ignore lint/complexity/noBannedTypes: `{}` is Kysely's "nothing selected yet".
  base: (db: Executor, params: P) => SelectQueryBuilder<DB, TB, {}>;
  within?: { filter: (q: AnyQuery, params: P) => AnyQuery; reads?: readonly string[] };
  /**
   * The params with the text index's term for a keyword (`searchTerm`): `base` then selects the
   * rows the index finds and the exact match keeps. Without it, `base` and `within` select the
   * rows the keyword's exact match is walked over, newest first ({@link readKeywordPage}).
   */
  indexed?: (params: P, term: string) => P;
}

export function defineList<
  TB extends keyof DB & string,
  C extends keyof Selectable<DB[TB]> & string,
  P,
>(list: ListDefinition<TB, C, P>): ListDefinition<TB, C, P> {
  return list;
}

/**
 * Where a page's total comes from, per call: the counters of `list` in `scope` that answer
 * `where`, or the matches counted as they are (`bounded`), or within the search window by the
 * definition's `within` (see {@link ListTotal}).
 */
export type PageTotal =
  | {
      counted: {
        list: CountedList;
        scope: string;
        where: Readonly<Record<string, DimFilter | undefined>>;
      };
    }
  | { bounded: true }
  | { within: true }
  /** A keyword of 3+ characters: through the text index, counted up to {@link TOTAL_CAP}. */
  | { keyword: string };

/** A page, how many match, and whether that count stopped at {@link TOTAL_CAP} (`capped`). */
export interface ListPage<Row> {
  rows: Row[];
  total: number;
  capped: boolean;
}

/**
 * {@link readPage} for a defined list, `params` holding every value `base` and `within` use.
 * A page near the start (every first page) is one statement built and compiled once per shape of
 * `params` and kept (`compiled-queries.ts`): a request binds its values and runs it. Deeper pages
 * go through `readPage` as built. A `keyword` total: see {@link readKeywordPage}.
 */
export async function readListPage<TB extends keyof DB & string, C extends string, P>(
  db: Executor,
  list: ListDefinition<TB, C, P>,
  params: P,
  total: PageTotal,
  offset: number,
  limit: number,
): Promise<ListPage<Pick<Selectable<DB[TB]>, C & keyof Selectable<DB[TB]>>>> {
  type Row = Pick<Selectable<DB[TB]>, C & keyof Selectable<DB[TB]>>;
  if ('keyword' in total) return readKeywordPage(db, list, params, total.keyword, offset, limit);
  const within = list.within;
  const totalOf = (p: P, counters: RawBuilder<number> | null): ListTotal => {
    if (counters) return { counted: counters };
    if ('bounded' in total) return { bounded: true };
    if (!within) throw new Error(`${list.table}: a windowed total needs the list's \`within\``);
    return { within: (q) => within.filter(q, p), ...(within.reads ? { reads: within.reads } : {}) };
  };
  const counted = 'counted' in total ? total.counted : null;
  // Built with the call's values, as any query: deep pages, and the total past the last page.
  const asBuilt = async () => ({
    ...((await readPage(
      db,
      list.table,
      list.base(db, params),
      totalOf(params, counted && countExpression(counted.list, counted.scope, counted.where)),
      offset,
      limit,
      list.columns as never,
      list.newest,
    )) as { rows: Row[]; total: number }),
    capped: false,
  });
  if (offset > NEAR_START) return asBuilt();
  const variant = counted
    ? `counted ${counterTerms(counted.list, counted.where)
        .map(([, sign]) => sign)
        .join(',')}`
    : 'bounded' in total
      ? 'bounded'
      : 'within';
  const page = await readFirstPage(db, list, variant, params, offset, limit, counted, totalOf);
  if (page) return { ...page, capped: false };
  return offset === 0 ? { rows: [], total: 0, capped: false } : asBuilt();
}

/**
 * A keyword's page, chosen at run time (docs/decisions.md, "A keyword's total is capped at
 * 1,000, its page chosen at run time"): first the newest rows (`walkRows`: 100 for a first page
 * of 10) by the exact match alone, without the text index; if they hold the whole page, the
 * keyword is common and that is the page. Otherwise the page is read through the index
 * (`indexed` params: every match found, sorted, the page kept). Either way the total is counted
 * through the index, driven by it, up to {@link TOTAL_CAP} + 1: past the cap it is `TOTAL_CAP`,
 * `capped`. The rows are exact on every page.
 */
async function readKeywordPage<TB extends keyof DB & string, C extends string, P>(
  db: Executor,
  list: ListDefinition<TB, C, P>,
  params: P,
  keyword: string,
  offset: number,
  limit: number,
): Promise<ListPage<Pick<Selectable<DB[TB]>, C & keyof Selectable<DB[TB]>>>> {
  const { within, indexed } = list;
  if (!within || !indexed)
    throw new Error(`${list.table}: a keyword needs \`within\`, \`indexed\``);
  const capped = (n: number) => ({ total: Math.min(n, TOTAL_CAP), capped: n > TOTAL_CAP });
  const rows = walkRows(offset + limit);
  const walked =
    rows === undefined
      ? undefined
      : await readFirstPage(db, list, `walk ${rows}`, params, offset, limit, null, (p) => ({
          within: (q) => within.filter(q, p),
          ...(within.reads ? { reads: within.reads } : {}),
          window: rows,
          uncounted: true,
        }));
  const common = walked?.rows.length === limit;
  const byIndex = indexed(
    params,
    await searchTerm(db, list.table as SearchedTable, keyword, common),
  );
  const count = async () => {
    const statement = compiledQuery(db, list, 'capped count', { params: byIndex }, (s) =>
      db.selectNoFrom(
        pageParts(
          db,
          list.table,
          list.base(db, s.params) as never,
          { capped: true },
          [],
          'id',
        ).total.as('n') as never,
      ),
    );
    const { rows } = await db.executeQuery(statement);
    return Number((rows[0] as { n: number }).n);
  };
  if (walked && common) return { rows: walked.rows, ...capped(await count()) };
  const page = await readFirstPage(db, list, 'capped', byIndex, offset, limit, null, () => ({
    capped: true,
  }));
  if (page) return { rows: page.rows, ...capped(page.total) };
  return { rows: [], ...capped(offset === 0 ? 0 : await count()) };
}

/**
 * One page and its total (`list_total`, by `totalOf`) in one statement built once per shape of
 * `params` and `variant` (`compiled-queries.ts`); undefined when the page is empty.
 */
async function readFirstPage<TB extends keyof DB & string, C extends string, P>(
  db: Executor,
  list: ListDefinition<TB, C, P>,
  variant: string,
  params: P,
  offset: number,
  limit: number,
  counted: Extract<PageTotal, { counted: unknown }>['counted'] | null,
  totalOf: (p: P, counters: RawBuilder<number> | null) => ListTotal,
): Promise<
  { rows: Array<Pick<Selectable<DB[TB]>, C & keyof Selectable<DB[TB]>>>; total: number } | undefined
> {
  type Row = Pick<Selectable<DB[TB]>, C & keyof Selectable<DB[TB]>>;
  const terms = counted ? counterTerms(counted.list, counted.where) : [];
  const signs = terms.map(([, sign]) => sign);
  const bound = {
    params,
    offset,
    limit,
    counters: counted
      ? { scope: counted.scope, list: counted.list.name, keys: terms.map(([key]) => key) }
      : null,
  };
  // A list that names its columns reads its first page as arrays: see ROWS_AS_ARRAYS.
  const columns = list.columns as readonly string[] | undefined;
  const statement = compiledQuery(db, list, variant, bound, (s) => {
    const counters = s.counters
      ? sumOfCounters(s.counters.scope, s.counters.list, s.counters.keys, signs)
      : null;
    const parts = pageParts(
      db,
      list.table,
      list.base(db, s.params) as never,
      totalOf(s.params, counters),
      list.columns,
      list.newest ?? 'created_at',
    );
    const page = firstPage(parts, s.offset, s.limit);
    return columns ? { compile: () => asArrays(page.compile()) } : page;
  });
  const { rows } = await db.executeQuery(statement);
  if (rows.length === 0) return undefined;
  return columns
    ? fromArrays<Row>(rows as unknown[][], columns)
    : withoutTotal<Row>(rows as Array<Record<string, unknown>>);
}

/** The statement, answering its rows as arrays ({@link ROWS_AS_ARRAYS}). */
function asArrays<R>(statement: CompiledQuery<R>): CompiledQuery<R> {
  return { ...statement, sql: ROWS_AS_ARRAYS + statement.sql };
}

/** A first page read as arrays (`columns`' values, then `list_total`): its rows and total. */
function fromArrays<Row>(
  rows: unknown[][],
  columns: readonly string[],
): { rows: Row[]; total: number } {
  const width = columns.length;
  const objects = new Array<Row>(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const values = rows[r] as unknown[];
    const row: Record<string, unknown> = {};
    for (let c = 0; c < width; c++) row[columns[c] as string] = values[c];
    objects[r] = row as Row;
  }
  return { rows: objects, total: Number((rows[0] as unknown[])[width]) };
}
