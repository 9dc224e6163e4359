import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf, workspaceOf } from '../../../http/auth.js';
import { Envelope, errorResponses, Nullable, Uid } from '../../../http/schemas.js';
import { CLOUDFLARE_ZONE_LIMIT } from '../../../providers/cloudflare-api.js';
import { CredentialStatusSchema } from '../cloudflare.schema.js';
import { listCloudflareZones as list } from '../cloudflare.service.js';

export const ListCloudflareZonesResponse = Envelope({
  account: Type.Object({ id: Type.String(), name: Type.String() }),
  credential_status: CredentialStatusSchema,
  complete: Type.Boolean({
    description: `Whether every zone of the account is listed: false when it has more than ${CLOUDFLARE_ZONE_LIMIT} (the first ${CLOUDFLARE_ZONE_LIMIT}, in Cloudflare’s order, are listed; Connect finds any other by its name).`,
  }),
  zones: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      status: Type.String({ description: 'Cloudflare’s: `active`, `pending` …' }),
      name_servers: Type.Array(Type.String()),
      account_name: Type.String(),
      already_connected: Type.Boolean(),
      reconnectable: Type.Boolean({
        description: 'Connected here before and disconnected: connect reconnects it.',
      }),
      domain_uid: Nullable(Uid('The domain of this name in your account, if any.')),
    }),
  ),
});

export function listCloudflareZones(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/cloudflare-domains/zones',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'listCloudflareZones',
        tags: ['Cloudflare Domains'],
        summary: 'List Cloudflare zones',
        description:
          'The zones the workspace’s stored Cloudflare credential sees. No credential stored is a 404 telling you to connect first.',
        response: { 200: ListCloudflareZonesResponse, ...errorResponses(404, 429, 503) },
      },
    },
    async (request) => {
      const result = await list(ctx, {
        teamId: teamOf(request).id,
        workspaceId: workspaceOf(request).id,
      });
      return {
        error: false as const,
        message: 'Cloudflare zones retrieved successfully',
        ...result,
      };
    },
  );
}
