import type { PaymentSessionRow } from './billing.table.js';
import { creditsHandler, type PurchaseHandler } from './purchase-handler.js';

/**
 * Who settles a payment: an auto top-up, credits, or the module whose purchase it pays for.
 * Imported when needed: those modules charge through billing, so a static import would be a
 * cycle.
 */
export async function purchaseHandlerFor(payment: PaymentSessionRow): Promise<PurchaseHandler> {
  if (payment.kind === 'auto_topup') return (await import('./auto-topup.jobs.js')).autoTopupHandler;
  switch (payment.purpose) {
    case 'credits':
      return creditsHandler;
    case 'domains':
      return (await import('../domains/checkout.js')).domainCheckoutHandler;
    case 'mailboxes':
      return (await import('../mailboxes/checkout.js')).mailboxCheckoutHandler;
    case 'order':
      return (await import('../orders/checkout.js')).orderCheckoutHandler;
  }
}
