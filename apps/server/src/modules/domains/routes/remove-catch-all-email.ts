import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, errorResponses } from '../../../http/schemas.js';
import { DomainUids } from '../domain.schema.js';
import { presentDomains } from '../domains.service.js';
import { setCatchAll } from '../settings.service.js';
import { DomainsResponse } from './set-domain-forwarding.js';

export const RemoveCatchAllBody = Body({ uids: DomainUids() });

export function removeCatchAllEmail(app: App, ctx: AppContext): void {
  app.delete(
    '/v1/api/domains/catch-all',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'removeCatchAllEmail',
        tags: ['Domains'],
        summary: 'Remove catch-all email',
        body: RemoveCatchAllBody,
        response: { 200: DomainsResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const rows = await setCatchAll(ctx, workspaceOf(request).id, request.body.uids, '');
      return {
        error: false as const,
        message: 'Catch-all email removed successfully',
        domains: await presentDomains(ctx.db, rows),
      };
    },
  );
}
