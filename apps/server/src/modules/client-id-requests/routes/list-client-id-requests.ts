import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Limit, Page, PageListFields, pageList, pageOffset } from '../../../http/pagination.js';
import { Envelope, Uid } from '../../../http/schemas.js';
import { GrantRequestStatusSchema } from '../../grant-requests/surface.js';
import { ClientIdRequest } from '../client-id-request.schema.js';
import { listClientIdRequests as list } from '../client-id-requests.service.js';

export const ListClientIdRequestsQuery = Type.Object(
  {
    page: Type.Optional(Page),
    limit: Type.Optional(Limit),
    domain_uid: Type.Optional(Uid('Only this domain’s requests.')),
    status: Type.Optional(GrantRequestStatusSchema),
  },
  { additionalProperties: false },
);

export function listClientIdRequests(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/mailboxes/client-id-requests',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'listClientIdRequests',
        tags: ['Client ID requests'],
        summary: 'List client-id requests',
        description:
          'The workspace’s client-id requests, newest first, optionally of one domain or in one status. Page style: `pagination: {page, limit, total, pages}`. A `domain_uid` that names no domain of the workspace matches nothing.',
        querystring: ListClientIdRequestsQuery,
        response: {
          200: Envelope({
            client_id_requests: Type.Array(ClientIdRequest),
            ...PageListFields,
          }),
        },
      },
    },
    async (request) => {
      const { page = 1, limit = 10, domain_uid, status } = request.query;
      const { requests, total } = await list(
        ctx.db,
        {
          workspaceId: workspaceOf(request).id,
          ...(domain_uid ? { domainUid: domain_uid } : {}),
          ...(status ? { status } : {}),
        },
        pageOffset(page, limit),
        limit,
      );
      return {
        error: false as const,
        message: 'Client-id requests retrieved successfully',
        client_id_requests: requests,
        ...pageList(page, limit, total),
      };
    },
  );
}
