import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { type Commit, IdempotencyHeaders, idempotent } from '../../../http/idempotency.js';
import { Body, errorResponses } from '../../../http/schemas.js';
import { payerOf } from '../../billing/surface.js';
import { MailboxUids } from '../mailbox.schema.js';
import { presentMailboxes } from '../mailboxes.service.js';
import type { MailboxRow } from '../mailboxes.table.js';
import { repurchaseMailboxes as repurchase } from '../purchase.service.js';
import { BuyMailboxesResponse } from './buy-mailboxes.js';

export const RepurchaseMailboxesBody = Body({
  uids: MailboxUids('Cancelled or archived MICROSOFT / AZURE mailboxes.'),
});

export function repurchaseMailboxes(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/mailboxes/repurchase',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'repurchaseMailboxes',
        tags: ['Mailboxes'],
        summary: 'Re-purchase mailboxes for reactivation',
        description:
          'Buys cancelled or archived MICROSOFT / AZURE mailboxes again, with their address and credentials: each takes a slot of its domain again and goes `scheduled`, then through its platform’s setup; its first month is charged from the wallet (402 `INSUFFICIENT_FUNDS`, nothing bought, when it holds too little). A taken address or a full domain is a 409, another platform a 400; nothing is bought unless all can be. Send an `Idempotency-Key` to retry safely.',
        headers: IdempotencyHeaders,
        body: RepurchaseMailboxesBody,
        response: { 200: BuyMailboxesResponse, ...errorResponses(402, 404, 409) },
      },
    },
    async (request, reply) => {
      const caller = payerOf(request);
      return idempotent(
        ctx,
        request,
        reply,
        (commit: Commit<MailboxRow[]>) => repurchase(ctx, caller, request.body.uids, commit),
        async (rows, db) => ({
          error: false as const,
          message: 'Mailboxes re-purchased; reactivation has started',
          mailboxes: await presentMailboxes(db, rows),
        }),
      );
    },
  );
}
