import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf, workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { RotationPairs } from '../operation.schema.js';
import { previewRotation } from '../operations.service.js';

export const RotationBody = Body({ rotations: RotationPairs });

export function previewDomainRotation(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/domains/rotation/preview',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'previewDomainRotation',
        'x-idempotent': true,
        tags: ['Domains'],
        summary: 'Preview a domain rotation',
        description: 'Whether each pair can be rotated, and why not. Changes nothing.',
        body: RotationBody,
        response: {
          200: Envelope({
            rotations: Type.Array(
              Type.Object({
                from: Type.Object({
                  uid: Uid(),
                  name: Type.String(),
                  mailboxes: Type.Integer({
                    description:
                      'Mailboxes it holds; a domain with any cannot be rotated out (rotation does not carry mailboxes).',
                  }),
                }),
                to: Type.Object({ uid: Uid(), name: Type.String() }),
                rotatable: Type.Boolean(),
                reason: Type.String({ description: 'Why not; empty when it can be rotated.' }),
              }),
            ),
          }),
          ...errorResponses(404),
        },
      },
    },
    async (request) => {
      const rotations = await previewRotation(
        ctx.db,
        { teamId: teamOf(request).id, workspaceId: workspaceOf(request).id },
        request.body.rotations,
      );
      return { error: false as const, message: 'Domain rotation previewed', rotations };
    },
  );
}
