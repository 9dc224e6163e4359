import { registerPurchaseHandlers } from '../modules/billing/purchase-handler.js';
import { registerLedgerRollups } from '../modules/mail/ledger.js';
import { LEDGER_ROLLUPS } from './ledger-rollups.js';
import { PURCHASE_HANDLERS } from './purchase-handlers.js';

/**
 * Registers the hooks by which a lower module reaches higher ones (docs/development.md, "Layout
 * and the dependency rule"): the rollups the mail ledger feeds, who settles each payment.
 * `composeContext` calls it; a script that writes through those modules without composing a
 * context calls it first. Calling it again changes nothing.
 */
export function wireModules(): void {
  registerLedgerRollups(LEDGER_ROLLUPS);
  registerPurchaseHandlers(PURCHASE_HANDLERS);
}
