import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import {
  Limit,
  Page,
  PagePagination,
  pageOffset,
  pagePagination,
} from '../../../http/pagination.js';
import { Body, Envelope, UidFilter } from '../../../http/schemas.js';
import { listForwardingJobs as list } from '../forwarding.service.js';
import { toForwardingJobResponse } from '../forwarding-job.present.js';
import {
  ForwardingActionSchema,
  ForwardingJob,
  ForwardingJobStatusSchema,
} from '../forwarding-job.schema.js';

export const ListForwardingJobsBody = Body({
  page: Type.Optional(Page),
  limit: Type.Optional(Limit),
  mailbox_uid: Type.Optional(UidFilter('mailbox')),
  status: Type.Optional(ForwardingJobStatusSchema),
  action: Type.Optional(ForwardingActionSchema),
});

export const ListForwardingJobsResponse = Envelope({
  jobs: Type.Array(ForwardingJob),
  pagination: PagePagination,
});

export function listForwardingJobs(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/mailboxes/forwarding/jobs',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'listForwardingJobs',
        'x-idempotent': true,
        tags: ['Mailbox forwarding'],
        summary: 'List forwarding jobs',
        description:
          'The workspace’s forwarding jobs, newest first (by creation; ties in creation order), filtered by mailbox, status and action. Page style: `pagination: {page, limit, total, pages}`, `pages` = ceil(total / limit).',
        body: ListForwardingJobsBody,
        response: { 200: ListForwardingJobsResponse },
      },
    },
    async (request) => {
      const { page = 1, limit = 10, mailbox_uid, status, action } = request.body;
      const { rows, total } = await list(
        ctx.db,
        {
          workspaceId: workspaceOf(request).id,
          ...(mailbox_uid !== undefined ? { mailboxUid: mailbox_uid } : {}),
          ...(status ? { status } : {}),
          ...(action ? { action } : {}),
        },
        pageOffset(page, limit),
        limit,
      );
      return {
        error: false as const,
        message: 'Forwarding jobs retrieved successfully',
        jobs: rows.map(toForwardingJobResponse),
        pagination: pagePagination(page, limit, total),
      };
    },
  );
}
