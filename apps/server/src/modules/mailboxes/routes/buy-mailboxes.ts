import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf, workspaceOf } from '../../../http/auth.js';
import { type Commit, IdempotentWorkspaceHeaders, idempotent } from '../../../http/idempotency.js';
import { Body, Envelope, errorResponses } from '../../../http/schemas.js';
import { FirstName, LastName, Mailbox, PlatformInput } from '../mailbox.schema.js';
import { presentMailboxes } from '../mailboxes.service.js';
import type { MailboxRow } from '../mailboxes.table.js';
import { buyMailboxes as buy } from '../purchase.service.js';

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
    { minItems: 1, maxItems: 100 },
  ),
  use_wallet_balance: Type.Optional(
    Type.Boolean({ description: 'Pay from the wallet (the only method offered; default true).' }),
  ),
});

export const BuyMailboxesResponse = Envelope({ mailboxes: Type.Array(Mailbox) });

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
          'Buys mailboxes on active domains of the workspace. Everything is checked first and every problem is listed in `details` by `mailboxes[i].<field>` (400 for bad input, 404 for a domain not in the workspace, 409 for an address that exists, a domain that is not active, full, or on another platform), and nothing is bought. Otherwise each mailbox starts in `scheduled` and is set up by itself (`mailbox.status_changed` events). Send an `Idempotency-Key` to retry safely.',
        headers: IdempotentWorkspaceHeaders,
        body: BuyMailboxesBody,
        response: { 200: BuyMailboxesResponse, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const caller = { teamId: teamOf(request).id, workspaceId: workspaceOf(request).id };
      return idempotent(
        ctx,
        request,
        reply,
        (commit: Commit<MailboxRow[]>) => buy(ctx, caller, request.body, commit),
        async (rows, db) => ({
          error: false as const,
          message: 'Mailbox scheduled to be assigned to domains successfully',
          mailboxes: await presentMailboxes(db, rows),
        }),
      );
    },
  );
}
