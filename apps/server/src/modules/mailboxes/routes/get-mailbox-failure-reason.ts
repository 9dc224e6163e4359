import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Envelope, errorResponses, Nullable, Uid } from '../../../http/schemas.js';
import { getFailureReason } from '../access.service.js';
import { MailboxStatusSchema, MailboxUidQuery } from '../mailbox.schema.js';

export const GetMailboxFailureReasonResponse = Envelope({
  uid: Uid(),
  status: MailboxStatusSchema,
  failed_step: Nullable(MailboxStatusSchema),
  code: Type.String({
    description: 'Short stable code (`account_refused`, `deadline_passed` ...); empty when none.',
  }),
  reason: Type.String({
    description: 'For people; empty when the mailbox is not failed, suspended, disabled or ended.',
  }),
});

export function getMailboxFailureReason(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/mailboxes/failure-reason',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getMailboxFailureReason',
        tags: ['Mailboxes'],
        summary: 'Get failure reason',
        description:
          'Why a mailbox failed: the step it failed at (`failed_step`, its `previous_status`), a code and the reason. Also explains suspended, inactive and renewal-failed mailboxes.',
        querystring: MailboxUidQuery,
        response: { 200: GetMailboxFailureReasonResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const found = await getFailureReason(ctx.db, workspaceOf(request).id, request.query.uid);
      return {
        error: false as const,
        message: found.reason ? 'Failure reason retrieved' : 'The mailbox has no failure',
        uid: found.mailbox.uid,
        status: found.mailbox.status,
        failed_step: found.failed_step,
        code: found.code,
        reason: found.reason,
      };
    },
  );
}
