import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, Timestamp } from '../../../http/schemas.js';
import { checkRange } from '../../../http/time-range.js';
import {
  REDELIVER_BATCH_MAX,
  redeliverFailedWebhookEvents as redeliver,
} from '../event-log.service.js';
import { normaliseTime } from './list-webhook-events.js';

export const RedeliverFailedBody = Body({
  since: Timestamp('Redeliver events created at or after this time.'),
  until: Type.Optional(
    Timestamp('… and before this time (default: now; a `since` later than it is a 400).'),
  ),
});

export function redeliverFailedWebhookEvents(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/webhooks/events/redeliver-failed',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'redeliverFailedWebhookEvents',
        tags: ['Webhooks'],
        summary: 'Redeliver every failed webhook event since a time',
        description: `Sends again every event of the workspace in state \`failed\` or \`skipped\` created in the range, each as Redeliver a webhook event does. At most ${REDELIVER_BATCH_MAX.toLocaleString('en')} per call: \`has_more\` says whether to call again. 409 while the workspace has no webhook URL or its webhook is disabled.`,
        body: RedeliverFailedBody,
        response: {
          200: Envelope({
            count: Type.Integer({ description: 'Events queued for redelivery.' }),
            has_more: Type.Boolean({ description: 'More matching events remain.' }),
          }),
          409: Type.Ref('ErrorResponse'),
        },
      },
    },
    async (request) => {
      const { since, until } = request.body;
      checkRange({ since }, { until });
      const result = await redeliver(ctx, workspaceOf(request).id, {
        since: normaliseTime(since)!,
        ...(until ? { until: normaliseTime(until)! } : {}),
      });
      return {
        error: false as const,
        message: `${result.count} event${result.count === 1 ? '' : 's'} queued for redelivery`,
        count: result.count,
        has_more: result.hasMore,
      };
    },
  );
}
