import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { Body, Envelope, errorResponses } from '../../../http/schemas.js';
import { payerOf } from '../../billing/surface.js';
import { resetupMailboxes as resetup } from '../lifecycle.service.js';
import { Mailbox, MailboxUids } from '../mailbox.schema.js';
import { presentMailboxes } from '../mailboxes.service.js';

export const ResetupMailboxesBody = Body({
  uids: MailboxUids('Failed mailboxes to set up again.'),
});

export const ResetupMailboxesResponse = Envelope({ mailboxes: Type.Array(Mailbox) });

export function resetupMailboxes(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/mailboxes/resetup',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'resetupMailboxes',
        tags: ['Mailboxes'],
        summary: 'Resetup mailboxes',
        description:
          'Sets failed mailboxes up again from the start of their platform’s path (`failed` -> `pending`). Any mailbox not failed is a 409 and nothing starts. A failed setup was refunded, so each resetup is charged its first month again (402 `INSUFFICIENT_FUNDS`, nothing started, when the wallet holds too little). Get resetup status follows each one.',
        body: ResetupMailboxesBody,
        response: { 200: ResetupMailboxesResponse, ...errorResponses(402, 404, 409) },
      },
    },
    async (request) => {
      const caller = payerOf(request);
      const rows = await resetup(ctx.db, ctx, caller, request.body.uids);
      return {
        error: false as const,
        message: 'Resetup started',
        mailboxes: await presentMailboxes(ctx.db, rows),
      };
    },
  );
}
