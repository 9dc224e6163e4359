import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Envelope, errorResponses } from '../../../http/schemas.js';
import { Mailbox, MailboxUidQuery } from '../mailbox.schema.js';
import { getMailbox as get, presentMailboxes } from '../mailboxes.service.js';

/** The mailbox in `mailbox`, and its fields at the top level too (where the real clients read them). */
export const GetMailboxResponse = Envelope({ mailbox: Mailbox, ...Mailbox.properties });

export function getMailbox(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/mailboxes/details',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getMailbox',
        tags: ['Mailboxes'],
        summary: 'Get mailbox details',
        description:
          'One mailbox of the workspace, by uid, in `mailbox` and with the same fields at the top level of the body. Never carries credentials (see Show mailbox credentials).',
        querystring: MailboxUidQuery,
        response: { 200: GetMailboxResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await get(ctx.db, workspaceOf(request).id, request.query.uid);
      const [mailbox] = await presentMailboxes(ctx.db, [row]);
      return {
        error: false as const,
        message: 'Mailbox retrieved successfully',
        ...mailbox!,
        mailbox: mailbox!,
      };
    },
  );
}
