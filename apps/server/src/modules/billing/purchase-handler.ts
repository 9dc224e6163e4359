import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { defineHook } from '../../lib/hook.js';
import type { LedgerEntryRow, PaymentPurpose, PaymentSessionRow } from './billing.table.js';
import type { ChargeLine } from './ledger.service.js';

/**
 * What a module does when a checkout it opened for a purchase settles. Each runs inside the
 * payment's transaction, with the payment row locked: lock your records, then (in `paid`) call
 * `pay` with a line per record still waiting for this payment; `pay` puts the payment's credits
 * on the ledger and charges the lines, locking the wallet last.
 */
export interface PurchaseHandler {
  paid(
    trx: Transaction<DB>,
    ctx: AppContext,
    payment: PaymentSessionRow,
    pay: (lines: readonly ChargeLine[]) => Promise<Map<string, LedgerEntryRow>>,
  ): Promise<void>;
  /** A declined attempt; the checkout stays payable until it expires. */
  declined(
    trx: Transaction<DB>,
    ctx: AppContext,
    payment: PaymentSessionRow,
    reason: string,
  ): Promise<void>;
  /** Expired unpaid, or failed for good: the records waiting for it end. */
  ended(
    trx: Transaction<DB>,
    ctx: AppContext,
    payment: PaymentSessionRow,
    reason: string,
  ): Promise<void>;
}

/** The ids of the records a payment pays for. */
export function purposeIdsOf(payment: PaymentSessionRow): string[] {
  return JSON.parse(payment.purpose_ids) as string[];
}

/** Credits bought for themselves: paying adds them, nothing else happens. */
export const creditsHandler: PurchaseHandler = {
  async paid(_trx, _ctx, _payment, pay) {
    await pay([]);
  },
  async declined() {},
  async ended() {},
};

/** Who settles each kind of payment: an auto top-up, or the purchase's purpose. */
export type PurchaseHandlers = Record<'auto_topup' | PaymentPurpose, PurchaseHandler>;

/**
 * The handlers, registered by the composition root (`main/purchase-handlers.ts`, `wireModules`):
 * the modules whose purchases they settle charge through billing, so billing never imports them.
 */
export const purchaseHandlersHook = defineHook<PurchaseHandlers>('the purchase handlers');

/** Who settles a payment: an auto top-up, credits, or the module whose purchase it pays for. */
export function purchaseHandlerFor(payment: PaymentSessionRow): PurchaseHandler {
  return purchaseHandlersHook.get()[payment.kind === 'auto_topup' ? 'auto_topup' : payment.purpose];
}
