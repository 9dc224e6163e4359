import type { Transaction } from 'kysely';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { defineJob } from '../../jobs/job.js';
import { type ChargeLine, charge, tryCharge } from '../billing/surface.js';
import { isoNowFor, nowFor, scheduleFor } from '../clocks/surface.js';
import type { WarmupSubscriptionRow } from './warmup.table.js';
import { lockSubscription, transitionSubscription } from './warmup.transition.js';

const DAY = 86_400_000;
/** The start of the status reason of a renewal the wallet could not pay. */
const RENEWAL_FAILED = 'Renewal payment failed';

/** One month after `iso`, on the calendar (UTC). */
export function addMonth(iso: string): string {
  const date = new Date(iso);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString();
}

/**
 * Charges the first month of new subscriptions through billing's one charge function, in the
 * transaction that creates them, after the mailboxes' locks (the wallet is the last lock): one
 * ledger entry per subscription, all or none. Short of funds it throws the 402
 * (`INSUFFICIENT_FUNDS`) and the caller's transaction rolls back, so nothing is created. Only new
 * subscriptions are passed in: an enrolled mailbox is skipped before, never charged twice.
 */
export async function chargeNewSubscriptions(
  trx: Transaction<DB>,
  ctx: AppContext,
  subs: readonly WarmupSubscriptionRow[],
  actor: string,
): Promise<void> {
  const [first] = subs;
  if (!first) return;
  const lines = subs.map((sub) => monthLine(sub, 'first'));
  await charge(trx, ctx, { teamId: first.team_id, workspaceId: first.workspace_id }, lines, {
    actor,
    what: `add warmup for ${subs.length} mailbox${subs.length === 1 ? '' : 'es'}`,
  });
}

/**
 * A month of one subscription: its `first` (until `next_billing_date`), or the one starting at
 * `next_billing_date` (a renewal). The reference names the month, so it is charged once.
 */
function monthLine(sub: WarmupSubscriptionRow, month: 'first' | 'renewal'): ChargeLine {
  const date = sub.next_billing_date ?? '';
  return {
    recordType: 'warmup_subscription',
    recordUid: sub.uid,
    amountCents: sub.price_cents,
    description:
      month === 'first'
        ? `Warmup, first month: subscription ${sub.uid}, until ${date.slice(0, 10)}`
        : `Warmup renewal: subscription ${sub.uid}, month from ${date.slice(0, 10)}`,
    reference: `warmup:${sub.uid}:${month === 'first' ? 'first' : date}`,
  };
}

/** Schedules the renewal of a subscription at its `next_billing_date`, on its workspace's time. */
export async function scheduleRenewal(
  trx: Transaction<DB>,
  ctx: AppContext,
  sub: Pick<WarmupSubscriptionRow, 'id' | 'workspace_id' | 'next_billing_date'>,
  retry = false,
): Promise<void> {
  if (!sub.next_billing_date) return;
  const at = retry
    ? new Date((await nowFor(trx, sub.workspace_id)).getTime() + DAY)
    : new Date(sub.next_billing_date);
  await scheduleFor(
    trx,
    ctx,
    sub.workspace_id,
    renewWarmupJob,
    { subscriptionId: sub.id, billingDate: sub.next_billing_date, retry },
    { at, key: `warmup-renew:${sub.id}:${sub.next_billing_date}${retry ? ':retry' : ''}` },
  );
}

/**
 * A subscription's month ends: the next month is charged from the wallet that pays for its
 * workspace and `next_billing_date` moves a month on. Short of funds, one retry a day later;
 * short again, the subscription is cancelled. A cancelled subscription is never charged again.
 */
export const renewWarmupJob = defineJob({
  name: 'warmup.renew',
  payload: Type.Object({
    subscriptionId: Type.String(),
    billingDate: Type.String(),
    retry: Type.Boolean(),
  }),
  async handle({ subscriptionId, billingDate, retry }, { ctx }) {
    await inTransaction(ctx.db, async (trx) => {
      const sub = await lockSubscription(trx, subscriptionId);
      if (!sub || sub.status === 'cancelled' || sub.next_billing_date !== billingDate) return;
      const paid = await chargeRenewal(trx, ctx, sub);
      if (paid) {
        const next = { ...sub, next_billing_date: addMonth(billingDate) };
        await trx
          .updateTable('warmup_subscriptions')
          .set({
            next_billing_date: next.next_billing_date,
            // Paid: a failed renewal's reason goes; another (no partner) stays.
            status_reason: sub.status_reason.startsWith(RENEWAL_FAILED) ? '' : sub.status_reason,
            updated_at: await isoNowFor(trx, sub.workspace_id),
          })
          .where('id', '=', sub.id)
          .execute();
        await scheduleRenewal(trx, ctx, next);
        return;
      }
      if (!retry) {
        await trx
          .updateTable('warmup_subscriptions')
          .set({
            status_reason: `${RENEWAL_FAILED}: insufficient wallet balance; retrying in a day`,
          })
          .where('id', '=', sub.id)
          .execute();
        await scheduleRenewal(trx, ctx, sub, true);
        return;
      }
      await transitionSubscription(trx, ctx, sub, 'cancelled', {
        status_reason: `${RENEWAL_FAILED} twice: insufficient wallet balance`,
        cancelled_at: (await nowFor(trx, sub.workspace_id)).toISOString(),
      });
    });
  },
});

/**
 * Charges the month starting at `next_billing_date` through the one charge function (once per
 * billing date: a retried job finds the entry written); false when the wallet is short.
 */
async function chargeRenewal(
  trx: Transaction<DB>,
  ctx: AppContext,
  sub: WarmupSubscriptionRow,
): Promise<boolean> {
  const result = await tryCharge(
    trx,
    ctx,
    { teamId: sub.team_id, workspaceId: sub.workspace_id },
    [monthLine(sub, 'renewal')],
    'system',
  );
  return result.ok;
}
