import { domainCheckoutHandler } from '../domains/checkout.js';
import { mailboxCheckoutHandler } from '../mailboxes/checkout.js';
import { orderCheckoutHandler } from '../orders/checkout.js';
import type { PaymentPurpose } from './billing.table.js';
import { creditsHandler, type PurchaseHandler } from './purchase-handler.js';

/** Who settles a checkout, by what it pays for (read at settle time, so import order is free). */
export const purchaseHandlers: Record<PaymentPurpose, PurchaseHandler> = {
  get credits() {
    return creditsHandler;
  },
  get domains() {
    return domainCheckoutHandler;
  },
  get mailboxes() {
    return mailboxCheckoutHandler;
  },
  get order() {
    return orderCheckoutHandler;
  },
};
