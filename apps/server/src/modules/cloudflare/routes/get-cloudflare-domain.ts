import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf, workspaceOf } from '../../../http/auth.js';
import { Envelope, errorResponses } from '../../../http/schemas.js';
import { CloudflareDomain, DomainParam } from '../cloudflare.schema.js';
import { getConnectedDomain } from '../cloudflare.service.js';

export const GetCloudflareDomainResponse = Envelope({ domain: CloudflareDomain });

export function getCloudflareDomain(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/cloudflare-domains/:domain',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getCloudflareDomain',
        tags: ['Cloudflare Domains'],
        summary: 'Get Cloudflare domain details',
        description:
          'One Cloudflare-connected domain by name or uid: its status, the zone, the credential’s status and the conflicts found when it was connected.',
        params: DomainParam,
        response: { 200: GetCloudflareDomainResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const domain = await getConnectedDomain(
        ctx,
        { teamId: teamOf(request).id, workspaceId: workspaceOf(request).id },
        request.params.domain,
      );
      return { error: false as const, message: 'Cloudflare domain retrieved successfully', domain };
    },
  );
}
