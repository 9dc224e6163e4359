import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf, workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { DomainStatusSchema } from '../../domains/surface.js';
import { disconnectDomain } from '../cloudflare.service.js';

export const DisconnectCloudflareBody = Body({
  domain: Type.String({ minLength: 1, maxLength: 253, description: 'Name or uid.' }),
});

export const DisconnectCloudflareResponse = Envelope({
  domain: Type.Object({
    uid: Uid(),
    name: Type.String(),
    previous_status: DomainStatusSchema,
    new_status: DomainStatusSchema,
  }),
});

export function disconnectCloudflareDomain(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/cloudflare-domains/disconnect',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'disconnectCloudflareDomain',
        tags: ['Cloudflare Domains'],
        summary: 'Disconnect a Cloudflare domain',
        description:
          'Removes the domain as Remove domains does (one with mailboxes is a 409 until they are cancelled): Mailwright’s records are deleted from the zone, which stays at Cloudflare with your own records.',
        body: DisconnectCloudflareBody,
        response: { 200: DisconnectCloudflareResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const domain = await disconnectDomain(
        ctx,
        { teamId: teamOf(request).id, workspaceId: workspaceOf(request).id },
        request.body.domain,
      );
      return { error: false as const, message: 'Cloudflare domain disconnected', domain };
    },
  );
}
