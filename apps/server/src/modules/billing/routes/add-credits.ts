import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf, viewerOf } from '../../../http/auth.js';
import { type Commit, IdempotencyHeaders, idempotent } from '../../../http/idempotency.js';
import { Body, Envelope, errorResponses } from '../../../http/schemas.js';
import { wholeCents } from '../../../lib/cents.js';
import { actorOf } from '../actor.js';
import { CreditAmount, PaymentFields, WalletFields, WorkspaceUidField } from '../billing.schema.js';
import {
  addCredits as add,
  presentPayment,
  presentWallet,
  walletOfRequest,
} from '../billing.service.js';
import type { PaymentSessionRow } from '../billing.table.js';
import { findWalletById } from '../wallets.repository.js';

const ReturnUrl = (what: string) =>
  Type.String({
    maxLength: 2048,
    pattern: '^https?://',
    description: `Where the payer lands ${what}.`,
  });

export const AddCreditsBody = Body({
  amount: CreditAmount('Credits to add (1 credit = 1 USD), 0.50 to 100,000.'),
  payment_mode: Type.Optional(
    Type.Enum(['checkout', 'direct_charge'], {
      description:
        '`checkout` (default): answer with a checkout `url` and `session_id`; the credits land once it is paid (poll Check payment status). `direct_charge`: charge the saved card now; the credits are applied in this answer.',
    }),
  ),
  workspace_uid: Type.Optional(WorkspaceUidField),
  success_url: Type.Optional(ReturnUrl('after paying (checkout)')),
  cancel_url: Type.Optional(ReturnUrl('after giving up (checkout)')),
});

export const AddCreditsResponse = Envelope({
  ...PaymentFields,
  wallet: Type.Object(WalletFields),
});

export function addCredits(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/billing/wallet/add-credits',
    {
      config: { scope: 'team', permission: 'billing' },
      schema: {
        operationId: 'addCredits',
        tags: ['Billing'],
        summary: 'Add credits to wallet',
        description:
          'Buys credits by checkout page or by charging the saved card (`payment_mode`). A declined direct charge is a 402 `PAYMENT_DECLINED`; no saved card a 409. Send an `Idempotency-Key` to retry safely. Needs no X-Workspace-Id.',
        headers: IdempotencyHeaders,
        body: AddCreditsBody,
        response: { 200: AddCreditsResponse, ...errorResponses(402, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      const team = teamOf(request);
      const body = request.body;
      return idempotent(
        ctx,
        request,
        reply,
        async (commit: Commit<PaymentSessionRow>) => {
          const wallet = await walletOfRequest(ctx.db, viewerOf(request), body.workspace_uid);
          const payment = await add(ctx, {
            wallet,
            teamId: team.id,
            amountCents: wholeCents(body.amount) as number,
            mode: body.payment_mode ?? 'checkout',
            actor: actorOf(request),
            ...(body.success_url ? { successUrl: body.success_url } : {}),
            ...(body.cancel_url ? { cancelUrl: body.cancel_url } : {}),
            ...(typeof request.headers['idempotency-key'] === 'string'
              ? { requestKey: request.headers['idempotency-key'] }
              : {}),
          });
          // The payment is recorded; the key is stored with its answer.
          return commit(async () => payment);
        },
        async (payment: PaymentSessionRow, db) => ({
          error: false as const,
          message:
            payment.credits_applied === 1
              ? 'Credits added to the wallet'
              : payment.kind === 'checkout'
                ? 'Payment session created'
                : `Payment ${payment.status}`,
          ...presentPayment(payment),
          wallet: await presentWallet(db, (await findWalletById(db, payment.wallet_id))!),
        }),
      );
    },
  );
}
