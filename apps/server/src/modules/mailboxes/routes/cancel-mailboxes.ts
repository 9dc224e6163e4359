import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { invalidField } from '../../../http/errors.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { cancelMailboxes as cancel } from '../lifecycle.service.js';
import { Mailbox } from '../mailbox.schema.js';
import { presentMailboxes } from '../mailboxes.service.js';

export const CancelMailboxesBody = Body({
  uids: Type.Optional(Type.Array(Uid(), { maxItems: 100, description: 'Mailboxes to cancel.' })),
  domain_uids: Type.Optional(
    Type.Array(Uid(), {
      maxItems: 100,
      description: 'Cancel every cancellable mailbox of these domains too.',
    }),
  ),
});

export const CancelMailboxesResponse = Envelope({
  mailboxes: Type.Array(Mailbox, {
    description: 'Every mailbox named or cancelled, in its state now (`status`, `cancel_at`).',
  }),
});

export function cancelMailboxes(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/mailboxes/cancel',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'cancelMailboxes',
        tags: ['Mailboxes'],
        summary: 'Cancel mailboxes',
        description:
          'Schedules mailboxes for cancellation (`scheduled_for_cancellation`). A mailbox with a paid period left is cancelled at its end (`cancel_at`, its `renewal_date`); others at once. Uncancel takes it back until then. Active, inactive, suspended, failed and renewal-failed mailboxes can be cancelled; one being set up is a 409, and nothing is cancelled. Cancelling is idempotent: a mailbox already scheduled for cancellation (or cancelled, archived, deleted) is left as it is, and every mailbox is answered in its current state.',
        body: CancelMailboxesBody,
        response: { 200: CancelMailboxesResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const { uids = [], domain_uids = [] } = request.body;
      if (uids.length === 0 && domain_uids.length === 0) {
        throw invalidField('uids', 'is required (or domain_uids)');
      }
      const rows = await cancel(ctx.db, ctx, workspaceOf(request).id, {
        uids,
        domainUids: domain_uids,
      });
      return {
        error: false as const,
        message: 'Mailbox scheduled for cancellation',
        mailboxes: await presentMailboxes(ctx.db, rows),
      };
    },
  );
}
