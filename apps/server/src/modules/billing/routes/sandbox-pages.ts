import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { SANDBOX_PAGE_HEADERS } from '../../../http/html-page.js';
import { findPaymentByProviderId } from '../payments.repository.js';
import { applyPayment, settlePayment } from '../payments.service.js';
import { checkoutPage, messagePage, portalPage, returnPage } from '../sandbox-page.js';

const IdParams = Type.Object({ id: Type.String({ maxLength: 100 }) });
const DecisionBody = Type.Object(
  { decision: Type.Enum(['pay', 'decline', 'authenticate', 'fail']) },
  { additionalProperties: false },
);
const CardBody = Type.Object(
  { card: Type.Enum(['save', 'remove']) },
  { additionalProperties: false },
);
const ReturnQuery = Type.Object({ session_id: Type.Optional(Type.String({ maxLength: 255 })) });

/**
 * The payment simulator's pages, served while payments go through the simulator: the checkout
 * page (`/sandbox/checkout/<id>`: Pay / Decline, then Authenticate / Fail for a second step) and
 * the billing portal (`/sandbox/billing-portal/<customer>`: save or remove the sandbox card). A
 * script answers with `POST decision=pay` (form or JSON). Answering applies the payment at once,
 * as the provider's webhook would. `/billing/checkout/return` is where a checkout sends the payer
 * back (Stripe's too): it shows the payment as it now stands. The unguessable id in the URL is
 * the capability, as in a real checkout link; none of these is an API operation.
 */
export function sandboxPages(app: App, ctx: AppContext): void {
  app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<TypeBoxTypeProvider>();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const publicPage = { config: { scope: 'public' as const } };

    scope.get(
      '/billing/checkout/return',
      { ...publicPage, schema: { hide: true, querystring: ReturnQuery } },
      async (request, reply) => {
        reply.headers(SANDBOX_PAGE_HEADERS);
        const row = request.query.session_id
          ? await findPaymentByProviderId(ctx.db, request.query.session_id)
          : undefined;
        if (!row)
          return reply
            .code(404)
            .send(messagePage('Payment not found', 'This link names no payment.'));
        return reply.send(returnPage(await settlePayment(ctx, row.id)));
      },
    );

    const sandbox = ctx.providers.payments.sandbox;
    if (!sandbox) return;

    scope.get(
      '/sandbox/checkout/:id',
      { ...publicPage, schema: { hide: true, params: IdParams } },
      async (request, reply) => {
        reply.headers(SANDBOX_PAGE_HEADERS);
        const seen = await ctx.providers.payments.getPayment(request.params.id);
        if (!seen.ok)
          return reply
            .code(404)
            .send(messagePage('Checkout not found', 'This link names no payment.'));
        return reply.send(checkoutPage(seen.payment));
      },
    );

    scope.post(
      '/sandbox/checkout/:id',
      { ...publicPage, schema: { hide: true, params: IdParams, body: DecisionBody } },
      async (request, reply) => {
        reply.headers(SANDBOX_PAGE_HEADERS);
        const answered = await sandbox.answer(request.params.id, request.body.decision);
        if (!answered.ok) {
          const code = answered.error.code === 'payment_not_found' ? 404 : 410;
          return reply
            .code(code)
            .send(messagePage('This payment cannot be answered', answered.error.message));
        }
        const row = await findPaymentByProviderId(ctx.db, request.params.id);
        const applied = row ? await applyPayment(ctx, row.id, answered.payment) : null;
        const state = answered.payment.state;
        if (applied && (state === 'paid' || state === 'processing'))
          return reply
            .code(303)
            .header(
              'location',
              `${ctx.config.publicUrl}/billing/checkout/return?session_id=${encodeURIComponent(request.params.id)}`,
            )
            .send('');
        return reply.send(checkoutPage(answered.payment));
      },
    );

    scope.get(
      '/sandbox/billing-portal/:id',
      { ...publicPage, schema: { hide: true, params: IdParams } },
      async (request, reply) => {
        reply.headers(SANDBOX_PAGE_HEADERS);
        const card = await ctx.providers.payments.getSavedCard(request.params.id);
        if (!card.ok)
          return reply
            .code(404)
            .send(messagePage('Portal not found', 'This link names no customer.'));
        return reply.send(portalPage(card.card?.label ?? null));
      },
    );

    scope.post(
      '/sandbox/billing-portal/:id',
      { ...publicPage, schema: { hide: true, params: IdParams, body: CardBody } },
      async (request, reply) => {
        reply.headers(SANDBOX_PAGE_HEADERS);
        const done = await sandbox.setCard(request.params.id, request.body.card === 'save');
        if (!done.ok)
          return reply
            .code(404)
            .send(messagePage('Portal not found', 'This link names no customer.'));
        const card = await ctx.providers.payments.getSavedCard(request.params.id);
        return reply.send(portalPage(card.ok ? (card.card?.label ?? null) : null));
      },
    );
  });
}
