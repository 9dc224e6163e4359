import type { PurchaseHandler } from '../billing/purchase-handler.js';

// TODO(orders): replaced when the orders module lands.
export const orderCheckoutHandler: PurchaseHandler = {
  async paid() {
    throw new Error('order checkouts are not implemented yet');
  },
  async declined() {},
  async ended() {},
};
