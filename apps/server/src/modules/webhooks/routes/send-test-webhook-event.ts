import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Envelope } from '../../../http/schemas.js';
import { sendTestEvent } from '../event-log.service.js';
import { WebhookEventSummary } from '../webhook.schema.js';

export function sendTestWebhookEvent(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/webhooks/test',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'sendTestWebhookEvent',
        tags: ['Webhooks'],
        summary: 'Send a test webhook event',
        description:
          'Records a `webhook.test` event (`data.test` holds `uid` and `message`; `data.metadata` holds `requested_at`, `workspace_id`, `workspace_uid`) and delivers it like any event: signed, retried, logged. Use it to check a receiver and its signature verification. 409 while the workspace has no webhook URL or its webhook is disabled.',
        response: {
          200: Envelope({ event: WebhookEventSummary }),
          409: Type.Ref('ErrorResponse'),
        },
      },
    },
    async (request) => ({
      error: false as const,
      message: 'Test event queued for delivery',
      event: await sendTestEvent(ctx, workspaceOf(request)),
    }),
  );
}
