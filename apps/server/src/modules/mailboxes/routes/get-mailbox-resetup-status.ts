import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Envelope, errorResponses, Nullable, Timestamp, Uid } from '../../../http/schemas.js';
import { getResetupStatus } from '../access.service.js';
import { MailboxStatusSchema, MailboxUidQuery } from '../mailbox.schema.js';

export const GetMailboxResetupStatusResponse = Envelope({
  uid: Uid(),
  status: MailboxStatusSchema,
  resetup_status: Type.Enum(['none', 'in_progress', 'completed', 'failed'], {
    description:
      'How the latest resetup went: none yet, running, the mailbox went active, or it failed again.',
  }),
  resetup_count: Type.Integer(),
  last_resetup_at: Nullable(Timestamp()),
  status_reason: Type.String(),
});

export function getMailboxResetupStatus(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/mailboxes/resetup/status',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getMailboxResetupStatus',
        tags: ['Mailboxes'],
        summary: 'Get resetup status',
        description: 'Where the latest resetup of a mailbox stands.',
        querystring: MailboxUidQuery,
        response: { 200: GetMailboxResetupStatusResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const m = await getResetupStatus(ctx.db, workspaceOf(request).id, request.query.uid);
      return {
        error: false as const,
        message: 'Resetup status retrieved',
        uid: m.uid,
        status: m.status,
        resetup_status: m.resetup_status,
        resetup_count: m.resetup_count,
        last_resetup_at: m.last_resetup_at,
        status_reason: m.status_reason,
      };
    },
  );
}
