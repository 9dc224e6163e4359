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
import { Body, Envelope, errorResponses, Nullable, Uid } from '../../../http/schemas.js';
import { emailOf } from '../mailbox.present.js';
import { MailboxStatusSchema } from '../mailbox.schema.js';
import { checkMailboxStatus as check } from '../mailboxes.service.js';

export const CheckMailboxStatusBody = Body({
  uids: Type.Optional(Type.Array(Uid(), { maxItems: 100, description: 'Mailboxes to report on.' })),
  domain_uids: Type.Optional(
    Type.Array(Uid(), {
      maxItems: 100,
      description: 'Report on every mailbox of these domains too.',
    }),
  ),
  page: Type.Optional(Page),
  limit: Type.Optional(Limit),
});

export const CheckMailboxStatusResponse = Envelope({
  mailboxes: Type.Array(
    Type.Object({
      uid: Uid(),
      email: Type.String(),
      platform: Type.String(),
      status: MailboxStatusSchema,
      previous_status: Nullable(MailboxStatusSchema),
      status_reason: Type.String(),
      updated_at: Type.String({ format: 'date-time' }),
    }),
  ),
  pagination: PagePagination,
});

export function checkMailboxStatus(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/mailboxes/status',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'checkMailboxStatus',
        'x-idempotent': true,
        tags: ['Mailboxes'],
        summary: 'Check mailbox status',
        description:
          'Where each mailbox stands: those named by `uids` and every mailbox of the domains named by `domain_uids` (one of the two is required), newest first.',
        body: CheckMailboxStatusBody,
        response: { 200: CheckMailboxStatusResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { uids = [], domain_uids = [], page = 1, limit = 10 } = request.body;
      const { rows, total } = await check(
        ctx.db,
        workspaceOf(request).id,
        { uids, domainUids: domain_uids },
        pageOffset(page, limit),
        limit,
      );
      return {
        error: false as const,
        message: 'Mailbox status retrieved successfully',
        mailboxes: rows.map((m) => ({
          uid: m.uid,
          email: emailOf(m),
          platform: m.platform,
          status: m.status,
          previous_status: m.previous_status,
          status_reason: m.status_reason,
          updated_at: m.updated_at,
        })),
        pagination: pagePagination(page, limit, total),
      };
    },
  );
}
