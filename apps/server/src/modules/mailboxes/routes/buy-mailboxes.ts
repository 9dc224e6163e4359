import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { type Commit, IdempotencyHeaders, idempotent } from '../../../http/idempotency.js';
import { Body, Envelope, errorResponses } from '../../../http/schemas.js';
import { checkoutFields, payerOf, toCredits } from '../../billing/surface.js';
import { FirstName, LastName, Mailbox, PlatformInput } from '../mailbox.schema.js';
import { presentMailboxes } from '../mailboxes.service.js';
import { buyMailboxes as buy, type Purchase } from '../purchase.service.js';

/**
 * The most mailboxes one Buy mailboxes call takes: a CSV import's whole file (the web app's import
 * takes 5,000 rows), so one file is one purchase, all bought or none.
 */
export const BUY_MAX_ROWS = 5_000;

export const BuyMailboxesBody = Body({
  mailboxes: Type.Array(
    Type.Object(
      {
        first_name: FirstName,
        last_name: LastName,
        username: Type.String({ minLength: 1, maxLength: 64, description: 'Local part.' }),
        platform: PlatformInput,
        domain_name: Type.String({
          maxLength: 253,
          description: 'An active domain of the workspace.',
        }),
        profile_picture: Type.Optional(
          Type.String({ maxLength: 2048, description: 'http(s) URL.' }),
        ),
      },
      { additionalProperties: false },
    ),
    { minItems: 1, maxItems: BUY_MAX_ROWS },
  ),
  use_wallet_balance: Type.Optional(
    Type.Boolean({
      description:
        'true (default): pay the first month from the wallet (402 `INSUFFICIENT_FUNDS`, "Insufficient wallet balance to purchase mailboxes", when it holds too little). false: answer with a checkout `url` and `session_id`; the mailboxes wait in `scheduled` until it is paid (then set up) or expires (`cancelled`).',
    }),
  ),
});

export const BuyMailboxesResponse = Envelope({
  mailboxes: Type.Array(Mailbox),
  payment_type: Type.Optional(
    Type.Enum(['wallet', 'checkout'], {
      description: '`wallet`: paid from the wallet; `checkout`: pay at `url`.',
    }),
  ),
  total_cost: Type.Optional(
    Type.Number({ description: 'USD: the first month of every mailbox bought.' }),
  ),
  url: Type.Optional(Type.String({ description: 'The checkout page (checkout only).' })),
  session_id: Type.Optional(
    Type.String({ description: 'Poll Check payment status with it (checkout only).' }),
  ),
});

export function buyMailboxes(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/mailboxes/buy',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'buyMailboxes',
        tags: ['Mailboxes'],
        summary: 'Buy mailboxes',
        description:
          'Buys mailboxes (up to 5,000 in one call) on active domains of the workspace. Everything is checked first and every problem is listed in `details` by `mailboxes[i].<field>` (400 for bad input, 404 for a domain not in the workspace, 409 for an address that exists, a domain that is not active, full, or on another platform), and nothing is bought; a wallet holding less than the first month of them all is a 402 (`INSUFFICIENT_FUNDS`), nothing bought. Otherwise each mailbox starts in `scheduled` and is set up by itself (`mailbox.status_changed` events). Send an `Idempotency-Key` to retry safely.',
        headers: IdempotencyHeaders,
        body: BuyMailboxesBody,
        response: { 200: BuyMailboxesResponse, ...errorResponses(402, 404, 409) },
      },
    },
    async (request, reply) => {
      const caller = payerOf(request);
      return idempotent(
        ctx,
        request,
        reply,
        (commit: Commit<Purchase>) => buy(ctx, caller, request.body, commit),
        async ({ mailboxes, payment }, db) => ({
          error: false as const,
          message: payment
            ? 'Payment session created; the mailboxes are set up once it is paid'
            : 'Mailbox scheduled to be assigned to domains successfully',
          mailboxes: await presentMailboxes(db, mailboxes),
          payment_type: payment ? ('checkout' as const) : ('wallet' as const),
          total_cost: toCredits(mailboxes.reduce((sum, m) => sum + (m.charge_cents ?? 0), 0)),
          ...checkoutFields(payment),
        }),
      );
    },
  );
}
