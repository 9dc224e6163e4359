import { type RawBuilder, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import { readKeywordPage } from './keyword-page.js';
import { type CountedList, countExpression, counterTerms, type DimFilter } from './list-counts.js';
import {
  type AnyQuery,
  firstPage,
  type ListTotal,
  pageParts,
  readFirstPage,
  withoutTotal,
} from './page-statements.js';
import type { DB } from './schema.js';
import type { SearchTerm, TOTAL_CAP } from './text-search.js';
import type { Executor } from './transaction.js';

export { SEARCH_WINDOW } from './page-statements.js';

/**
 * Pages whose first row lies within this many rows of the newest are read with their total in
 * one statement; deeper ones read the total first, then the page from whichever end of the list
 * is nearer.
 */
const NEAR_START = 1_000;

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
  indexed?: (params: P, term: SearchTerm) => P;
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
