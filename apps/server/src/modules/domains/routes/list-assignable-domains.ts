import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Limit, Page, PageListFields, pageList, pageOffset } from '../../../http/pagination.js';
import { Envelope } from '../../../http/schemas.js';
import { MAX_MAILBOXES_PER_DOMAIN } from '../domain.lifecycle.js';
import { Domain } from '../domain.schema.js';
import { listAssignableDomains as list } from '../domains.service.js';

export const ListAssignableDomainsQuery = Type.Object({
  page: Type.Optional(Page),
  limit: Type.Optional(Limit),
});

export function listAssignableDomains(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/domains/assignable',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'listAssignableDomains',
        tags: ['Domains'],
        summary: 'List assignable domains',
        description: `Active domains with room for more mailboxes (at most ${MAX_MAILBOXES_PER_DOMAIN} per domain), newest first.`,
        querystring: ListAssignableDomainsQuery,
        response: {
          200: Envelope({ domains: Type.Array(Domain), ...PageListFields }),
        },
      },
    },
    async (request) => {
      const { page = 1, limit = 10 } = request.query;
      const { domains, total } = await list(
        ctx.db,
        workspaceOf(request).id,
        pageOffset(page, limit),
        limit,
      );
      return {
        error: false as const,
        message: 'Assignable domains retrieved successfully',
        domains,
        ...pageList(page, limit, total),
      };
    },
  );
}
