import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, errorResponses } from '../../../http/schemas.js';
import { regenerateNameservers as regenerate } from '../dns-setup.service.js';
import { DomainUids } from '../domain.schema.js';
import { presentDomains } from '../domains.service.js';
import { DomainsResponse } from './set-domain-forwarding.js';

export const RegenerateNameserversBody = Body({
  uids: DomainUids('Connected domains not yet delegated.'),
});

export function regenerateNameservers(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/domains/nameservers/regenerate',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'regenerateNameservers',
        tags: ['Domains'],
        summary: 'Regenerate domain nameservers',
        description:
          'Gives connected domains that are not yet delegated (`dns_setup_pending`, `expired_propagation`) a new pair of nameservers and a fresh deadline. Domains bought here have managed nameservers (409).',
        body: RegenerateNameserversBody,
        response: { 200: DomainsResponse, ...errorResponses(404, 409, 503) },
      },
    },
    async (request) => {
      const rows = await regenerate(ctx, workspaceOf(request).id, request.body.uids);
      return {
        error: false as const,
        message: 'Nameservers regenerated successfully; set the new ones at your registrar',
        domains: await presentDomains(ctx.db, rows),
      };
    },
  );
}
