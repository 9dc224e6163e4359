import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type Executor, lockedRows } from '../../db/transaction.js';
import type { PrewarmStockRow } from './prewarm.table.js';
import { AGE_TIERS, type AgeTier, sinceRange } from './tiers.js';

export interface StockFilter {
  ageTier?: AgeTier | undefined;
  tld?: string | undefined;
  keyword?: string | undefined;
  platform?: string | undefined;
  minMailboxes?: number | undefined;
  maxMailboxes?: number | undefined;
  /** true (default): only what can be bought now (not held, out of `warming`). */
  availableOnly: boolean;
}

/**
 * Stock for sale and not sold, filtered, oldest warmup first, with the total matched. Read by
 * hand, not through `readListPage` (docs/development.md, "Lists and their totals"): it is the
 * operator's inventory, ordered by `warming_since` rather than newest first, and its age and
 * mailbox-count ranges are filters no counter answers, so its total is a `count(*)` of the match.
 */
export async function searchStock(
  db: Executor,
  filter: StockFilter,
  now: Date,
  offset: number,
  limit: number,
) {
  let query = db
    .selectFrom('prewarm_stock')
    .where('for_sale', '=', 1)
    .where(
      'status',
      filter.availableOnly ? '=' : '!=',
      filter.availableOnly ? 'available' : 'sold',
    );
  if (filter.availableOnly)
    query = query.where('warming_since', '<=', sinceRange(AGE_TIERS[1].tier, now).until);
  if (filter.ageTier) {
    const range = sinceRange(filter.ageTier, now);
    query = query.where('warming_since', '<=', range.until);
    if (range.after) query = query.where('warming_since', '>', range.after);
  }
  if (filter.tld) query = query.where('tld', '=', filter.tld.toLowerCase().replace(/^\./, ''));
  if (filter.keyword)
    query = query.where('name', 'like', `%${filter.keyword.toLowerCase().replace(/[%_\\]/g, '')}%`);
  if (filter.platform) query = query.where('platform', '=', filter.platform);
  if (filter.minMailboxes !== undefined)
    query = query.where('mailbox_count', '>=', filter.minMailboxes);
  if (filter.maxMailboxes !== undefined)
    query = query.where('mailbox_count', '<=', filter.maxMailboxes);
  const rows = await query
    .selectAll()
    .orderBy('warming_since')
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute();
  const count = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

/** Stock for sale by its `domain_id` (our uid) or its name, not sold yet. */
export async function findStockFor(db: Executor, ref: { uid?: string; name?: string }) {
  let query = db.selectFrom('prewarm_stock').selectAll().where('for_sale', '=', 1);
  query = ref.uid ? query.where('uid', '=', ref.uid) : query.where('name', '=', ref.name ?? '');
  return query.where('status', '!=', 'sold').executeTakeFirst();
}

/** Locks stock rows (LOCK_ORDER: after orders, before domains) and reads them. */
export function lockStock(trx: Transaction<DB>, ids: readonly string[]) {
  return lockedRows(trx, 'prewarm_stock', ids);
}

export function findStockOfOrder(db: Executor, orderId: string): Promise<PrewarmStockRow[]> {
  return db.selectFrom('prewarm_stock').selectAll().where('order_id', '=', orderId).execute();
}

/** Unsold stock for sale, counted per platform and `warming_since` (for availability). */
export function unsoldStock(db: Executor) {
  return db
    .selectFrom('prewarm_stock')
    .select(['platform', 'warming_since', 'mailbox_count', 'status'])
    .where('for_sale', '=', 1)
    .where('status', '!=', 'sold')
    .execute();
}
