import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf } from '../../../http/auth.js';
import { Envelope, errorResponses } from '../../../http/schemas.js';
import { DomainOperation, OperationQuery } from '../operation.schema.js';
import { getOperation, toOperationResponse } from '../operations.service.js';

export function getDomainRotationStatus(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/domains/rotation/status',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getDomainRotationStatus',
        tags: ['Domains'],
        summary: 'Get domain rotation status',
        querystring: OperationQuery,
        response: { 200: Envelope({ rotation: DomainOperation }), ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await getOperation(ctx.db, teamOf(request).id, 'rotation', request.query.uid);
      return {
        error: false as const,
        message: 'Domain rotation status retrieved',
        rotation: await toOperationResponse(ctx.db, row),
      };
    },
  );
}
