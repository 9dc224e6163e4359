import type { Selectable } from 'kysely';

export type StockStatus = 'available' | 'held' | 'sold';

/**
 * One domain of the operator's prewarm inventory. Its domain and mailboxes live in the operator's
 * stock workspace, warming in the pool, until an order holds it (`held`, `order_id`) and moves
 * them into the buyer's workspace (`sold`).
 */
export interface PrewarmStockTable {
  id: string;
  uid: string;
  domain_id: string;
  name: string;
  tld: string;
  platform: string;
  mailbox_count: number;
  /** When its warmup began: its age, and so its tier and price, count from here. */
  warming_since: string;
  /** 0: operator pool mailboxes only, never sold. */
  for_sale: number;
  status: StockStatus;
  order_id: string | null;
  sold_at: string | null;
  created_at: string;
  updated_at: string;
}

export type PrewarmStockRow = Selectable<PrewarmStockTable>;
