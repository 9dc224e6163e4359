import type { Selectable } from 'kysely';
import { compiledQuery } from './compiled-queries.js';
import { pageParts, readFirstPage } from './page-statements.js';
import type { ListDefinition, ListPage } from './pages.js';
import type { DB } from './schema.js';
import { type SearchedTable, searchTerm, TOTAL_CAP, walkRows } from './text-search.js';
import type { Executor } from './transaction.js';

/**
 * A keyword's page, chosen at run time (docs/decisions.md, "A keyword's total is capped at
 * 1,000, its page chosen at run time"): first the newest rows (`walkRows`: 100 for a first page
 * of 10) by the exact match alone, without the text index; if they hold the whole page, the
 * keyword is common and that is the page. Otherwise the page is read through the index
 * (`indexed` params: every match found, sorted, the page kept). Either way the total is counted
 * through the index, driven by it, up to {@link TOTAL_CAP} + 1: past the cap it is `TOTAL_CAP`,
 * `capped`. The rows are exact on every page.
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
