import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Limit, Offset, OffsetPagination, offsetPagination } from '../../../http/pagination.js';
import { Envelope, UidFilter } from '../../../http/schemas.js';
import { GrantRequestStatusSchema } from '../../grant-requests/surface.js';
import { ConsentRequest } from '../consent-request.schema.js';
import { listConsentRequests as list } from '../consent-requests.service.js';

export const ListConsentRequestsQuery = Type.Object(
  {
    limit: Type.Optional(Limit),
    offset: Type.Optional(Offset),
    mailbox_uid: Type.Optional(UidFilter('mailbox')),
    status: Type.Optional(GrantRequestStatusSchema),
  },
  { additionalProperties: false },
);

export function listConsentRequests(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/mailboxes/consent-requests',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'listConsentRequests',
        tags: ['Consent requests'],
        summary: 'List consent requests',
        description:
          'The workspace’s consent requests, newest first, optionally of one mailbox or in one status. Offset style: `pagination: {total, limit, offset, hasMore}`. A `mailbox_uid` that names no mailbox of the workspace (also an empty or malformed one) matches nothing; longer than 100 characters is a 400.',
        querystring: ListConsentRequestsQuery,
        response: {
          200: Envelope({ data: Type.Array(ConsentRequest), pagination: OffsetPagination }),
        },
      },
    },
    async (request) => {
      const { limit = 10, offset = 0, mailbox_uid, status } = request.query;
      const { requests, total } = await list(
        ctx.db,
        {
          workspaceId: workspaceOf(request).id,
          ...(mailbox_uid !== undefined ? { mailboxUid: mailbox_uid } : {}),
          ...(status ? { status } : {}),
        },
        offset,
        limit,
      );
      return {
        error: false as const,
        message: 'Consent requests retrieved successfully',
        data: requests,
        pagination: offsetPagination(offset, limit, total),
      };
    },
  );
}
