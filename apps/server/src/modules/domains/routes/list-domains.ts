import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import {
  Limit,
  Page,
  PageListFields,
  pageList,
  pageOffset,
  TotalCapped,
} from '../../../http/pagination.js';
import { Body, Envelope, Uid } from '../../../http/schemas.js';
import { Domain, DomainStatusSchema } from '../domain.schema.js';
import { listDomains as list } from '../domains.service.js';

export const ListDomainsBody = Body({
  page: Type.Optional(Page),
  limit: Type.Optional(Limit),
  keyword: Type.Optional(
    Type.String({
      maxLength: 253,
      description:
        'Part of the name, any case (3+ characters: searched in every domain through a text index, `total` counted up to 1,000 (`total_capped`); shorter: in the newest 100,000).',
    }),
  ),
  status: Type.Optional(
    Type.Array(DomainStatusSchema, {
      maxItems: 20,
      description: 'Only these statuses. Deleted domains are listed only when asked for here.',
    }),
  ),
  uids: Type.Optional(
    Type.Array(Uid(), { maxItems: 100, description: 'Only these domains; [] filters nothing.' }),
  ),
  tag_uids: Type.Optional(
    Type.Array(Uid(), {
      maxItems: 100,
      description: 'Only domains carrying any of these tags; [] matches none.',
    }),
  ),
});

export const ListDomainsResponse = Envelope({
  domains: Type.Array(Domain),
  ...PageListFields,
  total_capped: TotalCapped,
});

export function listDomains(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/domains/list',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'listDomains',
        'x-idempotent': true,
        tags: ['Domains'],
        summary: 'List domains',
        description:
          'The workspace’s domains, newest first, filtered by keyword, status, uid and tags.',
        body: ListDomainsBody,
        response: { 200: ListDomainsResponse },
      },
    },
    async (request) => {
      const { page = 1, limit = 10, keyword, status, uids, tag_uids } = request.body;
      const { domains, total, capped } = await list(
        ctx.db,
        {
          workspaceId: workspaceOf(request).id,
          ...(keyword?.trim() ? { keyword: keyword.trim() } : {}),
          ...(status ? { statuses: status } : {}),
          ...(uids ? { uids } : {}),
          ...(tag_uids ? { tagUids: tag_uids } : {}),
        },
        pageOffset(page, limit),
        limit,
      );
      return {
        error: false as const,
        message: 'Domains retrieved successfully',
        domains,
        ...pageList(page, limit, total),
        total_capped: capped,
      };
    },
  );
}
