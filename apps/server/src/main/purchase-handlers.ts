import { autoTopupHandler } from '../modules/billing/auto-topup.jobs.js';
import { creditsHandler, type PurchaseHandlers } from '../modules/billing/purchase-handler.js';
import { domainCheckoutHandler } from '../modules/domains/checkout.js';
import { mailboxCheckoutHandler } from '../modules/mailboxes/checkout.js';
import { orderCheckoutHandler } from '../modules/orders/checkout.js';

/**
 * Who settles a payment: an auto top-up, credits, or the module whose purchase it pays for. Those
 * modules charge through billing, so billing reaches them only through this map, which the
 * composition root registers (`wireModules`).
 */
export const PURCHASE_HANDLERS: PurchaseHandlers = {
  auto_topup: autoTopupHandler,
  credits: creditsHandler,
  domains: domainCheckoutHandler,
  mailboxes: mailboxCheckoutHandler,
  order: orderCheckoutHandler,
};
