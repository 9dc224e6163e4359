import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { ApiError, conflict } from '../../http/errors.js';
import { newId, newUid } from '../../lib/ids.js';
import { isoNow } from '../../lib/time.js';
import type { PaymentView } from '../../providers/payments.js';
import type { ProviderError } from '../../providers/result.js';
import { getTeamById } from '../accounts/surface.js';
import { checkPayment } from './billing.job-refs.js';
import type {
  PaymentPurpose,
  PaymentSessionKind,
  PaymentSessionRow,
  PaymentStatus,
  WalletRow,
} from './billing.table.js';
import { type ChargeLine, chargeWallet, credit, type Payer, walletFor } from './ledger.service.js';
import { formatCredits } from './money.js';
import {
  findPaymentById,
  findPaymentByProviderId,
  insertPaymentSession,
  lockPayment,
  updatePayment,
} from './payments.repository.js';
import { purchaseHandlerFor } from './purchase-handler.js';
import { requireSpender } from './spending.js';
import { findWalletById, updateWallet } from './wallets.repository.js';

/** A provider failure met while a request waits: 503 when a retry may help, 502-like 409 otherwise. */
export function providerProblem(error: ProviderError): ApiError {
  if (error.retryable)
    return new ApiError(
      'SERVICE_UNAVAILABLE',
      `The payment provider is unavailable (${error.message}); try again shortly`,
    );
  return conflict(`The payment provider refused: ${error.message}`);
}

/**
 * The wallet's customer at the payment provider, created on first need (outside any
 * transaction: it is a call to the provider). Two first needs at once keep the first one stored.
 */
export async function ensureCustomer(ctx: AppContext, wallet: WalletRow): Promise<WalletRow> {
  if (wallet.customer_id) return wallet;
  const team = await getTeamById(ctx.db, wallet.team_id);
  const created = await ctx.providers.payments.createCustomer({
    reference: wallet.uid,
    name: team.name,
    email: team.admin_email,
  });
  if (!created.ok) throw providerProblem(created.error);
  await ctx.db
    .updateTable('wallets')
    .set({ customer_id: created.customerId })
    .where('id', '=', wallet.id)
    .where('customer_id', 'is', null)
    .execute();
  return (await findWalletById(ctx.db, wallet.id)) as WalletRow;
}

/** A checkout made at the provider, not yet recorded (the purchase's transaction records it). */
export interface PreparedCheckout {
  wallet: WalletRow;
  uid: string;
  purpose: PaymentPurpose;
  actor: string;
  view: PaymentView;
}

/**
 * Opens a checkout page at the provider for `amountCents` (outside any transaction). The caller
 * then records it with {@link recordCheckout} in the transaction that creates what it pays for;
 * a checkout whose purchase then fails is never recorded and expires unpaid.
 */
export async function prepareCheckout(
  ctx: AppContext,
  input: {
    /** Whose wallet is credited: the payer's, or `wallet` when given (Add credits names it). */
    payer: Payer;
    wallet?: WalletRow;
    purpose: PaymentPurpose;
    amountCents: number;
    description: string;
    actor: string;
    successUrl?: string;
    cancelUrl?: string;
  },
): Promise<PreparedCheckout> {
  await requireSpender(ctx.db, ctx, input.actor);
  const wallet = await ensureCustomer(ctx, input.wallet ?? (await walletFor(ctx.db, input.payer)));
  const uid = newUid();
  const back = `${ctx.config.publicUrl}/billing/checkout/return`;
  const opened = await ctx.providers.payments.createCheckoutSession({
    customerId: wallet.customer_id as string,
    amountCents: input.amountCents,
    currency: 'usd',
    description: input.description,
    reference: uid,
    successUrl: input.successUrl ?? `${back}?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: input.cancelUrl ?? `${back}?session_id={CHECKOUT_SESSION_ID}`,
    expiresAt: new Date(Date.now() + ctx.config.billing.checkoutExpiryMinutes * 60_000),
  });
  if (!opened.ok) throw providerProblem(opened.error);
  return { wallet, uid, purpose: input.purpose, actor: input.actor, view: opened.payment };
}

/** Records a prepared checkout (in the purchase's transaction) and schedules its expiry check. */
export async function recordCheckout(
  trx: Transaction<DB>,
  ctx: AppContext,
  prepared: PreparedCheckout,
  purposeIds: readonly string[],
): Promise<PaymentSessionRow> {
  return recordPayment(trx, ctx, {
    wallet: prepared.wallet,
    uid: prepared.uid,
    kind: 'checkout',
    purpose: prepared.purpose,
    purposeIds,
    actor: prepared.actor,
    view: prepared.view,
  });
}

/** Writes a payment row for what the provider answered, and schedules a look at it. */
export async function recordPayment(
  trx: Transaction<DB>,
  ctx: AppContext,
  input: {
    wallet: WalletRow;
    uid?: string;
    kind: PaymentSessionKind;
    purpose: PaymentPurpose;
    purposeIds: readonly string[];
    actor: string;
    view: PaymentView;
  },
): Promise<PaymentSessionRow> {
  const now = isoNow();
  const row: PaymentSessionRow = {
    id: newId(),
    uid: input.uid ?? newUid(),
    team_id: input.wallet.team_id,
    wallet_id: input.wallet.id,
    kind: input.kind,
    purpose: input.purpose,
    purpose_ids: JSON.stringify(input.purposeIds),
    provider: ctx.providers.payments.name,
    provider_session_id: input.view.id,
    url: input.view.url,
    amount_cents: input.view.amountCents,
    currency: input.view.currency,
    status: input.view.state === 'paid' ? 'open' : input.view.state,
    credits_applied: 0,
    last_error: input.view.error,
    actor: input.actor,
    expires_at:
      input.view.expiresAt ??
      new Date(Date.now() + ctx.config.billing.checkoutExpiryMinutes * 60_000).toISOString(),
    paid_at: null,
    created_at: now,
    updated_at: now,
  };
  await insertPaymentSession(trx, row);
  const stored = (await findPaymentByProviderId(trx, input.view.id)) as PaymentSessionRow;
  await scheduleCheck(trx, ctx, stored, input.view.state === 'paid');
  return stored;
}

/** Queues the next look at an unsettled payment: soon while it is moving, at expiry while it waits. */
async function scheduleCheck(
  trx: Transaction<DB>,
  ctx: AppContext,
  row: PaymentSessionRow,
  paid = false,
) {
  const moving = paid || row.status === 'processing';
  const runAt = moving
    ? new Date(Date.now() + ctx.providers.pace.paymentCheckMs)
    : new Date(Date.parse(row.expires_at ?? isoNow()) + 1000);
  await ctx.jobs.enqueue(
    trx,
    checkPayment,
    { paymentId: row.id },
    { key: `payment-check:${row.id}:${runAt.toISOString()}`, runAt },
  );
}

const SETTLED: readonly PaymentStatus[] = ['paid', 'declined', 'expired'];

/** Whether nothing more can happen to the payment. */
export function isSettled(row: PaymentSessionRow): boolean {
  return SETTLED.includes(row.status) && (row.status !== 'paid' || row.credits_applied === 1);
}

/**
 * Asks the provider where a payment stands and applies it (see {@link applyPayment}): the one
 * path for a status check, a webhook, the sandbox page and the check job. A provider that cannot
 * be reached leaves the payment as it was.
 */
export async function settlePayment(
  ctx: AppContext,
  paymentId: string,
): Promise<PaymentSessionRow> {
  const row = (await findPaymentById(ctx.db, paymentId)) as PaymentSessionRow;
  if (isSettled(row)) return row;
  const seen = await ctx.providers.payments.getPayment(row.provider_session_id);
  if (!seen.ok) {
    ctx.log.warn({ payment: row.uid, error: seen.error }, 'payment status unavailable');
    return row;
  }
  return applyPayment(ctx, row.id, seen.payment);
}

/**
 * Applies what the provider says of a payment, exactly once: the payment row is locked, and a
 * payment whose credits are applied is never applied again (a webhook delivered twice, a webhook
 * racing a status poll). Paid: its credits go on the ledger and, for a purchase, the records it
 * pays for are charged and move on, all in one transaction (the payment, then the records, then
 * the wallet: the lock order). Expired or failed for good: the records waiting for it end. A
 * declined attempt at an open checkout is told to its records; the checkout stays payable.
 */
export async function applyPayment(
  ctx: AppContext,
  paymentId: string,
  view: PaymentView,
): Promise<PaymentSessionRow> {
  return inTransaction(ctx.db, async (trx) => {
    const row = (await lockPayment(trx, paymentId)) as PaymentSessionRow;
    if (isSettled(row)) return row;
    const handler = purchaseHandlerFor(row);
    const now = isoNow();
    const expired =
      (view.state === 'open' || view.state === 'requires_action') &&
      row.expires_at !== null &&
      Date.parse(row.expires_at) <= Date.now();
    let status: PaymentStatus = expired ? 'expired' : view.state;
    if (status === 'paid') {
      await handler.paid(trx, ctx, row, (lines) => payIn(trx, ctx, row, view, lines));
      await updatePayment(trx, row.id, {
        status,
        credits_applied: 1,
        paid_at: now,
        last_error: null,
        updated_at: now,
      });
      return { ...row, status, credits_applied: 1, paid_at: now, last_error: null };
    }
    if (status === 'declined' && row.kind === 'checkout' && view.state === 'open') status = 'open';
    if (status === 'expired' || status === 'declined') {
      const reason =
        status === 'expired'
          ? 'The checkout expired unpaid'
          : `The payment failed: ${view.error ?? 'declined'}`;
      await handler.ended(trx, ctx, row, reason);
    } else if (view.error && view.error !== row.last_error) {
      await handler.declined(trx, ctx, row, view.error);
    }
    const changes = { status, last_error: view.error, url: view.url ?? row.url, updated_at: now };
    await updatePayment(trx, row.id, changes);
    const updated = { ...row, ...changes };
    if (!SETTLED.includes(status) && status !== row.status) await scheduleCheck(trx, ctx, updated);
    return updated;
  });
}

/**
 * The money of a paid payment: its credits in (`purchase`, or `auto_topup`), the card saved on
 * the wallet, then the charges of what it pays for. Both on the payment's wallet, locked last.
 */
async function payIn(
  trx: Transaction<DB>,
  ctx: AppContext,
  row: PaymentSessionRow,
  view: PaymentView,
  lines: readonly ChargeLine[],
) {
  const what = row.kind === 'auto_topup' ? 'Auto top-up' : 'Credits bought';
  const { wallet } = await credit(trx, row.wallet_id, {
    kind: row.kind === 'auto_topup' ? 'auto_topup' : 'purchase',
    amountCents: row.amount_cents,
    description: `${what}: ${formatCredits(row.amount_cents)} ${row.currency.toUpperCase()} (${row.provider_session_id})`,
    reference: `payment:${row.provider_session_id}`,
    actor: row.actor,
    recordType: 'payment',
    recordUid: row.uid,
  });
  if (view.cardLabel && view.cardLabel !== wallet.card_label)
    await updateWallet(trx, wallet.id, { card_label: view.cardLabel });
  const charged = await chargeWallet(trx, ctx, wallet, lines, row.actor);
  if (!charged.ok) {
    // Prices cannot exceed what was paid for them; should they, the money stays in the wallet.
    ctx.log.error({ payment: row.uid }, 'a paid checkout did not cover its purchase');
    return new Map();
  }
  return charged.entries;
}

/** The payment of a team by its provider id (`session_id`); 404 for another team's. */
export async function getTeamPayment(ctx: AppContext, teamId: string, sessionId: string) {
  const row = await findPaymentByProviderId(ctx.db, sessionId);
  if (!row || row.team_id !== teamId)
    throw new ApiError('NOT_FOUND', 'Payment session not found', [
      { field: 'session_id', message: 'names no payment of this team' },
    ]);
  return row;
}
