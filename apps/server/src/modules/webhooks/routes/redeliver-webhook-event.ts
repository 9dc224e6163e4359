import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Envelope } from '../../../http/schemas.js';
import { redeliverWebhookEvent as redeliver } from '../event-log.service.js';
import { WebhookEventSummary } from '../webhook.schema.js';
import { WebhookEventParams } from './get-webhook-event.js';

export function redeliverWebhookEvent(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/webhooks/events/:uid/redeliver',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'redeliverWebhookEvent',
        tags: ['Webhooks'],
        summary: 'Redeliver a webhook event',
        description:
          'Sends the event again at once, whatever its state, with the same event id and a fresh timestamp and signature. If that attempt fails, the retry schedule applies from its start. 409 while the workspace has no webhook URL or its webhook is disabled.',
        params: WebhookEventParams,
        response: {
          200: Envelope({ event: WebhookEventSummary }),
          404: Type.Ref('ErrorResponse'),
          409: Type.Ref('ErrorResponse'),
        },
      },
    },
    async (request) => ({
      error: false as const,
      message: 'Event queued for redelivery',
      event: await redeliver(ctx, workspaceOf(request).id, request.params.uid),
    }),
  );
}
