import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, errorResponses } from '../../../http/schemas.js';
import { DomainUids } from '../domain.schema.js';
import { presentDomains } from '../domains.service.js';
import { updatePrivacy } from '../settings.service.js';
import { DomainsResponse } from './set-domain-forwarding.js';

export const UpdatePrivacyBody = Body({
  uids: DomainUids('Domains bought here.'),
  privacy: Type.Boolean({ description: 'WHOIS privacy on (true) or off.' }),
});

export function updateDomainPrivacy(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/domains/privacy',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'updateDomainPrivacy',
        tags: ['Domains'],
        summary: 'Update domain privacy',
        description: 'Turns WHOIS privacy on or off at the registrar (domains bought here).',
        body: UpdatePrivacyBody,
        response: { 200: DomainsResponse, ...errorResponses(404, 409, 503) },
      },
    },
    async (request) => {
      const { uids, privacy } = request.body;
      const rows = await updatePrivacy(ctx, workspaceOf(request).id, uids, privacy);
      return {
        error: false as const,
        message: 'Domain privacy updated successfully',
        domains: await presentDomains(ctx.db, rows),
      };
    },
  );
}
