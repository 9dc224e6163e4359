import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf } from '../../../http/auth.js';
import { Envelope, errorResponses } from '../../../http/schemas.js';
import { revokeApiToken as revoke } from '../api-tokens.service.js';
import { ApiToken } from '../members.schema.js';

export const ApiTokenParams = Type.Object({
  id: Type.String({ maxLength: 100, description: 'The token id (see List API tokens).' }),
});

export function revokeApiToken(app: App, ctx: AppContext): void {
  app.delete(
    '/v1/api/tokens/:id',
    {
      config: { scope: 'team', permission: 'admin' },
      schema: {
        operationId: 'revokeApiToken',
        tags: ['API tokens'],
        summary: 'Revoke an API token',
        description:
          'Team admins only. The token stops working from its next request; revoking it again changes nothing. Revoking the token you call with is allowed (an operator can issue a new one with `mailwright tokens create`).',
        params: ApiTokenParams,
        response: { 200: Envelope({ api_token: ApiToken }), ...errorResponses(404) },
      },
    },
    async (request) => ({
      error: false as const,
      message: 'API token revoked',
      api_token: await revoke(ctx.db, teamOf(request).id, request.params.id),
    }),
  );
}
