import { PostgresAdapter, type Selectable, sql } from 'kysely';
import { compiledQuery } from './compiled-queries.js';
import { type AnyQuery, pageParts, plannedPerRun, readFirstPage } from './page-statements.js';
import type { ListDefinition, ListPage } from './pages.js';
import type { DB } from './schema.js';
import {
  type SearchedTable,
  type SearchTerm,
  searchTerm,
  TOTAL_CAP,
  walkRows,
} from './text-search.js';
import type { Executor } from './transaction.js';

/**
 * A keyword's page, chosen at run time (docs/decisions.md, "A keyword's total is capped at
 * 1,000, its page chosen at run time"): first the newest rows (`walkRows`: 100 for a first page
 * of 10) by the exact match alone, without the text index; if they hold the whole page, the
 * keyword is common and that is the page. Then, on SQLite, the index's matches walked by rowid
 * ({@link walkIndexByRowid}). Otherwise the page is read through the index (`indexed` params:
 * every match found, sorted, the page kept). Either way the total is counted
 * through the index, driven by it, up to {@link TOTAL_CAP} + 1: past the cap it is `TOTAL_CAP`,
 * `capped`. The statements through the index are planned for each keyword (`plannedPerRun`).
 * The rows are exact on every page.
 */
export async function readKeywordPage<TB extends keyof DB & string, C extends string, P>(
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
  const term = await searchTerm(db, list.table as SearchedTable, keyword, common);
  const byIndex = indexed(params, term);
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
    const { rows } = await db.executeQuery(plannedPerRun(statement));
    return Number((rows[0] as { n: number }).n);
  };
  if (walked && common) return { rows: walked.rows, ...capped(await count()) };
  const byRowid = await walkIndexByRowid(db, list, params, term, offset, limit);
  if (byRowid)
    return {
      rows: await rowsById(db, list, byRowid.ids),
      ...capped(byRowid.total ?? (await count())),
    };
  const page = await readFirstPage(
    db,
    list,
    'capped',
    byIndex,
    offset,
    limit,
    null,
    () => ({ capped: true }),
    true,
  );
  if (page) return { rows: page.rows, ...capped(page.total) };
  return { rows: [], ...capped(offset === 0 ? 0 : await count()) };
}

/** A match of the index walked by rowid: what its place in the list and its workspace are. */
type Found = { id: string; created_at: string; workspace_id: string };

const newestFirst = (a: Found, b: Found) =>
  a.created_at === b.created_at
    ? a.id < b.id
      ? 1
      : a.id > b.id
        ? -1
        : 0
    : a.created_at < b.created_at
      ? 1
      : -1;

/** The index's matches read by rowid walk at most this many before giving up on the walk. */
const ROWID_WALK_MAX = 2_000;

/**
 * On SQLite, a keyword's page (`offset + limit` up to 200 rows in) from the text index's matches
 * read newest inserted first, in batches of 4 × `offset + limit` (at least 100), each 4 times the
 * last: FTS5 answers `order by rowid desc` from its own lists, so a batch of matches costs about
 * what it holds, however many match in all (11,111 for `user1` over
 * 100,000 mailboxes, none of them new: every match sorted was 20–80 ms). Each batch's rows are
 * checked by the list's filters and exact match; the walk stops once they hold the page.
 *
 * - When the index runs out first, every match was seen: the page and an exact total are known,
 *   whatever the order of insertion.
 * - Otherwise the page is the newest of the rows found, which holds only where no row inserted
 *   earlier (a lower rowid) is newer than the page's last row: `search_order_breaks` (migration
 *   0201, kept by triggers) records every row inserted after a newer one of its workspace and
 *   every row whose place changed; the walk is trusted when no such row lies in the walked range
 *   or, changed, sorts before the page's end. Rows made in the same instant as the page's last
 *   row (`created_at` equal, ordered by `id`) are read by the list's index and merged.
 *
 * Undefined (the caller reads the page through the index, as on PostgreSQL) when the list is
 * not in `created_at` order, the page is deep, the walk finds too few, or the order is broken.
 */
async function walkIndexByRowid<TB extends keyof DB & string, C extends string, P>(
  db: Executor,
  list: ListDefinition<TB, C, P>,
  params: P,
  term: SearchTerm,
  offset: number,
  limit: number,
): Promise<{ ids: string[]; total?: number } | undefined> {
  const through = offset + limit;
  const within = list.within;
  if (
    db.getExecutor().adapter instanceof PostgresAdapter ||
    !within ||
    through > 200 ||
    (list.newest ?? 'created_at') !== 'created_at'
  )
    return undefined;
  const table = list.table;
  const index = sql.table(`${table}_search`);
  /** The list's rows (its filters and the exact match), selected as {@link Found}. */
  const matching = (p: P) =>
    within
      .filter(list.base(db, p) as AnyQuery, p)
      .select([
        sql.ref(`${table}.id`).as('id'),
        sql.ref(`${table}.created_at`).as('created_at'),
        sql.ref(`${table}.workspace_id`).as('workspace_id'),
      ]);
  let batch = Math.max(100, 4 * through);
  const found: Found[] = [];
  let before = Number.MAX_SAFE_INTEGER;
  let exhausted = false;
  let walked = 0;
  while (found.length < through && !exhausted) {
    if (walked >= ROWID_WALK_MAX) return undefined;
    const { rows } = await db.executeQuery(
      compiledQuery(db, list, 'rowid batch', { term, before, batch }, (s) => ({
        compile: () =>
          sql<{ r: number }>`select rowid as r from ${index} where ${index} match ${s.term}
            and rowid < ${s.before} order by rowid desc limit ${s.batch}`.compile(db),
      })),
    );
    const rowids = (rows as Array<{ r: number }>).map((r) => r.r);
    exhausted = rowids.length < batch;
    walked += rowids.length;
    if (rowids.length === 0) break;
    before = rowids[rowids.length - 1] as number;
    const { rows: batchFound } = await db.executeQuery(
      compiledQuery(db, list, 'rowid found', { params, rowids: JSON.stringify(rowids) }, (s) =>
        matching(s.params).where(
          sql.ref(`${table}.rowid`),
          'in',
          sql`(select value from json_each(${s.rowids}))`,
        ),
      ),
    );
    found.push(...(batchFound as Found[]));
    batch *= 4; // few statements however sparse the exact matches are among the index's
  }
  found.sort(newestFirst);
  if (exhausted) return { ids: found.slice(offset, through).map((f) => f.id), total: found.length };
  const last = found[through - 1] as Found;
  const workspace = last.workspace_id;
  if (found.some((f) => f.workspace_id !== workspace)) return undefined;
  const { rows: broken } = await db.executeQuery(
    compiledQuery(db, list, 'rowid order', { workspace, before, at: last.created_at }, (s) => ({
      compile: () =>
        sql<{ broken: number }>`select exists (select 1 from search_order_breaks
            where table_name = ${sql.lit(table)} and workspace_id = ${s.workspace}
              and kind = 'insert' and row_rowid >= ${s.before})
          or exists (select 1 from search_order_breaks
            where table_name = ${sql.lit(table)} and workspace_id = ${s.workspace}
              and kind = 'update' and created_at >= ${s.at}) as broken`.compile(db),
    })),
  );
  if (Number((broken[0] as { broken: number }).broken)) return undefined;
  // Made in the same instant as the page's last row: ordered by id, whatever their rowid.
  const { rows: ties } = await db.executeQuery(
    compiledQuery(db, list, 'rowid ties', { params, at: last.created_at }, (s) =>
      matching(s.params).where(sql.ref(`${table}.created_at`), '=', s.at),
    ),
  );
  const seen = new Set(found.map((f) => f.id));
  for (const tie of ties as Found[]) if (!seen.has(tie.id)) found.push(tie);
  found.sort(newestFirst);
  return { ids: found.slice(offset, through).map((f) => f.id) };
}

/** The rows of `ids` as the list shows them, in its order. */
async function rowsById<TB extends keyof DB & string, C extends string, P>(
  db: Executor,
  list: ListDefinition<TB, C, P>,
  ids: string[],
): Promise<Array<Pick<Selectable<DB[TB]>, C & keyof Selectable<DB[TB]>>>> {
  if (ids.length === 0) return [];
  const table = list.table;
  const columns = list.columns as readonly string[] | undefined;
  const { rows } = await db.executeQuery(
    compiledQuery(db, list, 'rows by id', { ids: JSON.stringify(ids) }, (s) => {
      const from = (db as unknown as { selectFrom: (t: string) => AnyQuery }).selectFrom(table);
      const selected = columns
        ? from.select(columns.map((c) => sql.ref(`${table}.${c}`).as(c)))
        : from.selectAll(table);
      return selected
        .where(sql.ref(`${table}.id`), 'in', sql`(select value from json_each(${s.ids}))`)
        .orderBy(sql.ref(`${table}.created_at`), 'desc')
        .orderBy(sql.ref(`${table}.id`), 'desc');
    }),
  );
  return rows as Array<Pick<Selectable<DB[TB]>, C & keyof Selectable<DB[TB]>>>;
}
