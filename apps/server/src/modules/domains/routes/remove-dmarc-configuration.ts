import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, errorResponses } from '../../../http/schemas.js';
import { DomainUids } from '../domain.schema.js';
import { presentDomains } from '../domains.service.js';
import { setDmarc } from '../settings.service.js';
import { DomainsResponse } from './set-domain-forwarding.js';

export const RemoveDmarcBody = Body({ uids: DomainUids() });

export function removeDmarcConfiguration(app: App, ctx: AppContext): void {
  app.delete(
    '/v1/api/domains/dmarc',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'removeDmarcConfiguration',
        tags: ['Domains'],
        summary: 'Remove DMARC configuration',
        description:
          'Removes the `_dmarc` record; DNS verify then reports DMARC as not applicable.',
        body: RemoveDmarcBody,
        response: { 200: DomainsResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const rows = await setDmarc(ctx, workspaceOf(request).id, request.body.uids, {
        policy: null,
      });
      return {
        error: false as const,
        message: 'DMARC configuration removed successfully',
        domains: await presentDomains(ctx.db, rows),
      };
    },
  );
}
