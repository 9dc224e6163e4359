import type { Transaction } from 'kysely';
import type { Cycle, Plan, PlanCatalog } from '../../config/plan-catalog.js';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { type Executor, inTransaction, lockedRow } from '../../db/transaction.js';
import { conflict, invalidField } from '../../http/errors.js';
import { newId, newUid } from '../../lib/ids.js';
import { addMonths, isoNow } from '../../lib/time.js';
import { renewSubscription } from './billing.job-refs.js';
import type { SubscriptionRow } from './billing.table.js';
import { charge, refund } from './ledger.service.js';
import { formatCredits } from './money.js';
import { insertSubscription, writeSubscription } from './subscription.lifecycle.js';
import { findChargesOf } from './wallets.repository.js';

/** The plan a team is on, and its subscription (null on the catalog's default plan). */
export interface CurrentPlan {
  plan: Plan;
  subscription: SubscriptionRow | null;
}

function catalogOf(ctx: Pick<AppContext, 'config'>): PlanCatalog {
  return ctx.config.billing.plans;
}

export function findPlan(ctx: Pick<AppContext, 'config'>, uid: string): Plan | undefined {
  return catalogOf(ctx).plans.find((p) => p.uid === uid);
}

export function defaultPlan(ctx: Pick<AppContext, 'config'>): Plan {
  const catalog = catalogOf(ctx);
  return catalog.plans.find((p) => p.uid === catalog.defaultPlan) as Plan;
}

function findSubscription(db: Executor, teamId: string) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('team_id', '=', teamId)
    .executeTakeFirst();
}

/**
 * The team's plan: its live subscription's (as bought: price and included mailboxes; mailbox
 * prices from the catalog, or the default plan's when the operator removed the plan), or the
 * catalog's default plan.
 */
export async function currentPlan(
  db: Executor,
  ctx: Pick<AppContext, 'config'>,
  teamId: string,
): Promise<CurrentPlan> {
  const row = await findSubscription(db, teamId);
  if (!row || row.status === 'ended') return { plan: defaultPlan(ctx), subscription: null };
  const listed = findPlan(ctx, row.plan_uid);
  return {
    plan: {
      uid: row.plan_uid,
      name: row.plan_name,
      priceCents: {
        ...(listed?.priceCents ?? defaultPlan(ctx).priceCents),
        [row.cycle]: row.price_cents,
      },
      includedMailboxes: row.included_mailboxes,
      mailboxPriceCents: (listed ?? defaultPlan(ctx)).mailboxPriceCents,
    },
    subscription: row,
  };
}

/** A mailbox's monthly price on `plan` (an unknown platform pays the plan's highest price). */
export function mailboxPriceCents(plan: Plan, platform: string): number {
  return plan.mailboxPriceCents[platform] ?? Math.max(0, ...Object.values(plan.mailboxPriceCents));
}

/** The end of a period of `cycle` starting at `from`. */
export function periodEnd(from: string, cycle: Cycle): string {
  return addMonths(from, cycle === 'yearly' ? 12 : 1);
}

/** The team's subscription, locked (LOCK_ORDER: after the team, before the wallet) and read. */
async function lockSubscription(trx: Transaction<DB>, teamId: string) {
  const found = await findSubscription(trx, teamId);
  return found ? lockedRow(trx, 'subscriptions', found.id) : undefined;
}

/**
 * Changes the team's plan, at once: a new period starts today. Proration: the unused part of the
 * current period (by time) is credited against the new plan's price; the difference is charged
 * (402 `INSUFFICIENT_FUNDS` and nothing changes when the wallet holds too little) or, when the
 * credit is larger, refunded from the current period's charge. Changing to the catalog's default
 * plan ends the subscription the same way. The same plan and cycle again takes back a pending
 * cancellation, or is a 409.
 */
export async function changePlan(
  ctx: AppContext,
  caller: { teamId: string; actor: string },
  input: { planUid: string; cycle: Cycle },
): Promise<CurrentPlan> {
  const plan = findPlan(ctx, input.planUid);
  if (!plan) throw invalidField('plan_uid', `names no plan; see Get pricing plans`);
  await inTransaction(ctx.db, async (trx) => {
    const now = isoNow();
    const row = await lockSubscription(trx, caller.teamId);
    const live = row && row.status !== 'ended' ? row : null;
    if (live?.plan_uid === plan.uid && live.cycle === input.cycle) {
      if (live.cancel_at_period_end === 0)
        throw conflict(`The team is already on ${plan.name} (${input.cycle})`);
      await trx
        .updateTable('subscriptions')
        .set({ cancel_at_period_end: 0, updated_at: now })
        .where('id', '=', live.id)
        .execute();
      return;
    }
    if (!live && plan.uid === defaultPlan(ctx).uid)
      throw conflict(`The team is already on ${plan.name}`);
    const unused = live ? unusedCents(live, now) : 0;
    const price = plan.uid === defaultPlan(ctx).uid ? 0 : plan.priceCents[input.cycle];
    const id = live?.id ?? row?.id ?? newId();
    const uid = row?.uid ?? newUid();
    const reference = price > unused ? `subscription:${uid}:${plan.uid}:${now}` : null;
    const status =
      price === 0 && plan.uid === defaultPlan(ctx).uid ? ('ended' as const) : ('active' as const);
    const next = {
      plan_uid: plan.uid,
      plan_name: plan.name,
      cycle: input.cycle,
      price_cents: price,
      included_mailboxes: plan.includedMailboxes,
      status_reason: '',
      cancel_at_period_end: 0,
      purchased_on: now,
      period_start: now,
      renews_on: periodEnd(now, input.cycle),
      charge_reference: reference,
      updated_at: now,
    };
    if (row) await writeSubscription(trx, row, status, next);
    else
      await insertSubscription(trx, {
        id,
        uid,
        team_id: caller.teamId,
        created_at: now,
        status,
        ...next,
      });
    if (status === 'active') await scheduleRenewal(trx, ctx, { id, renews_on: next.renews_on });
    const payer = { teamId: caller.teamId, workspaceId: null };
    if (reference)
      await charge(
        trx,
        ctx,
        payer,
        [
          {
            recordType: 'subscription',
            recordUid: uid,
            amountCents: price - unused,
            description: `Plan ${plan.name} (${input.cycle})${unused > 0 ? `, less ${formatCredits(unused)} unused of the previous plan` : ''}`,
            reference,
          },
        ],
        { actor: caller.actor, what: `change plan to ${plan.name}` },
      );
    else if (live && unused > price) {
      // Given back from the subscription's charges, newest first (the last may be smaller).
      let left = unused - price;
      for (const paid of await findChargesOf(trx, 'subscription', uid)) {
        if (left <= 0) break;
        const back = await refund(trx, {
          chargeEntryId: paid.id,
          amountCents: left,
          recordType: 'subscription',
          recordUid: uid,
          description: `Unused part of ${live.plan_name} (${live.cycle}), changing to ${plan.name}`,
          reference: `refund:${paid.reference}:${now}`,
          actor: caller.actor,
        });
        left -= back?.amount_cents ?? 0;
      }
    }
  });
  return currentPlan(ctx.db, ctx, caller.teamId);
}

/** What is left of the period's price, in whole cents, by the time left. */
function unusedCents(row: SubscriptionRow, now: string): number {
  if (!row.charge_reference) return 0;
  const start = Date.parse(row.period_start);
  const end = Date.parse(row.renews_on);
  const left = Math.max(0, end - Date.parse(now));
  return end > start ? Math.floor((row.price_cents * left) / (end - start)) : 0;
}

/** Cancels at the end of the period paid for (the plan stays until `renews_on`). */
export async function cancelSubscription(ctx: AppContext, teamId: string): Promise<CurrentPlan> {
  await inTransaction(ctx.db, async (trx) => {
    const row = await lockSubscription(trx, teamId);
    if (!row || row.status === 'ended')
      throw conflict('The team has no subscription to cancel; it is on the default plan');
    if (row.cancel_at_period_end === 1) return;
    await trx
      .updateTable('subscriptions')
      .set({ cancel_at_period_end: 1, updated_at: isoNow() })
      .where('id', '=', row.id)
      .execute();
  });
  return currentPlan(ctx.db, ctx, teamId);
}

/** Queues the renewal of the subscription's period at `renews_on`. */
export async function scheduleRenewal(
  trx: Executor,
  ctx: AppContext,
  row: Pick<SubscriptionRow, 'id' | 'renews_on'>,
  retry = false,
): Promise<void> {
  const runAt = retry
    ? new Date(Date.now() + ctx.providers.pace.mailboxRenewalRetryMs)
    : new Date(row.renews_on);
  await ctx.jobs.enqueue(
    trx,
    renewSubscription,
    { subscriptionId: row.id, renewsOn: row.renews_on },
    {
      key: `subscription-renew${retry ? '-retry' : ''}:${row.id}:${row.renews_on}`,
      runAt,
    },
  );
}
