import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Limit, Page, PageListFields, pageList, pageOffset } from '../../../http/pagination.js';
import { Body, Envelope, errorResponses, Nullable, Uid } from '../../../http/schemas.js';
import { Domain } from '../../domains/surface.js';
import { MailboxStatusSchema } from '../mailbox.schema.js';
import { checkMailboxStatus as check } from '../mailboxes.service.js';

export const CheckMailboxStatusBody = Body({
  uids: Type.Optional(Type.Array(Uid(), { maxItems: 100, description: 'Mailboxes to report on.' })),
  domain_uids: Type.Optional(
    Type.Array(Uid(), {
      maxItems: 100,
      description:
        'Report on every mailbox of these domains too, and on the domains themselves (`domains`).',
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
      username: Type.String(),
      first_name: Type.String(),
      last_name: Type.String(),
      platform: Type.String(),
      status: MailboxStatusSchema,
      previous_status: Nullable(MailboxStatusSchema),
      status_reason: Type.String(),
      domain_uid: Type.String(),
      domain_name: Type.String(),
      domain_id: Type.String({ description: 'Internal identifier of its domain.' }),
      workspace_id: Type.String({ description: 'Internal identifier of its workspace.' }),
      workspace_uid: Uid('Its workspace (the X-Workspace-Id).'),
      updated_at: Type.String({ format: 'date-time' }),
    }),
  ),
  domains: Type.Array(Domain, {
    description: 'The domains named by `domain_uids`, in that order ([] when none were named).',
  }),
  ...PageListFields,
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
          'Where each mailbox stands: those named by `uids` and every mailbox of the domains named by `domain_uids` (one of the two is required), newest first; and the named domains themselves in `domains` (a receiver re-reads a domain this way after a `domain.status_changed`).',
        body: CheckMailboxStatusBody,
        response: { 200: CheckMailboxStatusResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { uids = [], domain_uids = [], page = 1, limit = 10 } = request.body;
      const workspace = workspaceOf(request);
      const { mailboxes, total, domains } = await check(
        ctx.db,
        workspace.id,
        { uids, domainUids: domain_uids },
        pageOffset(page, limit),
        limit,
      );
      return {
        error: false as const,
        message: 'Mailbox status retrieved successfully',
        mailboxes: mailboxes.map((m) => ({ ...m, workspace_uid: workspace.uid })),
        domains,
        ...pageList(page, limit, total),
      };
    },
  );
}
