import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, Nullable } from '../../../http/schemas.js';
import { setSignatureScheme } from '../signature-scheme.service.js';

export const SignatureScheme = Type.Enum(['hmac', 'api_key_sha256'], {
  description:
    '`hmac` (default): a fresh HMAC-SHA256 of the timestamp and body with the signing secret, per attempt. `api_key_sha256`: the real service’s scheme, `sha256=` + hex SHA-256 of an API key, the same on every delivery (weaker: replayable; see docs/webhooks.md).',
});

export const SetWebhookSignatureSchemeBody = Body({ scheme: SignatureScheme });

export const WebhookSignatureSchemeResponse = Envelope({
  scheme: SignatureScheme,
  api_key_prefix: Nullable(
    Type.String({
      description:
        'With `api_key_sha256`: the first characters of the API token whose hash signs (the token that chose the scheme); null with `hmac`.',
    }),
  ),
});

export function setWebhookSignatureScheme(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/webhooks/signature-scheme',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'setWebhookSignatureScheme',
        'x-idempotent': true,
        tags: ['Webhooks'],
        summary: 'Set the webhook signature scheme',
        description:
          'How `X-Service-Signature` is computed for this workspace’s deliveries. `api_key_sha256` signs the way the real service does, with the hex SHA-256 of the API token sending this request (to change the key, send it again with the other token), so a receiver written for the real service can be tested unchanged. It is static and replayable: keep `hmac`, the default, for anything else. The Standard Webhooks headers stay HMAC-signed either way.',
        body: SetWebhookSignatureSchemeBody,
        response: { 200: WebhookSignatureSchemeResponse },
      },
    },
    async (request) => {
      const auth = request.auth as NonNullable<typeof request.auth>;
      const result = await setSignatureScheme(
        ctx,
        workspaceOf(request).id,
        request.body.scheme,
        auth.tokenId,
      );
      return {
        error: false as const,
        message: `Webhook deliveries are signed with ${request.body.scheme} from now on`,
        ...result,
      };
    },
  );
}
