import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { Envelope, Nullable, Timestamp, Uid } from '../../../http/schemas.js';
import { webhookHealth } from '../../webhooks/surface.js';
import { OPERATOR_TAG } from '../operator.schema.js';

const Count = (description: string) => Type.Integer({ description });

export function getOperatorWebhookHealth(app: App, ctx: AppContext): void {
  app.get(
    '/v1/operator/webhooks',
    {
      config: { scope: 'operator' },
      schema: {
        operationId: 'getOperatorWebhookHealth',
        tags: [OPERATOR_TAG],
        summary: 'Webhook delivery health across workspaces',
        description:
          'Totals, and the workspaces with something to report (events owed, failed attempts, a disabled webhook), worst first: events pending and failed, the age of the oldest undelivered one, attempts made and failed, and whether the webhook was disabled and why. URLs are shown without their query string.',
        querystring: Type.Object(
          {
            limit: Type.Optional(
              Type.Integer({ minimum: 1, maximum: 500, default: 50, description: 'Workspaces.' }),
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Envelope({
            totals: Type.Object({
              workspaces: Count('Workspaces with something to report.'),
              events_pending: Count('Events waiting for delivery.'),
              events_failed: Count('Events whose every attempt failed.'),
              webhooks_disabled: Count('Webhooks turned off after failing continuously.'),
              attempts: Count('Delivery attempts made (all time).'),
              failed_attempts: Count('Of those, failed.'),
            }),
            workspaces: Type.Array(
              Type.Object({
                workspace: Type.Object({ uid: Uid(), name: Type.String() }),
                team: Type.Object({ uid: Uid(), name: Type.String() }),
                webhook_url: Nullable(Type.String()),
                webhook_disabled_at: Nullable(Timestamp()),
                webhook_disabled_reason: Nullable(Type.String()),
                events_pending: Type.Integer(),
                events_failed: Type.Integer(),
                oldest_undelivered_at: Nullable(Timestamp()),
                oldest_undelivered_age_seconds: Type.Integer(),
                attempts: Type.Integer(),
                failed_attempts: Type.Integer(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => ({
      error: false as const,
      message: 'Webhook health retrieved successfully',
      ...(await webhookHealth(ctx, request.query.limit ?? 50)),
    }),
  );
}
