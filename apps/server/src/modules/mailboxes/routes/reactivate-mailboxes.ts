import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, errorResponses } from '../../../http/schemas.js';
import { reactivateMailboxes as reactivate } from '../lifecycle.service.js';
import { MailboxUids } from '../mailbox.schema.js';
import { presentMailboxes } from '../mailboxes.service.js';
import { ResetupMailboxesResponse } from './resetup-mailboxes.js';

export const ReactivateMailboxesBody = Body({
  uids: MailboxUids('Suspended or inactive MICROSOFT / AZURE mailboxes.'),
});

export function reactivateMailboxes(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/mailboxes/reactivate',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'reactivateMailboxes',
        tags: ['Mailboxes'],
        summary: 'Reactivate mailboxes (Microsoft 365 / Azure)',
        description:
          'Restores the licence and sign-in of suspended or inactive MICROSOFT / AZURE mailboxes: `processing`, `finalizing_setup`, then `active`. Another platform is a 400 naming `uids[i]`; another status a 409; nothing starts unless all can.',
        body: ReactivateMailboxesBody,
        response: { 200: ResetupMailboxesResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const rows = await reactivate(ctx.db, ctx, workspaceOf(request).id, request.body.uids);
      return {
        error: false as const,
        message: 'Reactivation started',
        mailboxes: await presentMailboxes(ctx.db, rows),
      };
    },
  );
}
