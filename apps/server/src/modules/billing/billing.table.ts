import type { Selectable } from 'kysely';

/**
 * A wallet: the team's, or a workspace's own when its `use_shared_billing` is off. The three
 * totals follow from the ledger and are written in the transaction that writes each entry;
 * `mailwright billing verify` recomputes them. Money is integer cents (1 credit = 1 USD = 100).
 */
export interface WalletTable {
  id: string;
  uid: string;
  team_id: string;
  workspace_id: string | null;
  /** `<team id>` for the team wallet, `<team id>:<workspace id>` for a workspace's own. */
  owner_key: string;
  /** Everything paid in: purchases of credits, top-ups, positive adjustments (less negative ones). */
  total_credits_cents: number;
  /** Everything spent: charges, less refunds. */
  credits_used_cents: number;
  /** total - used: what the wallet holds. */
  balance_cents: number;
  /** Entries written so far; the next entry's `seq` is this plus one. */
  entry_count: number;
  auto_topup_enabled: number;
  /** A charge leaving the balance below this triggers a top-up. */
  auto_topup_threshold_cents: number;
  /** What a top-up adds. */
  auto_topup_amount_cents: number;
  /** Why auto top-up was turned off by the service (a declined card); null otherwise. */
  auto_topup_disabled_reason: string | null;
  /** The reference of the top-up under way for the current crossing; null when none is. */
  auto_topup_pending: string | null;
  /** Top-ups started so far (numbers each crossing). */
  auto_topup_count: number;
  /** The payment provider's customer, once one was needed. */
  customer_id: string | null;
  /** The saved card as the provider describes it (`visa •••• 4242`); null without one. */
  card_label: string | null;
  created_at: string;
  updated_at: string;
}

export const LEDGER_KINDS = ['purchase', 'auto_topup', 'charge', 'refund', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** One movement of money: never updated, never deleted. */
export interface LedgerEntryTable {
  id: string;
  uid: string;
  wallet_id: string;
  /** 1, 2, 3 ... per wallet, in the order written. */
  seq: number;
  kind: LedgerKind;
  /** Signed: positive in, negative out. */
  amount_cents: number;
  balance_after_cents: number;
  description: string;
  /** What was paid for (`domain`, `mailbox`, `order`, `subscription`, `payment`); null for grants. */
  record_type: string | null;
  record_uid: string | null;
  /** A refund: the id of the charge it gives back (part of). */
  refund_of: string | null;
  /** An API token id, `operator` (the CLI) or `system` (a job). */
  actor: string;
  /** Unique: a retried charge, refund or credit with the same reference is written once. */
  reference: string;
  created_at: string;
}

export type PaymentSessionKind = 'checkout' | 'direct_charge' | 'auto_topup';
/** What a payment pays for, once paid; `credits` only adds to the wallet. */
export type PaymentPurpose = 'credits' | 'domains' | 'mailboxes' | 'order';
export type PaymentStatus =
  | 'open'
  | 'requires_action'
  | 'processing'
  | 'paid'
  | 'declined'
  | 'expired';

/** A payment through the payment provider: a checkout page, or a charge of the saved card. */
export interface PaymentSessionTable {
  id: string;
  uid: string;
  team_id: string;
  wallet_id: string;
  kind: PaymentSessionKind;
  purpose: PaymentPurpose;
  /** JSON string[]: the internal ids of the records it pays for (domains, mailboxes, an order). */
  purpose_ids: string;
  provider: string;
  /** The provider's id (`cs_…`): the `session_id` clients poll with. */
  provider_session_id: string;
  url: string | null;
  amount_cents: number;
  currency: string;
  status: PaymentStatus;
  /** 1 once the payment's credits are on the ledger (flips once). */
  credits_applied: number;
  last_error: string | null;
  actor: string;
  expires_at: string | null;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The payment simulator's own records (sessions, charges, customers), as JSON state. */
export interface SimPaymentTable {
  id: string;
  kind: string;
  state: string;
  idempotency_key: string | null;
  created_at: string;
  updated_at: string;
}

export type SubscriptionStatus = 'active' | 'past_due' | 'ended';

/** A team's subscription (one row per team, reused when it subscribes again). */
export interface SubscriptionTable {
  id: string;
  uid: string;
  team_id: string;
  plan_uid: string;
  plan_name: string;
  cycle: 'monthly' | 'yearly';
  /** What one period costs, as bought. */
  price_cents: number;
  included_mailboxes: number;
  /** `past_due`: the renewal could not be paid and is retried once; `ended`: the default plan applies. */
  status: SubscriptionStatus;
  status_reason: string;
  cancel_at_period_end: number;
  /** When the team first subscribed to this plan. */
  purchased_on: string;
  /** Start of the period paid for. */
  period_start: string;
  /** End of the period paid for: the next charge, or the end when cancelled. */
  renews_on: string;
  /** The ledger reference of the current period's charge; null for a free period. */
  charge_reference: string | null;
  created_at: string;
  updated_at: string;
}

export type SubscriptionRow = Selectable<SubscriptionTable>;
export type WalletRow = Selectable<WalletTable>;
export type LedgerEntryRow = Selectable<LedgerEntryTable>;
export type PaymentSessionRow = Selectable<PaymentSessionTable>;
