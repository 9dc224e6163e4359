import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { lockedRow } from '../../db/transaction.js';
import { defineTransitions } from '../../lib/lifecycle.js';
import { isoNowFor, nowFor } from '../clocks/surface.js';
import { emitStatusEvent } from '../webhooks/surface.js';
import { type WarmupStatus, warmupLifecycle } from './warmup.lifecycle.js';
import { presentSubscriptions } from './warmup.present.js';
import type { WarmupSubscriptionRow } from './warmup.table.js';

export type SubscriptionChanges = Partial<
  Omit<WarmupSubscriptionRow, 'id' | 'uid' | 'status' | 'previous_status' | 'status_changed_at'>
>;

/**
 * A warmup subscription's moves ({@link defineTransitions}), on the workspace's clock: a fresh
 * `status_reason`, the mailbox let go when cancelled (so it can be enrolled again) and its billing
 * ended (no next billing date), and `warmup_subscription.status_changed` (ours: the real service
 * has no warmup event).
 */
const warmupMoves = defineTransitions<
  WarmupStatus,
  WarmupSubscriptionRow,
  SubscriptionChanges,
  Transaction<DB>,
  AppContext
>({
  lifecycle: warmupLifecycle,
  movedMeanwhile: () => 'The warmup subscription changed meanwhile; try again',
  clock: (trx, row) => isoNowFor(trx, row.workspace_id),
  resets: () => ({ status_reason: '' }),
  effects: async (_trx, _row, to) =>
    to === 'cancelled' ? { active_key: null, next_billing_date: null } : {},
  async write(trx, row, written) {
    const result = await trx
      .updateTable('warmup_subscriptions')
      .set(written)
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
  emit: emitSubscriptionEvent,
});

export const { transition: transitionSubscription } = warmupMoves;

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
