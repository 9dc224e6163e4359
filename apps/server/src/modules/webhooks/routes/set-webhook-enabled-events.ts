import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, Nullable } from '../../../http/schemas.js';
import { DEFAULT_EVENTS, SELECTABLE_EVENTS, setEnabledEvents } from '../enabled-events.js';

const EVENT_KINDS = `${SELECTABLE_EVENTS.map((name) => `\`${name}\``).join(', ')}`;

export const SetWebhookEnabledEventsBody = Body({
  events: Nullable(
    Type.Array(Type.String({ maxLength: 100 }), {
      maxItems: 100,
      description: `Event kinds to send: any of ${EVENT_KINDS}; \`["*"]\` for every kind, including kinds added later; \`[]\` for none (test events are still sent); \`null\` to go back to the default set.`,
    }),
  ),
});

export const WebhookEnabledEventsResponse = Envelope({
  events: Type.Array(Type.String(), {
    description: 'The event kinds the webhook receives (`["*"]`: every kind).',
  }),
  default: Type.Boolean({
    description: `Whether this is the default set (${DEFAULT_EVENTS.map((n) => `\`${n}\``).join(', ')}), which the workspace has not changed.`,
  }),
  available: Type.Array(
    Type.Object({
      event: Type.String(),
      default: Type.Boolean({ description: 'Part of the default set.' }),
      enabled: Type.Boolean({ description: 'Sent to this webhook.' }),
    }),
    { description: 'Every event kind there is, and whether this webhook receives it.' },
  ),
});

/** The answer of both operations: the choice, and every kind with whether it is sent. */
export function presentEnabledEvents(choice: { events: string[]; isDefault: boolean }) {
  const all = choice.events.includes('*');
  return {
    events: choice.events,
    default: choice.isDefault,
    available: SELECTABLE_EVENTS.map((event) => ({
      event,
      default: DEFAULT_EVENTS.includes(event),
      enabled: all || choice.events.includes(event),
    })),
  };
}

export function setWebhookEnabledEvents(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/webhooks/enabled-events',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'setWebhookEnabledEvents',
        'x-idempotent': true,
        tags: ['Webhooks'],
        summary: 'Set the webhook’s events',
        description:
          'Chooses which event kinds the workspace’s webhook receives. Events of other kinds are still recorded in the event log (List webhook events shows them as `skipped`, `last_error_class: event_not_enabled`) and are not sent; Redeliver sends one on request, and Redeliver failed leaves them out. Until a choice is made the webhook receives the default set, the kinds every webhook received before this choice existed: the events of placement tests, warmup subscriptions, orders, sequencers, exports and forwarding jobs are sent only to a webhook that asks for them.',
        body: SetWebhookEnabledEventsBody,
        response: { 200: WebhookEnabledEventsResponse },
      },
    },
    async (request) => {
      const choice = await setEnabledEvents(ctx, workspaceOf(request).id, request.body.events);
      return {
        error: false as const,
        message: choice.isDefault
          ? 'The webhook receives the default events'
          : 'The webhook’s events are updated',
        ...presentEnabledEvents(choice),
      };
    },
  );
}
