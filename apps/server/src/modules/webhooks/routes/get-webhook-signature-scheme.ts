import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { readSignatureScheme } from '../signature-scheme.service.js';
import { WebhookSignatureSchemeResponse } from './set-webhook-signature-scheme.js';

export function getWebhookSignatureScheme(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/webhooks/signature-scheme',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getWebhookSignatureScheme',
        tags: ['Webhooks'],
        summary: 'Get the webhook signature scheme',
        description:
          'How `X-Service-Signature` is computed for this workspace’s deliveries (Set the webhook signature scheme): `hmac` until another is chosen. Shows no secret, so a screen can say it without revealing the signing secret.',
        response: { 200: WebhookSignatureSchemeResponse },
      },
    },
    async (request) => ({
      error: false as const,
      message: 'Signature scheme retrieved successfully',
      ...(await readSignatureScheme(ctx.db, workspaceOf(request).id)),
    }),
  );
}
