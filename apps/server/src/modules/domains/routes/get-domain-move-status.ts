import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf } from '../../../http/auth.js';
import { Envelope, errorResponses } from '../../../http/schemas.js';
import { DomainOperation, OperationQuery } from '../operation.schema.js';
import { getOperation, toOperationResponse } from '../operations.service.js';

export function getDomainMoveStatus(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/domains/move/status',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getDomainMoveStatus',
        tags: ['Domains'],
        summary: 'Get domain move status',
        description: 'A move of your team, asked from either workspace.',
        querystring: OperationQuery,
        response: { 200: Envelope({ move: DomainOperation }), ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await getOperation(ctx.db, teamOf(request).id, 'move', request.query.uid);
      return {
        error: false as const,
        message: 'Domain move status retrieved',
        move: await toOperationResponse(ctx.db, row),
      };
    },
  );
}
