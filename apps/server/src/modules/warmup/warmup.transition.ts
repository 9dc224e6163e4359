import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { lockedRow } from '../../db/transaction.js';
import { conflict } from '../../http/errors.js';
import { planTransition } from '../../lib/lifecycle.js';
import { isoNowFor, nowFor } from '../clocks/surface.js';
import { emitStatusEvent } from '../webhooks/surface.js';
import { type WarmupStatus, warmupLifecycle } from './warmup.lifecycle.js';
import { presentSubscriptions } from './warmup.present.js';
import type { WarmupSubscriptionRow } from './warmup.table.js';

export type SubscriptionChanges = Partial<
  Omit<WarmupSubscriptionRow, 'id' | 'uid' | 'status' | 'previous_status' | 'status_changed_at'>
>;

/**
 * The one way a warmup subscription's status changes: checks the move against
 * {@link warmupLifecycle}, stamps `previous_status`, lets go of the mailbox when cancelled (so it
 * can be enrolled again) and ends its billing (no next billing date), and writes `changes` with it, on the condition that no one moved it
 * first (a 409 otherwise). Records `warmup_subscription.status_changed` (ours: the real service
 * has no warmup event).
 */
export async function transitionSubscription(
  trx: Transaction<DB>,
  ctx: AppContext,
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
  const updated = { ...row, ...written };
  await emitSubscriptionEvent(trx, ctx, updated);
  return updated;
}

/**
 * Records `warmup_subscription.status_changed` with the subscription as List warmup
 * subscriptions shows it (its health score on the workspace's time).
 */
export async function emitSubscriptionEvent(
  trx: Transaction<DB>,
  ctx: AppContext,
  row: WarmupSubscriptionRow,
): Promise<void> {
  const now = await nowFor(trx, row.workspace_id);
  const [record] = await presentSubscriptions(trx, [row], now);
  if (!record) return;
  await emitStatusEvent(trx, ctx, {
    workspaceId: row.workspace_id,
    event: 'warmup_subscription.status_changed',
    kind: 'warmup_subscription',
    record,
    previousStatus: row.previous_status,
    updatedAt: row.updated_at,
  });
}

/** Locks a subscription row (after its mailbox, in the lock order) and reads it. */
export function lockSubscription(trx: Transaction<DB>, id: string) {
  return lockedRow(trx, 'warmup_subscriptions', id);
}
