import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf, workspaceOf } from '../../../http/auth.js';
import { Envelope, errorResponses } from '../../../http/schemas.js';
import { DomainOperation } from '../operation.schema.js';
import { startRotation, toOperationResponse } from '../operations.service.js';
import { RotationBody } from './preview-domain-rotation.js';

export function startDomainRotation(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/domains/rotation',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'startDomainRotation',
        tags: ['Domains'],
        summary: 'Start a domain rotation',
        description:
          'Queues a rotation: each `from` domain is retired (`inactive`, web visitors forwarded to its replacement) and its tags are copied to the `to` domain. An invalid pair (not both active, or a domain with mailboxes on either side) is a 409 naming it, and nothing is queued. See docs/api/domains.md for what rotation does not do yet.',
        body: RotationBody,
        response: { 200: Envelope({ rotation: DomainOperation }), ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const row = await startRotation(
        ctx,
        { teamId: teamOf(request).id, workspaceId: workspaceOf(request).id },
        request.body.rotations,
      );
      return {
        error: false as const,
        message: 'Domain rotation queued',
        rotation: await toOperationResponse(ctx.db, row),
      };
    },
  );
}
