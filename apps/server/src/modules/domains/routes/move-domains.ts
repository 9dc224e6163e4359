import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { viewerOf, workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses } from '../../../http/schemas.js';
import { DomainOperation, MoveBody } from '../operation.schema.js';
import { startMove, toOperationResponse } from '../operations.service.js';

export const MoveDomainsBody = Body(MoveBody);

export function moveDomains(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/domains/move',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'moveDomains',
        tags: ['Domains'],
        summary: 'Move domains to another workspace',
        description:
          'Queues a move of these domains (with their tags) to another workspace of your team; follow it with Get domain move status. A domain that cannot move (deleted, being deleted, or holding mailboxes, which do not move) is a 409 naming it, and nothing is queued. Later events of the domains go to the target workspace’s webhook.',
        body: MoveDomainsBody,
        response: { 200: Envelope({ move: DomainOperation }), ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const row = await startMove(
        ctx,
        { ...viewerOf(request), workspaceId: workspaceOf(request).id },
        request.body,
      );
      return {
        error: false as const,
        message: 'Domain move queued',
        move: await toOperationResponse(ctx.db, row),
      };
    },
  );
}
