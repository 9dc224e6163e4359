import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { lockedRow } from '../../db/transaction.js';
import { conflict } from '../../http/errors.js';
import { planTransition } from '../../lib/lifecycle.js';
import { isoNowFor } from '../clocks/clock-time.js';
import { type WarmupStatus, warmupLifecycle } from './warmup.lifecycle.js';
import type { WarmupSubscriptionRow } from './warmup.table.js';

export type SubscriptionChanges = Partial<
  Omit<WarmupSubscriptionRow, 'id' | 'uid' | 'status' | 'previous_status' | 'status_changed_at'>
>;

/**
 * The one way a warmup subscription's status changes: checks the move against
 * {@link warmupLifecycle}, stamps `previous_status`, lets go of the mailbox when cancelled (so it
 * can be enrolled again) and ends its billing (no next billing date), and writes `changes` with it, on the condition that no one moved it
 * first (a 409 otherwise). Warmup sends no webhook events (the real service has none for it).
 */
export async function transitionSubscription(
  trx: Transaction<DB>,
  row: WarmupSubscriptionRow,
  to: WarmupStatus,
  changes: SubscriptionChanges = {},
): Promise<WarmupSubscriptionRow> {
  const now = await isoNowFor(trx, row.workspace_id);
  const planned = planTransition(warmupLifecycle, row.status, to, now);
  const written = {
    status_reason: '',
    ...changes,
    ...(to === 'cancelled' ? { active_key: null, next_billing_date: null } : {}),
    ...planned,
    updated_at: now,
  };
  const result = await trx
    .updateTable('warmup_subscriptions')
    .set(written)
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1)
    throw conflict('The warmup subscription changed meanwhile; try again');
  return { ...row, ...written };
}

/** Locks a subscription row (after its mailbox, in the lock order) and reads it. */
export function lockSubscription(trx: Transaction<DB>, id: string) {
  return lockedRow(trx, 'warmup_subscriptions', id);
}
