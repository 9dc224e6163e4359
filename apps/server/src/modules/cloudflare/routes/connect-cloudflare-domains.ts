import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf, workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses, Nullable, Uid } from '../../../http/schemas.js';
import { DnsConflictSchema } from '../cloudflare.schema.js';
import { connectCloudflare } from '../connect.service.js';

export const ConnectCloudflareBody = Body({
  auth_type: Type.Union([Type.Literal('api_token'), Type.Literal('global_api_key')]),
  api_token: Type.String({
    maxLength: 200,
    description: 'The API token (Zone:Read + DNS:Edit), or the Global API Key.',
  }),
  email: Type.Optional(
    Type.String({
      maxLength: 254,
      description: 'The account’s email: required with a Global API Key.',
    }),
  ),
  domains: Type.Optional(
    Type.Array(Type.String({ maxLength: 253 }), {
      maxItems: 500,
      description: 'Zones to connect.',
    }),
  ),
  connect_all: Type.Optional(
    Type.Boolean({ description: 'Connect every zone (not with domains).' }),
  ),
  validateDNS: Type.Optional(
    Type.Boolean({
      description: 'Check each zone for conflicting mail records first (default true).',
    }),
  ),
  overwrite_conflicts: Type.Optional(
    Type.Boolean({
      description: 'Connect zones with conflicting mail records; Mailwright’s replace them.',
    }),
  ),
  label: Type.Optional(Type.String({ maxLength: 100, description: 'A name for the credential.' })),
});

export const ConnectCloudflareResponse = Envelope({
  connected_count: Type.Integer(),
  reconnected_count: Type.Integer(),
  failed_count: Type.Integer(),
  skipped_count: Type.Integer(),
  domains: Type.Array(
    Type.Object({
      uid: Uid(),
      name: Type.String(),
      status: Type.String(),
      reconnected: Type.Boolean(),
    }),
  ),
  skipped: Type.Array(
    Type.Object({
      name: Type.String(),
      reason: Type.Union([Type.Literal('already_connected'), Type.Literal('already_exists')]),
      domain_uid: Uid(),
    }),
  ),
  results: Type.Array(
    Type.Object({
      zone_name: Type.String(),
      success: Type.Boolean(),
      error: Nullable(Type.String()),
      dns_conflict: DnsConflictSchema,
    }),
  ),
});

export function connectCloudflareDomains(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/cloudflare-domains/connect',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'connectCloudflareDomains',
        tags: ['Cloudflare Domains'],
        summary: 'Connect Cloudflare domains',
        description:
          'Stores the workspace’s Cloudflare credential (sealed) after checking it at Cloudflare, and connects the zones named in `domains` (or every zone with `connect_all`): each becomes a domain whose nameservers stay at Cloudflare and whose mail records Mailwright writes into the zone. Without `domains` or `connect_all` the credential is only checked and stored. A refused token, one without DNS access or an account without zones is a 400 naming `api_token`; another team’s account is a 409 `ACCOUNT_ALREADY_USED`; another account while domains are connected through the stored one a 409 `CREDENTIAL_CONFLICT`; more than 10 connects in 5 minutes a 429.',
        body: ConnectCloudflareBody,
        response: { 200: ConnectCloudflareResponse, ...errorResponses(409, 429, 503) },
      },
    },
    async (request) => {
      const result = await connectCloudflare(
        ctx,
        { teamId: teamOf(request).id, workspaceId: workspaceOf(request).id },
        request.body,
      );
      const total = result.connected_count + result.reconnected_count;
      return {
        error: false as const,
        message: `Connected ${total} domain(s), ${result.failed_count} failed, ${result.skipped_count} skipped`,
        ...result,
      };
    },
  );
}
