import { sql } from 'kysely';
import { inTransaction } from '../../db/transaction.js';
import { defineJob } from '../../jobs/job.js';
import { isoNow } from '../../lib/time.js';
import { renewSubscription } from './billing.job-refs.js';
import { insufficientFunds, tryCharge } from './ledger.service.js';
import { writeSubscription } from './subscription.lifecycle.js';
import { findPlan, periodEnd, scheduleRenewal } from './subscriptions.service.js';

/**
 * A subscription's period ends (at `renews_on`). Cancelled at period end: `ended`, the default
 * plan applies. Otherwise the next period is charged from the team's wallet at the catalog's
 * current price for the plan (the price as bought when the operator removed the plan): paid, a
 * new period; short of funds, `past_due` (the plan stays) and one retry after a delay; short
 * again, `ended`.
 */
export const renewSubscriptionJob = defineJob({
  ...renewSubscription,
  async handle({ subscriptionId, renewsOn }, { ctx }) {
    await inTransaction(ctx.db, async (trx) => {
      await sql`update subscriptions set updated_at = updated_at where id = ${subscriptionId}`.execute(
        trx,
      );
      const row = await trx
        .selectFrom('subscriptions')
        .selectAll()
        .where('id', '=', subscriptionId)
        .executeTakeFirst();
      if (!row || row.status === 'ended' || row.renews_on !== renewsOn) return;
      const now = isoNow();
      const end = (reason: string) =>
        writeSubscription(trx, row, 'ended', { status_reason: reason, updated_at: now });
      if (row.cancel_at_period_end === 1) {
        await end('Cancelled at the end of the period');
        return;
      }
      const price = findPlan(ctx, row.plan_uid)?.priceCents[row.cycle] ?? row.price_cents;
      const reference = `subscription:${row.uid}:${row.plan_uid}:${renewsOn}`;
      const paid = await tryCharge(
        trx,
        ctx,
        { teamId: row.team_id, workspaceId: null },
        [
          {
            recordType: 'subscription',
            recordUid: row.uid,
            amountCents: price,
            description: `Plan ${row.plan_name} (${row.cycle}), period from ${renewsOn.slice(0, 10)}`,
            reference,
          },
        ],
        'system',
      );
      if (paid.ok) {
        const renews = periodEnd(renewsOn, row.cycle);
        await writeSubscription(trx, row, 'active', {
          price_cents: price,
          period_start: renewsOn,
          renews_on: renews,
          charge_reference: price > 0 ? reference : null,
          updated_at: now,
        });
        await scheduleRenewal(trx, ctx, { id: row.id, renews_on: renews });
        return;
      }
      const short = insufficientFunds(
        'renew the subscription',
        paid.neededCents,
        paid.balanceCents,
      );
      if (row.status === 'past_due') {
        await end(`${short.message.split(' (')[0]}, again; the subscription ended`);
        return;
      }
      await writeSubscription(trx, row, 'past_due', {
        status_reason: `${short.message} Retrying once.`,
        updated_at: now,
      });
      await scheduleRenewal(trx, ctx, row, true);
    });
  },
});
