import type { Plan, PlanCatalog } from '../../config/plan-catalog.js';
import type { Executor } from '../../db/transaction.js';
import type { LedgerEntryRow, PaymentSessionRow, SubscriptionRow } from './billing.table.js';
import { toCredits } from './money.js';
import type { CurrentPlan } from './subscriptions.service.js';

/** Ledger entries as Get wallet logs shows them (the refunded charge by its uid). */
export async function presentEntries(db: Executor, rows: readonly LedgerEntryRow[]) {
  const refunded = rows.flatMap((r) => (r.refund_of ? [r.refund_of] : []));
  const uids = new Map(
    refunded.length
      ? (
          await db
            .selectFrom('ledger_entries')
            .select(['id', 'uid'])
            .where('id', 'in', refunded)
            .execute()
        ).map((r) => [r.id, r.uid])
      : [],
  );
  return rows.map((row) => ({
    uid: row.uid,
    kind: row.kind,
    amount: toCredits(row.amount_cents),
    balance_after: toCredits(row.balance_after_cents),
    description: row.description,
    record:
      row.record_type && row.record_uid ? { type: row.record_type, uid: row.record_uid } : null,
    refund_of: row.refund_of ? (uids.get(row.refund_of) ?? null) : null,
    actor: row.actor,
    reference: row.reference,
    created_at: row.created_at,
  }));
}

export function presentPlan(plan: Plan, catalog: PlanCatalog) {
  return {
    uid: plan.uid,
    name: plan.name,
    pricing: {
      monthly: toCredits(plan.priceCents.monthly),
      yearly: toCredits(plan.priceCents.yearly),
    },
    included_mailboxes: plan.includedMailboxes,
    mailbox_prices: Object.fromEntries(
      Object.entries(plan.mailboxPriceCents).map(([platform, cents]) => [
        platform,
        toCredits(cents),
      ]),
    ),
    is_default: plan.uid === catalog.defaultPlan,
  };
}

/** `current_plan` of account details: the subscription's, or the default plan's (no dates). */
export function presentCurrentPlan({ plan, subscription }: CurrentPlan) {
  return {
    name: plan.name,
    uid: plan.uid,
    cycle: subscription?.cycle ?? ('monthly' as const),
    pricing: toCredits(subscription?.price_cents ?? plan.priceCents.monthly),
    renews_on: subscription?.renews_on ?? null,
    purchased_on: subscription?.purchased_on ?? null,
  };
}

export function presentSubscription(row: SubscriptionRow) {
  return {
    uid: row.uid,
    plan_uid: row.plan_uid,
    plan_name: row.plan_name,
    cycle: row.cycle,
    price: toCredits(row.price_cents),
    included_mailboxes: row.included_mailboxes,
    status: row.status,
    status_reason: row.status_reason,
    cancel_at_period_end: row.cancel_at_period_end === 1,
    purchased_on: row.purchased_on,
    period_start: row.period_start,
    renews_on: row.renews_on,
  };
}

/**
 * What a purchase paid by checkout adds to its answer: the checkout page's `url` and the
 * `session_id` to poll (nothing when it was paid from the wallet).
 */
export function checkoutFields(
  payment: Pick<PaymentSessionRow, 'url' | 'provider_session_id'> | null,
) {
  return payment ? { url: payment.url ?? '', session_id: payment.provider_session_id } : {};
}
