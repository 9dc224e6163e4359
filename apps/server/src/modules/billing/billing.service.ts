import type { AppContext } from '../../context.js';
import { type Executor, inTransaction } from '../../db/transaction.js';
import { ApiError, conflict, invalidField } from '../../http/errors.js';
import { newUid } from '../../lib/ids.js';
import { isoNow } from '../../lib/time.js';
import { isCardDecline } from '../../providers/payments.js';
import { getTeamByUid } from '../accounts/surface.js';
import {
  findWorkspace,
  findWorkspaceByInternalId,
  type WorkspaceViewer,
} from '../workspaces/surface.js';
import type { PaymentSessionRow, WalletRow } from './billing.table.js';
import { credit, startTopup } from './ledger.service.js';
import { formatCredits, toCredits } from './money.js';
import {
  applyPayment,
  ensureCustomer,
  prepareCheckout,
  providerProblem,
  recordCheckout,
  recordPayment,
} from './payments.service.js';
import { ensureWallet, lockWallet, updateWallet } from './wallets.repository.js';

/**
 * The wallet a billing request addresses: the team's, or with `workspace_uid` that workspace's
 * own (404 naming `workspace_uid` for a workspace not of the team, or an `admins_only` one the
 * caller may not see). A workspace's own wallet can
 * be read and funded whether or not the workspace uses it now (`use_shared_billing`).
 */
export async function walletOfRequest(
  db: Executor,
  viewer: WorkspaceViewer,
  workspaceUid?: string,
): Promise<WalletRow> {
  if (!workspaceUid) return ensureWallet(db, viewer.teamId, null);
  const workspace = await findWorkspace(db, viewer, workspaceUid);
  if (!workspace)
    throw new ApiError('NOT_FOUND', 'Workspace not found', [
      { field: 'workspace_uid', message: 'names no workspace of this team' },
    ]);
  return ensureWallet(db, viewer.teamId, workspace.id);
}

/** The wallet as the real service's Get wallet details shows it, with ours after. */
export async function presentWallet(db: Executor, wallet: WalletRow) {
  const workspace = wallet.workspace_id
    ? await findWorkspaceByInternalId(db, wallet.workspace_id)
    : undefined;
  return {
    total_credits: toCredits(wallet.total_credits_cents),
    credits_used: toCredits(wallet.credits_used_cents),
    credits_remaining: toCredits(wallet.balance_cents),
    auto_topup_enabled: wallet.auto_topup_enabled === 1,
    auto_topup_mode: 'threshold' as const,
    auto_topup_trigger_drops_below: toCredits(wallet.auto_topup_threshold_cents),
    auto_topup_add_credits: toCredits(wallet.auto_topup_amount_cents),
    auto_topup_disabled_reason: wallet.auto_topup_disabled_reason,
    card_on_file: wallet.card_label,
    wallet_uid: wallet.uid,
    workspace_uid: workspace?.uid ?? null,
    in_use: workspace ? workspace.use_shared_billing === 0 : true,
  };
}

/**
 * Credits granted by the operator (`mailwright billing grant`): an `adjustment` on the ledger,
 * recorded as `operator`; a negative amount takes credits back (never below zero).
 */
export async function grantCredits(
  ctx: AppContext,
  input: {
    teamUid: string;
    workspaceUid?: string;
    amountCents: number;
    reason: string;
    /** Who grants: `operator` (the CLI, the default) or `operator:<uid>` (the operator API). */
    actor?: string;
  },
) {
  if (!Number.isInteger(input.amountCents) || input.amountCents === 0)
    throw invalidField('amount', 'must be a non-zero amount of credits with at most two decimals');
  if (input.reason.trim() === '') throw invalidField('reason', 'must say why');
  const team = await getTeamByUid(ctx.db, input.teamUid);
  const wallet = await walletOfRequest(
    ctx.db,
    { teamId: team.id, admin: true },
    input.workspaceUid,
  );
  return inTransaction(ctx.db, async (trx) => {
    const { entry, wallet: after } = await credit(trx, wallet.id, {
      kind: 'adjustment',
      amountCents: input.amountCents,
      description: input.reason.trim(),
      reference: `grant:${newUid()}`,
      actor: input.actor ?? 'operator',
    });
    return { team, entry, wallet: after };
  });
}

/**
 * Sets auto top-up: `enabled`, the balance it triggers below and the amount it adds. Turning it
 * on needs a saved card (409 otherwise, saying how to save one) and clears a reason it was turned
 * off for; a wallet already below the threshold is topped up at once.
 */
export async function updateAutoTopup(
  ctx: AppContext,
  wallet: WalletRow,
  input: { enabled: boolean; thresholdCents?: number; amountCents?: number },
): Promise<WalletRow> {
  let card = wallet.card_label;
  const threshold = input.thresholdCents ?? wallet.auto_topup_threshold_cents;
  const amount = input.amountCents ?? wallet.auto_topup_amount_cents;
  if (input.enabled) {
    if (amount <= 0)
      throw invalidField('add_balance', 'must be more than 0 to turn auto top-up on');
    const saved = wallet.customer_id
      ? await ctx.providers.payments.getSavedCard(wallet.customer_id)
      : null;
    if (saved && !saved.ok) throw providerProblem(saved.error);
    if (!saved?.card)
      throw conflict(
        'Auto top-up charges a saved card, and this wallet has none: save a card first, by buying credits once through checkout or in the billing portal, then turn auto top-up on',
      );
    card = saved.card.label;
  }
  return inTransaction(ctx.db, async (trx) => {
    const locked = await lockWallet(trx, wallet.id);
    const changes = {
      auto_topup_enabled: input.enabled ? 1 : 0,
      auto_topup_threshold_cents: threshold,
      auto_topup_amount_cents: amount,
      auto_topup_disabled_reason: input.enabled ? null : locked.auto_topup_disabled_reason,
      card_label: card,
      updated_at: isoNow(),
    };
    await updateWallet(trx, wallet.id, changes);
    let next = { ...locked, ...changes };
    if (input.enabled && locked.auto_topup_pending === null && locked.balance_cents < threshold)
      next = await startTopup(trx, ctx, next);
    if (!input.enabled && locked.auto_topup_pending !== null) {
      await updateWallet(trx, wallet.id, { auto_topup_pending: null });
      next = { ...next, auto_topup_pending: null };
    }
    return next;
  });
}

/** A link to the payment provider's billing portal for the wallet (cards, receipts). */
export async function portalLink(ctx: AppContext, wallet: WalletRow): Promise<string> {
  const withCustomer = await ensureCustomer(ctx, wallet);
  const portal = await ctx.providers.payments.createPortalSession({
    customerId: withCustomer.customer_id as string,
    returnUrl: ctx.config.publicUrl,
  });
  if (!portal.ok) throw providerProblem(portal.error);
  return portal.url;
}

/**
 * Adds credits. `checkout`: a checkout page for the amount (credits once paid). `direct_charge`:
 * the saved card is charged now and the credits applied in this answer (a card asking for a
 * second step answers `requires_action` with the page to complete it; a declined card is a 402
 * `PAYMENT_DECLINED`; no saved card a 409).
 */
export async function addCredits(
  ctx: AppContext,
  input: {
    wallet: WalletRow;
    teamId: string;
    amountCents: number;
    mode: 'checkout' | 'direct_charge';
    actor: string;
    successUrl?: string;
    cancelUrl?: string;
    /** The request's Idempotency-Key: a retried direct charge is the same charge at the provider. */
    requestKey?: string;
  },
): Promise<PaymentSessionRow> {
  if (!ctx.config.billing.enabled)
    throw conflict('Billing is turned off on this service (MAILWRIGHT_BILLING=false)');
  const description = `Mailwright wallet credits: ${formatCredits(input.amountCents)} USD`;
  if (input.mode === 'checkout') {
    const prepared = await prepareCheckout(ctx, {
      payer: { teamId: input.teamId, workspaceId: null },
      wallet: input.wallet,
      purpose: 'credits',
      amountCents: input.amountCents,
      description,
      actor: input.actor,
      ...(input.successUrl ? { successUrl: input.successUrl } : {}),
      ...(input.cancelUrl ? { cancelUrl: input.cancelUrl } : {}),
    });
    return inTransaction(ctx.db, (trx) => recordCheckout(trx, ctx, prepared, []));
  }
  const wallet = await ensureCustomer(ctx, input.wallet);
  const charged = await ctx.providers.payments.chargeSavedCard({
    customerId: wallet.customer_id as string,
    amountCents: input.amountCents,
    currency: 'usd',
    description,
    idempotencyKey: `direct:${input.teamId}:${input.requestKey ?? newUid()}`,
    offSession: false,
    returnUrl: input.successUrl ?? `${ctx.config.publicUrl}/billing/checkout/return`,
  });
  if (!charged.ok) {
    if (charged.error.code === 'no_saved_card')
      throw conflict(
        'No card is saved for this wallet: use payment_mode "checkout" once (it saves the card), or add one in the billing portal',
      );
    // Only a card refused is a decline; any other refusal is the provider's (`providerProblem`).
    if (!isCardDecline(charged.error)) throw providerProblem(charged.error);
    throw new ApiError('PAYMENT_DECLINED', `The card was declined: ${charged.error.message}`);
  }
  const row = await inTransaction(ctx.db, (trx) =>
    recordPayment(trx, ctx, {
      wallet,
      kind: 'direct_charge',
      purpose: 'credits',
      purposeIds: [],
      actor: input.actor,
      view: charged.payment,
    }),
  );
  return applyPayment(ctx, row.id, charged.payment);
}

/** A payment as Check payment status answers it (the real fields first). */
export function presentPayment(row: PaymentSessionRow) {
  return {
    session_id: row.provider_session_id,
    payment_status: row.status === 'paid' ? ('paid' as const) : ('unpaid' as const),
    amount: toCredits(row.amount_cents),
    currency: row.currency,
    credits_applied: row.credits_applied === 1,
    status: row.status,
    payment_mode: row.kind,
    purpose: row.purpose,
    url: row.status === 'open' || row.status === 'requires_action' ? row.url : null,
    error_message: row.last_error,
    expires_at: row.expires_at,
    paid_at: row.paid_at,
    created_at: row.created_at,
  };
}
