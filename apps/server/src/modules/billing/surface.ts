/**
 * The billing module's surface: what other modules may use of it (docs/development.md, "Layout and
 * the dependency rule"). Another module imports billing only from here; the composition root
 * (app.ts, main/, start/) may import any file.
 */

export type { RequestPayer } from './actor.js';
export { actorOf, payerOf } from './actor.js';
export { checkoutFields } from './billing.present.js';
export { grantCredits } from './billing.service.js';
export type { LedgerEntryRow, PaymentSessionRow } from './billing.table.js';
export type { ChargeLine, ChargeResult, Payer } from './ledger.service.js';
export {
  charge,
  findCharge,
  insufficientFunds,
  lockPayerWallet,
  refund,
  tryCharge,
  walletFor,
} from './ledger.service.js';
export { toCredits } from './money.js';
export { prepareCheckout, recordCheckout } from './payments.service.js';
export type { PurchaseHandler } from './purchase-handler.js';
export { purposeIdsOf } from './purchase-handler.js';
export { monthBefore, revenueByMonth, walletsOfTeams } from './revenue.service.js';
export { requireSpender } from './spending.js';
export { currentPlan, mailboxPriceCents } from './subscriptions.service.js';
export { verifyLedger } from './verify.service.js';
