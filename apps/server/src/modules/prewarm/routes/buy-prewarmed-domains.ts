import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { type Commit, IdempotencyHeaders, idempotent } from '../../../http/idempotency.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { payerOf } from '../../billing/surface.js';
import { FirstName, LastName } from '../../mailboxes/surface.js';
import { OrderSchema, presentOrder } from '../../orders/surface.js';
import { type BoughtDomains, buyPrewarmed } from '../buy.service.js';
import { PREWARM_TAG } from '../prewarm.schema.js';

export const BuyPrewarmedBody = Body({
  domains: Type.Array(
    Type.Object(
      {
        domain_id: Type.Optional(Type.String({ maxLength: 64, description: 'From search.' })),
        domain_name: Type.Optional(Type.String({ maxLength: 253, description: 'Or its name.' })),
        mailboxes: Type.Optional(
          Type.Array(
            Type.Object(
              {
                username: Type.Optional(
                  Type.String({ minLength: 1, maxLength: 64, description: 'A new local part.' }),
                ),
                first_name: Type.Optional(FirstName),
                last_name: Type.Optional(LastName),
              },
              { additionalProperties: false },
            ),
            {
              maxItems: 5,
              description:
                'Changes to the domain’s mailboxes, in the order search lists them (fewer: the rest keep theirs).',
            },
          ),
        ),
      },
      { additionalProperties: false },
    ),
    { minItems: 1, maxItems: 50 },
  ),
  sequencer_uid: Type.Optional(
    Uid('Export every mailbox to this sequencer of the workspace once moved.'),
  ),
  keep_warming: Type.Optional(
    Type.Boolean({
      description:
        'true (default): warmup goes on in your workspace, included for 12 weeks. false: it stops at the purchase.',
    }),
  ),
});

export function buyPrewarmedDomains(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/prewarm/buy-domain',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'buyPrewarmedDomains',
        tags: [PREWARM_TAG],
        summary: 'Buy prewarmed mailboxes',
        description:
          'Buys domains of the prewarm inventory with all their mailboxes, priced by age tier, charged once from the wallet (402 `INSUFFICIENT_FUNDS`, nothing held, when it holds too little). A domain another order holds or bought is a 409 naming it: each is sold once. Answers 201 with the order; the domains and mailboxes then move into this workspace with their warmup history (their `domain.status_changed` and `mailbox.status_changed` events arrive then). Follow it with Get prewarm order. Send an `Idempotency-Key` to retry safely.',
        headers: IdempotencyHeaders,
        body: BuyPrewarmedBody,
        response: {
          201: Envelope({
            ...OrderSchema.properties,
            total_price: Type.Number({ description: 'USD charged (the same as `total_cost`).' }),
          }),
          ...errorResponses(402, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const caller = payerOf(request);
      reply.code(201);
      return idempotent(
        ctx,
        request,
        reply,
        (commit: Commit<BoughtDomains>) => buyPrewarmed(ctx, caller, request.body, commit),
        async ({ order, items }, db) => {
          const presented = await presentOrder(db, order, items);
          return {
            error: false as const,
            message: 'Prewarmed domains bought',
            ...presented,
            total_price: presented.total_cost,
          };
        },
      );
    },
  );
}
