import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses } from '../../../http/schemas.js';
import { MailboxUids } from '../../mailboxes/surface.js';
import { createForwardingJobs } from '../forwarding.service.js';
import { toForwardingJobResponse } from '../forwarding-job.present.js';
import { ForwardingJob } from '../forwarding-job.schema.js';

export const ForwardingEmail = Type.String({
  maxLength: 254,
  description: 'The address to forward incoming mail to.',
});

export const SetupMailboxForwardingBody = Body({
  uids: MailboxUids('Mailboxes to forward (uids from List mailboxes).'),
  forwarding_email: ForwardingEmail,
});

export const ForwardingJobsResponse = Envelope({ jobs: Type.Array(ForwardingJob) });

export function setupMailboxForwarding(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/mailboxes/forwarding/setup',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'setupMailboxForwarding',
        tags: ['Mailbox forwarding'],
        summary: 'Setup email forwarding',
        description:
          'Forwards the incoming mail of active mailboxes to `forwarding_email`: one forwarding job per mailbox, action `enable`, carried out by a worker (follow it with List forwarding jobs; Get mailbox details shows `forwarding_email` once it completes). A mailbox that forwards already (or will, once its open jobs have run) is a 409: use Update. All or nothing.',
        body: SetupMailboxForwardingBody,
        response: { 200: ForwardingJobsResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const { uids, forwarding_email } = request.body;
      const jobs = await createForwardingJobs(ctx, workspaceOf(request).id, 'enable', {
        uids,
        forwardingEmail: forwarding_email,
      });
      return {
        error: false as const,
        message: 'Forwarding setup scheduled',
        jobs: jobs.map(toForwardingJobResponse),
      };
    },
  );
}
