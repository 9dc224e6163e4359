import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, errorResponses } from '../../../http/schemas.js';
import { MailboxUids } from '../../mailboxes/surface.js';
import { createForwardingJobs } from '../forwarding.service.js';
import { toForwardingJobResponse } from '../forwarding-job.present.js';
import { ForwardingEmail, ForwardingJobsResponse } from './setup-mailbox-forwarding.js';

export const UpdateMailboxForwardingBody = Body({
  uids: MailboxUids('Mailboxes whose forwarding changes (uids from List mailboxes).'),
  forwarding_email: ForwardingEmail,
});

export function updateMailboxForwarding(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/mailboxes/forwarding/update',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'updateMailboxForwarding',
        tags: ['Mailbox forwarding'],
        summary: 'Update email forwarding',
        description:
          'Changes where active mailboxes forward their mail: one forwarding job per mailbox, action `update`. A mailbox that does not forward (and will not, once its open jobs have run) is a 409: use Setup. All or nothing.',
        body: UpdateMailboxForwardingBody,
        response: { 200: ForwardingJobsResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const { uids, forwarding_email } = request.body;
      const jobs = await createForwardingJobs(ctx, workspaceOf(request).id, 'update', {
        uids,
        forwardingEmail: forwarding_email,
      });
      return {
        error: false as const,
        message: 'Forwarding update scheduled',
        jobs: jobs.map(toForwardingJobResponse),
      };
    },
  );
}
