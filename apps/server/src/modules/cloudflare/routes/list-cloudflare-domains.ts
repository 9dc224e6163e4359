import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf, workspaceOf } from '../../../http/auth.js';
import { Limit, Page, PageListFields, pageList, pageOffset } from '../../../http/pagination.js';
import { Envelope } from '../../../http/schemas.js';
import { CloudflareDomain } from '../cloudflare.schema.js';
import { listConnectedDomains } from '../cloudflare.service.js';

export const ListCloudflareDomainsQuery = Type.Object(
  { page: Type.Optional(Page), limit: Type.Optional(Limit) },
  { additionalProperties: false },
);

export const ListCloudflareDomainsResponse = Envelope({
  domains: Type.Array(CloudflareDomain),
  ...PageListFields,
});

export function listCloudflareDomains(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/cloudflare-domains/list',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'listCloudflareDomains',
        tags: ['Cloudflare Domains'],
        summary: 'List connected Cloudflare domains',
        description: 'The workspace’s Cloudflare-connected domains, newest first.',
        querystring: ListCloudflareDomainsQuery,
        response: { 200: ListCloudflareDomainsResponse },
      },
    },
    async (request) => {
      const { page = 1, limit = 10 } = request.query;
      const caller = { teamId: teamOf(request).id, workspaceId: workspaceOf(request).id };
      const { domains, total } = await listConnectedDomains(
        ctx,
        caller,
        pageOffset(page, limit),
        limit,
      );
      return {
        error: false as const,
        message: 'Cloudflare domains retrieved successfully',
        domains,
        ...pageList(page, limit, total),
      };
    },
  );
}
