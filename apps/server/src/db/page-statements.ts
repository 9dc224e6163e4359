import {
  type CompiledQuery,
  type RawBuilder,
  type Selectable,
  type SelectQueryBuilder,
  sql,
} from 'kysely';
import { compiledQuery } from './compiled-queries.js';
import { ROWS_AS_ARRAYS } from './database.js';
import { counterTerms, sumOfCounters } from './list-counts.js';
import type { ListDefinition, PageTotal } from './pages.js';
import { PLANNED_PER_RUN } from './prepared-statements.js';
import type { DB } from './schema.js';
import { TOTAL_CAP } from './text-search.js';
import type { Executor } from './transaction.js';

/*
 * The statements a list page is read with (`pages.ts` decides which, `keyword-page.ts` for a
 * keyword): a page's parts (its rows' source, its total, its rows by id), a page near the start
 * with its total in one statement, and that statement compiled once per shape and kept.
 */

/**
 * A keyword (or a time range) is matched within the newest `SEARCH_WINDOW` records that pass the
 * list's other filters: no counter can answer it, so its page and its total read at most that
 * many index entries, however large the list grows. Both are exact while those other filters
 * match at most this many records (`docs/decisions.md`, "List totals").
 */
export const SEARCH_WINDOW = 100_000;

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
export type ListTotal =
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

// biome-ignore lint/suspicious/noExplicitAny: the same rows, through a derived table or not.
export type AnyQuery = SelectQueryBuilder<any, any, any>;

/** What a page's statements are made of: its rows' source, its total, its rows by id. */
export function pageParts(
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
export function firstPage(parts: ReturnType<typeof pageParts>, offset: unknown, limit: unknown) {
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

export function withoutTotal<Row>(rows: Array<Record<string, unknown>>): {
  rows: Row[];
  total: number;
} {
  const count = Number(rows[0]?.list_total);
  for (const row of rows) delete row.list_total;
  return { rows: rows as Row[], total: count };
}

/**
 * One page and its total (`list_total`, by `totalOf`) in one statement built once per shape of
 * `params` and `variant` (`compiled-queries.ts`); undefined when the page is empty.
 */
export async function readFirstPage<TB extends keyof DB & string, C extends string, P>(
  db: Executor,
  list: ListDefinition<TB, C, P>,
  variant: string,
  params: P,
  offset: number,
  limit: number,
  counted: Extract<PageTotal, { counted: unknown }>['counted'] | null,
  totalOf: (p: P, counters: RawBuilder<number> | null) => ListTotal,
  perRun = false,
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
  const { rows } = await db.executeQuery(perRun ? plannedPerRun(statement) : statement);
  if (rows.length === 0) return undefined;
  return columns
    ? fromArrays<Row>(rows as unknown[][], columns)
    : withoutTotal<Row>(rows as Array<Record<string, unknown>>);
}

/** The statement, sent to be planned for each run's values ({@link PLANNED_PER_RUN}). */
export function plannedPerRun<R>(statement: CompiledQuery<R>): CompiledQuery<R> {
  const arrays = statement.sql.startsWith(ROWS_AS_ARRAYS);
  const rest = arrays ? statement.sql.slice(ROWS_AS_ARRAYS.length) : statement.sql;
  return { ...statement, sql: `${arrays ? ROWS_AS_ARRAYS : ''}${PLANNED_PER_RUN}${rest}` };
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
