import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Envelope, Uid } from '../../../http/schemas.js';
import { getWebhookEvent as get } from '../event-log.service.js';
import { WebhookEventDetail } from '../webhook.schema.js';

export const WebhookEventParams = Type.Object(
  { uid: Uid('The event id (`X-Service-Event-Id`).') },
  { additionalProperties: false },
);

export function getWebhookEvent(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/webhooks/events/:uid',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getWebhookEvent',
        tags: ['Webhooks'],
        summary: 'Get a webhook event and its attempts',
        description:
          'One event of the workspace with its data (credential fields shown as "[redacted]") and every delivery attempt: number, trigger, start, duration, HTTP status or error class, the start of the answer, and when the next attempt is due.',
        params: WebhookEventParams,
        response: { 200: Envelope({ event: WebhookEventDetail }), 404: Type.Ref('ErrorResponse') },
      },
    },
    async (request) => ({
      error: false as const,
      message: 'Event retrieved successfully',
      event: await get(ctx, workspaceOf(request).id, request.params.uid),
    }),
  );
}
