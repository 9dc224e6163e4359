import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { viewerOf, workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { DomainStatusSchema } from '../domain.schema.js';
import { MoveBody } from '../operation.schema.js';
import { previewMove } from '../operations.service.js';

export const PreviewDomainMoveBody = Body(MoveBody);

export function previewDomainMove(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/domains/move/preview',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'previewDomainMove',
        'x-idempotent': true,
        tags: ['Domains'],
        summary: 'Preview a domain move',
        description:
          'What moving these domains to another workspace of your team would do. Changes nothing.',
        body: PreviewDomainMoveBody,
        response: {
          200: Envelope({
            target_workspace: Type.Object({ uid: Uid(), name: Type.String() }),
            domains: Type.Array(
              Type.Object({
                uid: Uid(),
                name: Type.String(),
                status: DomainStatusSchema,
                movable: Type.Boolean(),
                reason: Type.String({ description: 'Why it cannot move; empty when it can.' }),
                mailboxes: Type.Integer({
                  description:
                    'Mailboxes it holds; a domain with any cannot move (mailboxes stay in their workspace).',
                }),
                tags: Type.Array(Type.String(), {
                  description: 'Tags it keeps (matched by name, created in the target if missing).',
                }),
              }),
            ),
          }),
          ...errorResponses(404),
        },
      },
    },
    async (request) => {
      const preview = await previewMove(
        ctx.db,
        { ...viewerOf(request), workspaceId: workspaceOf(request).id },
        request.body,
      );
      return {
        error: false as const,
        message: 'Domain move previewed',
        target_workspace: { uid: preview.target.uid, name: preview.target.name },
        domains: preview.domains,
      };
    },
  );
}
