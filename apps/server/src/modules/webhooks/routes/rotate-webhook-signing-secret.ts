import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, Timestamp } from '../../../http/schemas.js';
import {
  ROTATION_GRACE_DEFAULT_MINUTES,
  ROTATION_GRACE_MAX_MINUTES,
  rotateSigningSecret,
} from '../signing-secrets.service.js';

export const RotateSigningSecretBody = Body({
  grace_period_minutes: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: ROTATION_GRACE_MAX_MINUTES,
      description: `How long the current secret keeps signing, 0 to ${ROTATION_GRACE_MAX_MINUTES} (7 days); default ${ROTATION_GRACE_DEFAULT_MINUTES} (24 hours). 0 switches at once.`,
    }),
  ),
});

export function rotateWebhookSigningSecret(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/webhooks/secret/rotate',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'rotateWebhookSigningSecret',
        tags: ['Webhooks'],
        summary: 'Rotate the webhook signing secret',
        description:
          'Creates the next signing secret and returns it. Deliveries stay signed with the current secret until `active_at`, so add the new one to your verifier first (it may accept both). Rotating again before `active_at` replaces the pending secret. 409 before the workspace has a secret.',
        body: RotateSigningSecretBody,
        response: {
          200: Envelope({
            secret: Type.String({ description: 'The new secret.' }),
            active_at: Timestamp('When deliveries start being signed with it.'),
          }),
          409: Type.Ref('ErrorResponse'),
        },
      },
    },
    async (request) => {
      const grace = request.body.grace_period_minutes ?? ROTATION_GRACE_DEFAULT_MINUTES;
      const rotated = await rotateSigningSecret(
        ctx.db,
        ctx.secrets,
        workspaceOf(request).id,
        grace,
      );
      return {
        error: false as const,
        message: 'Signing secret rotated',
        secret: rotated.secret,
        active_at: rotated.activeAt,
      };
    },
  );
}
