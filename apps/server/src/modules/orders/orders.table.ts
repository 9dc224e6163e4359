import type { Selectable } from 'kysely';

export type OrderStatus = 'queued' | 'processing' | 'done' | 'error';
export type OrderPaymentStatus = 'paid' | 'awaiting_payment' | 'unpaid';

/** An order: what it cost and how it was paid; its domains are `order_items`. */
export interface OrderTable {
  id: string;
  uid: string;
  team_id: string;
  workspace_id: string;
  /** `queued` until work starts, `processing`, then `done` or `error` (some domain failed). */
  status: OrderStatus;
  payment_type: 'wallet' | 'checkout';
  payment_status: OrderPaymentStatus;
  /** What was charged (or is to be paid): the accepted domains and their mailboxes. */
  total_cents: number;
  /** The ledger charge of the whole order. */
  charge_entry_id: string | null;
  /** The checkout paying it (`use_wallet_balance: false`). */
  payment_id: string | null;
  /** The sequencer its mailboxes are exported to once active; null for none. */
  sequencer_uid: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

export const ITEM_STATUSES = [
  'refused',
  'queued',
  'transferred',
  'registering',
  'waiting_for_activation',
  'creating_mailboxes',
  'exporting',
  'completed',
  'warning',
  'error',
] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
export const ITEM_DONE: readonly ItemStatus[] = ['refused', 'completed', 'warning', 'error'];

/** One mailbox asked for on a domain of an order, and what became of it. */
export interface OrderMailbox {
  first_name: string;
  last_name: string;
  username: string;
  platform: string;
  profile_picture: string;
  /** Its share of the order's charge (the first month). */
  price_cents: number;
  /** `queued` until created (then `mailbox_id`), `refused` when it could not be. */
  state: 'queued' | 'created' | 'refused';
  mailbox_id: string | null;
  reason: string;
  /** The export to the order's sequencer, once asked for. */
  export_uid: string | null;
  /** A prewarm order: the stock mailbox this one is (its `mailbox_id` once moved). */
  source_mailbox_id?: string;
}

/** One domain of an order. */
export interface OrderItemTable {
  id: string;
  order_id: string;
  position: number;
  name: string;
  /** `prewarm`: a domain of the operator's prewarm inventory, moved to the buyer (modules/prewarm). */
  kind: 'register' | 'connect' | 'prewarm';
  registration_years: number;
  /** Registration for all its years (0 to connect). */
  price_cents: number;
  status: ItemStatus;
  status_reason: string;
  domain_id: string | null;
  /** JSON OrderMailbox[]. */
  mailboxes: string;
  updated_at: string;
}

export type OrderRow = Selectable<OrderTable>;
export type OrderItemRow = Selectable<OrderItemTable>;
