import { Type } from 'typebox';
import { Nullable, Timestamp, Uid } from '../../http/schemas.js';

/** Delivery states an event can be in (see docs/webhooks.md). */
export const DELIVERY_STATES = ['pending', 'delivered', 'failed', 'skipped'] as const;
export const EVENT_NAMES = [
  'domain.status_changed',
  'mailbox.status_changed',
  'consent_request.status_changed',
  'client_id_request.status_changed',
  'verified_destination.verification_sent',
  'infraguard_alert.status_changed',
  'placement_test.status_changed',
  'warmup_subscription.status_changed',
  'order.status_changed',
  'sequencer.status_changed',
  'sequencer_export.status_changed',
  'forwarding_job.status_changed',
  'webhook.test',
] as const;

export const DeliveryStateSchema = Type.Enum([...DELIVERY_STATES], {
  description:
    '`pending`: an attempt is due or running (now or at `next_attempt_at`); `delivered`: the receiver answered 2xx; `failed`: every attempt of the retry schedule failed; `skipped`: not sent because the workspace had no webhook URL, its webhook was disabled, or its webhook does not receive this kind of event. Failed and skipped events can be redelivered.',
});

const ErrorClass = Nullable(
  Type.String({
    description:
      'Why it failed: `http_error` (non-2xx), `redirect` (3xx, never followed), `timeout`, `connection_refused`, `connection_error`, `dns_error`, `tls_error`, `destination_refused` (not a public address), `interrupted` (the service stopped mid-attempt); on an event also `no_webhook_url`, `webhook_disabled` or `event_not_enabled` (not sent).',
  }),
);

/** An event in the delivery log: what happened and where its delivery stands. */
export const WebhookEventSummary = Type.Object(
  {
    uid: Uid('Event id: the `X-Service-Event-Id` and `webhook-id` headers of its deliveries.'),
    event: Type.String({ description: 'Event name, such as `mailbox.status_changed`.' }),
    record_kind: Type.String({ description: 'Key of the record under `data`.' }),
    record_uid: Type.String({ description: 'uid of the record the event is about.' }),
    created_at: Timestamp('When the change happened and the event was recorded.'),
    delivery: Type.Object({
      state: DeliveryStateSchema,
      attempts: Type.Integer({ description: 'Attempts made so far, over every redelivery.' }),
      last_attempt_at: Nullable(Timestamp()),
      last_status_code: Nullable(Type.Integer()),
      last_error_class: ErrorClass,
      next_attempt_at: Nullable(Timestamp('When the next attempt is due, while pending.')),
      delivered_at: Nullable(Timestamp()),
    }),
  },
  { title: 'WebhookEvent' },
);

export const WebhookAttempt = Type.Object(
  {
    attempt: Type.Integer({ description: '1-based, over every redelivery of the event.' }),
    trigger: Type.Union([Type.Literal('automatic'), Type.Literal('manual')], {
      description: '`manual` for the first attempt of a redelivery you asked for.',
    }),
    state: Type.Union([Type.Literal('succeeded'), Type.Literal('failed')]),
    url: Type.String({
      description:
        'Where it was sent: scheme, host and path (the query string and fragment are not shown).',
    }),
    started_at: Timestamp(),
    duration_ms: Nullable(Type.Integer()),
    status_code: Nullable(Type.Integer({ description: 'HTTP status of the answer, if one came.' })),
    error_class: ErrorClass,
    response_excerpt: Nullable(
      Type.String({ description: 'Start of the answer’s body, at most 4 KB.' }),
    ),
    next_attempt_at: Nullable(Timestamp('When the retry this failure scheduled is due.')),
  },
  { title: 'WebhookAttempt' },
);

export const WebhookEventDetail = Type.Object(
  {
    ...WebhookEventSummary.properties,
    data: Type.Object(
      {},
      {
        additionalProperties: true,
        description:
          'The envelope’s `data` as recorded: `{ <record_kind>: record, metadata }`, with credential fields (passwords, secrets) shown as "[redacted]".',
      },
    ),
    attempts: Type.Array(WebhookAttempt),
  },
  { title: 'WebhookEventDetail' },
);
