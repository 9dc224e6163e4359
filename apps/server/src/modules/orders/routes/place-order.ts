import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { type Commit, IdempotencyHeaders, idempotent } from '../../../http/idempotency.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { PartialContactDetailsSchema } from '../../accounts/surface.js';
import { checkoutFields, payerOf } from '../../billing/surface.js';
import { presentOrder } from '../order.present.js';
import { OrderDomainInput, OrderSchema } from '../order.schema.js';
import { type PlacedOrder, placeOrder as place } from '../place-order.service.js';

export const PlaceOrderBody = Body({
  domains: Type.Array(OrderDomainInput, { minItems: 1, maxItems: 50 }),
  contact_details: Type.Optional(PartialContactDetailsSchema),
  sequencer_uid: Type.Optional(
    Uid('Export every mailbox of the order to this sequencer of the workspace once it is active.'),
  ),
  use_wallet_balance: Type.Optional(
    Type.Boolean({
      description:
        'true (default): charge the wallet now. false: answer with a checkout `url` and `session_id`; the order waits (`payment_status` `awaiting_payment`) until paid, declined or expired.',
    }),
  ),
});

export const PlaceOrderResponse = Envelope({
  ...OrderSchema.properties,
  url: Type.Optional(Type.String({ description: 'The checkout page (checkout only).' })),
  session_id: Type.Optional(Type.String({ description: 'Check payment status with it.' })),
});

export function placeOrder(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/orders',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'placeOrder',
        tags: ['Order'],
        summary: 'Place order',
        description:
          'One request for domains (registered or connected) with up to 5 mailboxes each and an optional sequencer export, charged once for the whole from the wallet (402 `INSUFFICIENT_FUNDS`, nothing written, when it holds too little) or paid by checkout. Each registered domain’s registrant is its own `contact_details`, then the order’s, with whatever both leave out taken from the account’s registrant contact (as Register domains). Bad input is a 400 naming the field. A domain that cannot be had (taken, banned, not sold, already yours) is refused and costs nothing (`refused`); an order whose every domain is refused is a 409. The order then runs by itself: see Get order for each domain’s and mailbox’s progress. Answers 201. Send an `Idempotency-Key` to retry safely.',
        headers: IdempotencyHeaders,
        body: PlaceOrderBody,
        response: { 201: PlaceOrderResponse, ...errorResponses(402, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      const caller = payerOf(request);
      reply.code(201);
      return idempotent(
        ctx,
        request,
        reply,
        (commit: Commit<PlacedOrder>) => place(ctx, caller, request.body, commit),
        async ({ order, items, payment }, db) => ({
          error: false as const,
          message: payment
            ? 'Payment session created; the order starts once it is paid'
            : 'Order placed',
          ...(await presentOrder(db, order, items)),
          ...checkoutFields(payment),
        }),
      );
    },
  );
}
