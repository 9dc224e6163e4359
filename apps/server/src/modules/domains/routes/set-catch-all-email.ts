import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, errorResponses } from '../../../http/schemas.js';
import { DomainUids, Email } from '../domain.schema.js';
import { presentDomains } from '../domains.service.js';
import { setCatchAll } from '../settings.service.js';
import { DomainsResponse } from './set-domain-forwarding.js';

export const SetCatchAllBody = Body({
  uids: DomainUids(),
  email: Email('Where mail to unknown addresses at these domains is delivered.'),
});

export function setCatchAllEmail(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/domains/catch-all',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'setCatchAllEmail',
        tags: ['Domains'],
        summary: 'Set catch-all email',
        description: 'Delivers mail sent to unknown addresses at these domains to one address.',
        body: SetCatchAllBody,
        response: { 200: DomainsResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const { uids, email } = request.body;
      const rows = await setCatchAll(ctx, workspaceOf(request).id, uids, email);
      return {
        error: false as const,
        message: 'Catch-all email set successfully',
        domains: await presentDomains(ctx.db, rows),
      };
    },
  );
}
