import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Limit, Page, PageListFields } from '../../../http/pagination.js';
import { Body, Envelope, Timestamp } from '../../../http/schemas.js';
import { checkRange } from '../../../http/time-range.js';
import { listWebhookEvents as list } from '../event-log.service.js';
import { DeliveryStateSchema, EVENT_NAMES, WebhookEventSummary } from '../webhook.schema.js';

export const ListWebhookEventsBody = Body({
  page: Type.Optional(Page),
  limit: Type.Optional(Limit),
  event: Type.Optional(Type.Enum([...EVENT_NAMES], { description: 'Only events of this name.' })),
  record_uid: Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, description: 'Only events about this record.' }),
  ),
  state: Type.Optional(DeliveryStateSchema),
  since: Type.Optional(Timestamp('Only events created at or after this time.')),
  until: Type.Optional(
    Timestamp('Only events created before this time (a `since` later than it is a 400).'),
  ),
});
export const ListWebhookEventsResponse = Envelope({
  events: Type.Array(WebhookEventSummary),
  ...PageListFields,
});

/** ISO 8601 in the stored form (UTC, milliseconds), so range filters compare correctly. */
export const normaliseTime = (value: string | undefined) =>
  value === undefined ? undefined : new Date(value).toISOString();

export function listWebhookEvents(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/webhooks/events/list',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'listWebhookEvents',
        'x-idempotent': true,
        tags: ['Webhooks'],
        summary: 'List webhook events',
        description:
          'The delivery log: the workspace’s events, newest first, with where each one’s delivery stands. Filters combine. Credentials are never included.',
        body: ListWebhookEventsBody,
        response: { 200: ListWebhookEventsResponse },
      },
    },
    async (request) => {
      const { page = 1, limit = 10, event, record_uid, state, since, until } = request.body;
      checkRange({ since }, { until });
      const result = await list(
        ctx,
        workspaceOf(request).id,
        {
          ...(event ? { event } : {}),
          ...(record_uid ? { recordUid: record_uid } : {}),
          ...(state ? { states: [state] } : {}),
          ...(since ? { since: normaliseTime(since) } : {}),
          ...(until ? { until: normaliseTime(until) } : {}),
        },
        page,
        limit,
      );
      return { error: false as const, message: 'Events retrieved successfully', ...result };
    },
  );
}
