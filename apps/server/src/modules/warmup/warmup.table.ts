import type { Generated, Selectable } from 'kysely';
import type { WarmupStatus } from './warmup.lifecycle.js';

/** Who started a subscription: the API, a sequencer's `enable_warmup`, the operator's inventory, a prewarm purchase. */
export type WarmupSource = 'api' | 'sequencer' | 'inventory' | 'prewarm';

/**
 * A mailbox's warmup subscription. One per mailbox at a time: `active_key` is the mailbox id
 * until the subscription is cancelled (a unique column), so adding an enrolled mailbox again
 * never makes a second paid subscription.
 */
export interface WarmupSubscriptionTable {
  id: string;
  uid: string;
  team_id: string;
  workspace_id: string;
  mailbox_id: string;
  active_key: string | null;
  status: WarmupStatus;
  previous_status: WarmupStatus | null;
  status_changed_at: string;
  status_reason: string;
  source: WarmupSource;
  /** What a month costs (0 for the operator's pool and for warmup included in a prewarm purchase). */
  price_cents: number;
  /** Settings: the ramp `min(daily_limit, start_volume + increment × day)` and the reply rate (%). */
  daily_limit: number;
  increment: number;
  start_volume: number;
  reply_rate: number;
  /** Days warmed so far: the day counter, which stands still while paused. */
  day_count: number;
  /** The last day planned (`YYYY-MM-DD` on the workspace's time line). */
  last_day: string | null;
  /** A pending subscription starts on this day (null: as soon as its mailbox is active). */
  starts_on: string | null;
  started_at: string | null;
  paused_at: string | null;
  cancelled_at: string | null;
  next_billing_date: string | null;
  /** Warmup included with a prewarm purchase ends then. */
  included_until: string | null;
  created_at: string;
  updated_at: string;
}

export type WarmupSubscriptionRow = Selectable<WarmupSubscriptionTable>;

/**
 * One message of a day's plan: `planned` until it is sent at `due_at`, then `sent` until the
 * recipient looks for it at `due_at`; the row is deleted once that is done (the ledger keeps
 * the message). `line` is the time line whose engine works it: `real`, or a sandbox clock's id.
 */
export interface WarmupSendTable {
  id: string;
  line: string;
  subscription_id: string;
  /** `warmup`, or `reply` (the answer travelling back, found by the original sender). */
  kind: 'warmup' | 'reply';
  sender_mailbox_id: string;
  recipient_mailbox_id: string;
  status: 'planned' | 'sent';
  due_at: string;
  /**
   * The message's ledger row, once sent; on a `planned` reply (one the network could not take
   * at the first attempt, tried again), the message it answers.
   */
  ledger_id: string | null;
  /** Looks for it that found nothing yet. */
  tries: number;
}

export type WarmupSendRow = Selectable<WarmupSendTable>;

/** A mailbox's warmup per day (on its time line), kept from the ledger as it is written. */
export interface WarmupDailyTable {
  mailbox_id: string;
  day: string;
  /** Warmup messages it sent that day. */
  sent: number;
  /** Warmup messages and replies it received that day. */
  received: number;
  /** Of those it sent that day: reached the inbox (a tab included), landed in spam. */
  inbox: number;
  spam: number;
  /** Of those it sent that day: moved from spam to the inbox, answered, bounced. */
  rescued: number;
  replied: number;
  bounced: number;
  /** The ramp's target that day, written when the engine plans it (0: not planned). */
  target: Generated<number>;
}

export type WarmupDailyRow = Selectable<WarmupDailyTable>;

/** One engine at a time per time line: the lease its tick holds. */
export interface WarmupLineTable {
  line: string;
  lease_until: string | null;
  updated_at: string;
}
