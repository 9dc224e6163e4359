import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { uncancelMailboxes as uncancel } from '../lifecycle.service.js';
import { MailboxStatusSchema, MailboxUids } from '../mailbox.schema.js';

export const UncancelMailboxesBody = Body({ uids: MailboxUids('Mailboxes to keep.') });

export const UncancelMailboxesResponse = Envelope({
  results: Type.Object({
    success: Type.Array(Type.Object({ uid: Uid(), status: MailboxStatusSchema })),
    failed: Type.Array(Type.Object({ uid: Uid(), error: Type.String() })),
  }),
});

export function uncancelMailboxes(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/mailboxes/uncancel',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'uncancelMailboxes',
        tags: ['Mailboxes'],
        summary: 'Uncancel mailboxes',
        description:
          'Takes back scheduled cancellations before they take effect: each mailbox returns to the status it had. Answered per mailbox, as the real service does: `failed` lists those not scheduled for cancellation or whose `cancel_at` has passed.',
        body: UncancelMailboxesBody,
        response: { 200: UncancelMailboxesResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const results = await uncancel(ctx.db, ctx, workspaceOf(request).id, request.body.uids);
      return {
        error: false as const,
        message: `${results.success.length} mailbox(es) uncancelled, ${results.failed.length} not`,
        results,
      };
    },
  );
}
