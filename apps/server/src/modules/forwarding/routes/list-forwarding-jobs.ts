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
  uids: Type.Optional(
    Type.Array(UidFilter('mailbox'), {
      maxItems: 100,
      description:
        'Only jobs of these mailboxes (with `mailbox_uid`, of any of them); [] filters nothing.',
    }),
  ),
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
          'The workspace’s forwarding jobs, newest first (by creation; ties in creation order), filtered by mailbox (`mailbox_uid`, or several in `uids`), status and action. Page style: `pagination: {page, limit, total, pages}`, `pages` = ceil(total / limit).',
        body: ListForwardingJobsBody,
        response: { 200: ListForwardingJobsResponse },
      },
    },
    async (request) => {
      const { page = 1, limit = 10, mailbox_uid, uids = [], status, action } = request.body;
      const also = mailbox_uid !== undefined ? [mailbox_uid] : [];
      const mailboxes = uids.length > 0 ? { mailboxUids: [...uids, ...also] } : {};
      const { rows, total } = await list(
        ctx.db,
        {
          workspaceId: workspaceOf(request).id,
          ...(mailbox_uid !== undefined && uids.length === 0 ? { mailboxUid: mailbox_uid } : {}),
          ...mailboxes,
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
