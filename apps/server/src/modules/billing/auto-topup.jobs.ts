import type { Transaction } from 'kysely';
import { Type } from 'typebox';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { defineJob, RetryJobError } from '../../jobs/job.js';
import { isoNow } from '../../lib/time.js';
import { AUTO_TOPUP_JOB } from './ledger.service.js';
import { applyPayment, recordPayment } from './payments.service.js';
import type { PurchaseHandler } from './purchase-handler.js';
import { findWalletById, lockWallet, updateWallet } from './wallets.repository.js';

/** Turns auto top-up off on a wallet, saying why (a declined card, no card); once per crossing. */
async function turnOff(trx: Transaction<DB>, walletId: string, why: string): Promise<void> {
  const wallet = await lockWallet(trx, walletId);
  if (wallet.auto_topup_pending === null) return;
  await updateWallet(trx, walletId, {
    auto_topup_enabled: 0,
    auto_topup_pending: null,
    auto_topup_disabled_reason: `Auto top-up was turned off at ${isoNow()}: ${why}. Fix the card (billing portal) and turn it on again.`,
    updated_at: isoNow(),
  });
}

/**
 * One top-up: charges the saved card (off-session, with the crossing's reference as the
 * idempotency key, so a retried job never charges twice) for the wallet's top-up amount and
 * applies the payment like any other. A declined card (or none saved) turns auto top-up off and
 * says why on the wallet.
 */
export const autoTopupJob = defineJob({
  name: AUTO_TOPUP_JOB,
  payload: Type.Object({ walletId: Type.String(), reference: Type.String() }),
  maxAttempts: 5,
  async handle({ walletId, reference }, { ctx, attempt, maxAttempts }) {
    const wallet = await findWalletById(ctx.db, walletId);
    if (!wallet || wallet.auto_topup_pending !== reference) return;
    if (!wallet.customer_id) {
      await inTransaction(ctx.db, (trx) => turnOff(trx, walletId, 'no card is saved'));
      return;
    }
    const charged = await ctx.providers.payments.chargeSavedCard({
      customerId: wallet.customer_id,
      amountCents: wallet.auto_topup_amount_cents,
      currency: 'usd',
      description: 'Mailwright wallet auto top-up',
      idempotencyKey: reference,
      offSession: true,
      returnUrl: ctx.config.publicUrl,
    });
    if (!charged.ok) {
      if (charged.error.retryable && attempt < maxAttempts)
        throw new RetryJobError(
          charged.error.message,
          new Date(Date.now() + Math.max(ctx.providers.pace.paymentCheckMs, 1000)),
        );
      await inTransaction(ctx.db, (trx) =>
        turnOff(trx, walletId, `the card charge failed (${charged.error.message})`),
      );
      return;
    }
    const row = await inTransaction(ctx.db, (trx) =>
      recordPayment(trx, ctx, {
        wallet,
        kind: 'auto_topup',
        purpose: 'credits',
        purposeIds: [],
        actor: 'system',
        view: charged.payment,
      }),
    );
    await applyPayment(ctx, row.id, charged.payment);
  },
});

/** How a top-up payment settles: paid ends the crossing; failed turns auto top-up off. */
export const autoTopupHandler: PurchaseHandler = {
  async paid(trx, _ctx, payment, pay) {
    await pay([]);
    await updateWallet(trx, payment.wallet_id, { auto_topup_pending: null });
  },
  async declined() {},
  async ended(trx, _ctx, payment, reason) {
    await turnOff(trx, payment.wallet_id, reason);
  },
};
