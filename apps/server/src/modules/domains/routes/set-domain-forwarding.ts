import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses } from '../../../http/schemas.js';
import { Domain, DomainUids } from '../domain.schema.js';
import { presentDomains } from '../domains.service.js';
import { setForwarding } from '../settings.service.js';

export const SetDomainForwardingBody = Body({
  uids: DomainUids(),
  forwarding_url: Type.String({
    maxLength: 2048,
    description: 'Absolute http(s) URL web visitors are redirected to; empty removes forwarding.',
  }),
  mask_forwarding: Type.Optional(
    Type.Boolean({ description: 'Keep the domain in the address bar.' }),
  ),
});

/** The answer of operations that change domain settings: the domains as they are now. */
export const DomainsResponse = Envelope({ domains: Type.Array(Domain) });

export function setDomainForwarding(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/domains/forwarding',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'setDomainForwarding',
        tags: ['Domains'],
        summary: 'Set domain forwarding',
        description: 'Redirects web visitors of the domains to a URL (an empty URL removes it).',
        body: SetDomainForwardingBody,
        response: { 200: DomainsResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const rows = await setForwarding(ctx, workspaceOf(request).id, request.body);
      return {
        error: false as const,
        message: 'Domain forwarding updated successfully',
        domains: await presentDomains(ctx.db, rows),
      };
    },
  );
}
