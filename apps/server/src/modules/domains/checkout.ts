import { lockedRows } from '../../db/transaction.js';
import { type PurchaseHandler, purposeIdsOf } from '../billing/surface.js';
import { transitionDomain } from './domain.transition.js';
import { registrationLine } from './domain-billing.js';
import { updateDomainFields } from './domains.repository.js';
import type { DomainRow } from './domains.table.js';
import { beginRegistration } from './purchase.jobs.js';

/** The domains a checkout pays for that still wait for it (locked, in the payment's transaction). */
export async function waitingDomains(
  trx: Parameters<PurchaseHandler['paid']>[0],
  ids: readonly string[],
): Promise<DomainRow[]> {
  return (await lockedRows(trx, 'domains', ids)).filter(
    (domain) => domain.status === 'cart' || domain.status === 'payment_failed',
  );
}

/**
 * Domains ordered with `use_wallet_balance: false`. Paid: each domain still waiting is charged
 * (the payment's credits cover it) and registration starts. A declined attempt: `payment_failed`,
 * still payable at the same link. Expired unpaid: `cancelled`, the names released. A domain
 * removed meanwhile is not charged: its share of the payment stays in the wallet as credits.
 */
export const domainCheckoutHandler: PurchaseHandler = {
  async paid(trx, ctx, payment, pay) {
    const domains = await waitingDomains(trx, purposeIdsOf(payment));
    const entries = await pay(domains.map(registrationLine));
    for (const domain of domains) {
      const entry = entries.get(registrationLine(domain).reference);
      await beginRegistration(trx, ctx, domain, { charge_id: entry?.id ?? null });
    }
  },

  async declined(trx, ctx, payment, reason) {
    await declineDomains(trx, ctx, purposeIdsOf(payment), payment, reason);
  },

  async ended(trx, ctx, payment, reason) {
    await cancelUnpaidDomains(trx, ctx, purposeIdsOf(payment), reason);
  },
};

/** A declined attempt at a checkout paying these domains: `payment_failed`, still payable. */
export async function declineDomains(
  trx: Parameters<PurchaseHandler['paid']>[0],
  ctx: Parameters<PurchaseHandler['paid']>[1],
  ids: readonly string[],
  payment: { expires_at: string | null },
  reason: string,
): Promise<void> {
  const why = `${reason} Pay again at the checkout link before ${payment.expires_at}.`;
  for (const domain of await waitingDomains(trx, ids)) {
    if (domain.status === 'cart')
      await transitionDomain(trx, ctx, domain, 'payment_failed', { status_reason: why });
    else
      await updateDomainFields(trx, domain.id, {
        status_reason: why,
        updated_at: new Date().toISOString(),
      });
  }
}

/** The checkout paying these domains expired (or failed for good): `cancelled`, names released. */
export async function cancelUnpaidDomains(
  trx: Parameters<PurchaseHandler['paid']>[0],
  ctx: Parameters<PurchaseHandler['paid']>[1],
  ids: readonly string[],
  reason: string,
): Promise<void> {
  for (const domain of await waitingDomains(trx, ids))
    await transitionDomain(trx, ctx, domain, 'cancelled', {
      status_reason: `${reason}; the order was cancelled`,
    });
}
