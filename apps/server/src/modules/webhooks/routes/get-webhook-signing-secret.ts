import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Envelope, Nullable, Timestamp } from '../../../http/schemas.js';
import { getSigningSecrets } from '../signing-secrets.service.js';

export const GetSigningSecretResponse = Envelope({
  secret: Type.String({
    description: 'The secret deliveries are signed with now: `whsec_` + base64 of 32 bytes.',
  }),
  next_secret: Nullable(
    Type.String({ description: 'During a rotation, the secret signing switches to.' }),
  ),
  next_secret_active_at: Nullable(Timestamp('When signing switches to `next_secret`.')),
  signature_scheme: Type.Enum(['hmac', 'api_key_sha256'], {
    description:
      'How `X-Service-Signature` is computed (Set the webhook signature scheme); the secret signs the Standard Webhooks headers either way.',
  }),
});

export function getWebhookSigningSecret(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/webhooks/secret',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getWebhookSigningSecret',
        tags: ['Webhooks'],
        summary: 'Get the webhook signing secret',
        description:
          'The workspace’s signing secret, created when its first webhook URL was set (409 before that), and during a rotation the next one. Both verify `X-Service-Signature` and the Standard Webhooks `webhook-signature`. This is the only operation that shows it.',
        response: { 200: GetSigningSecretResponse, 409: Type.Ref('ErrorResponse') },
      },
    },
    async (request) => {
      const secrets = await getSigningSecrets(ctx.db, ctx.secrets, workspaceOf(request).id);
      return {
        error: false as const,
        message: 'Signing secret retrieved successfully',
        secret: secrets.secret,
        next_secret: secrets.nextSecret,
        next_secret_active_at: secrets.nextSecretActiveAt,
        signature_scheme: secrets.scheme,
      };
    },
  );
}
