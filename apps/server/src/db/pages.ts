import { type RawBuilder, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { DB } from './schema.js';
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
 * - `within`: filters no counter answers (a keyword), applied inside the newest
 *   {@link SEARCH_WINDOW} rows of `base`. The window holds `id`, `created_at` and the columns the
 *   filter `reads`, nothing else: the match runs over those, and the page's own rows are then
 *   read by id.
 */
export type ListTotal =
  | { counted: RawBuilder<number> }
  | { bounded: true }
  | {
      // biome-ignore lint/suspicious/noExplicitAny: applied to a derived table of `base`'s columns.
      within: (q: SelectQueryBuilder<any, any, any>) => SelectQueryBuilder<any, any, any>;
      reads?: readonly string[];
    };

/**
 * One page of the rows `base` selects (`base` filters one table; its rows have `id` and
 * `created_at`), newest first (`created_at`, then `id`, both descending, so the order is total),
 * and how many match in all. Every page-style and offset-style list reads through here.
 * `columns`, when given, are the only columns read for the page's rows (what the list shows):
 * each column read is a value made in JavaScript for every row of every page.
 *
 * Near the start (the common case) the page and its total are one statement. A deeper page
 * reads the total, then the page's ids alone (from an index) from whichever end of the list is
 * nearer, so offset 99,990 of 100,000 walks 10 entries from the oldest end, then those rows.
 */
export async function readPage<
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
): Promise<{ rows: Array<Pick<Selectable<DB[TB]>, C>>; total: number }> {
  type Row = Pick<Selectable<DB[TB]>, C>;
  // biome-ignore lint/suspicious/noExplicitAny: the same rows, through a derived table or not.
  const selectRows = (q: SelectQueryBuilder<any, any, any>) =>
    columns ? q.select(columns.map((c) => sql.ref(c).as(c))) : q.selectAll();
  // biome-ignore lint/suspicious/noExplicitAny: the same rows, through a derived table or not.
  let source = base as SelectQueryBuilder<any, any, any>;
  const windowed = 'within' in total;
  if (windowed) {
    const read = [...new Set(['id', 'created_at', ...(total.reads ?? [])])];
    const window = base
      .select(read.map((c) => sql.ref(c).as(c)) as never)
      .orderBy(sql`created_at`, 'desc')
      .orderBy(sql`id`, 'desc')
      .limit(SEARCH_WINDOW)
      .as('w');
    source = total.within(db.selectFrom(window));
  }
  const totalExpression: RawBuilder<number> =
    'counted' in total
      ? total.counted
      : sql<number>`(${source.select(sql<number>`count(*)`.as('n'))})`;
  const readTotal = async () =>
    Number(
      (
        await db
          .selectNoFrom(totalExpression.as('n') as never)
          .$castTo<{ n: number }>()
          .executeTakeFirstOrThrow()
      ).n,
    );
  // biome-ignore lint/suspicious/noExplicitAny: every listed table has `id` and `created_at`.
  const rowsById = (ids: readonly string[] | SelectQueryBuilder<any, any, any>) =>
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    selectRows((db as any).selectFrom(table))
      .where('id', 'in', ids)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc');

  if (offset <= NEAR_START) {
    // In a window, the page's ids come from the window's narrow rows and its rows by id.
    const page = windowed
      ? rowsById(
          source
            .select(sql<string>`id`.as('id'))
            .orderBy(sql`created_at`, 'desc')
            .orderBy(sql`id`, 'desc')
            .offset(offset)
            .limit(limit),
        )
      : selectRows(source)
          .orderBy(sql`created_at`, 'desc')
          .orderBy(sql`id`, 'desc')
          .offset(offset)
          .limit(limit);
    const rows = await page.select(totalExpression.as('list_total') as never).execute();
    if (rows.length === 0) return { rows: [], total: offset === 0 ? 0 : await readTotal() };
    const count = Number(rows[0]?.list_total);
    for (const row of rows) delete row.list_total;
    return { rows: rows as Row[], total: count };
  }

  const count = await readTotal();
  if (offset >= count) return { rows: [], total: count };
  const fromEnd = count - offset - limit;
  const reversed = fromEnd < offset;
  const direction = reversed ? 'asc' : 'desc';
  const page = await source
    .select(sql<string>`id`.as('id'))
    .orderBy(sql`created_at`, direction)
    .orderBy(sql`id`, direction)
    .offset(reversed ? Math.max(0, fromEnd) : offset)
    .limit(reversed ? Math.min(limit, count - offset) : limit)
    .execute();
  const ids = page.map((r) => r.id as string);
  if (ids.length === 0) return { rows: [], total: count };
  const rows = (await rowsById(ids).execute()) as Row[];
  return { rows, total: count };
}
