import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, errorResponses } from '../../../http/schemas.js';
import { MailboxUids } from '../../mailboxes/surface.js';
import { createForwardingJobs } from '../forwarding.service.js';
import { toForwardingJobResponse } from '../forwarding-job.present.js';
import { ForwardingJobsResponse } from './setup-mailbox-forwarding.js';

export const RemoveMailboxForwardingBody = Body({
  uids: MailboxUids('Mailboxes that stop forwarding (uids from List mailboxes).'),
});

export function removeMailboxForwarding(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/mailboxes/forwarding/remove',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'removeMailboxForwarding',
        tags: ['Mailbox forwarding'],
        summary: 'Remove email forwarding',
        description:
          'Stops active mailboxes forwarding their mail: one forwarding job per mailbox, action `disable` (its `forwarding_email` is the address being removed). A mailbox that does not forward (and will not, once its open jobs have run) is a 409. All or nothing.',
        body: RemoveMailboxForwardingBody,
        response: { 200: ForwardingJobsResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const jobs = await createForwardingJobs(ctx, workspaceOf(request).id, 'disable', {
        uids: request.body.uids,
      });
      return {
        error: false as const,
        message: 'Forwarding removal scheduled',
        jobs: jobs.map(toForwardingJobResponse),
      };
    },
  );
}
