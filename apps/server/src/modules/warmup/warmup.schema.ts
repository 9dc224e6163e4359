import { Type } from 'typebox';
import { Nullable, Timestamp, Uid } from '../../http/schemas.js';
import { WARMUP_STATUSES } from './warmup.lifecycle.js';
import { WARMUP_RANGES } from './warmup.settings.js';

export const WARMUP_TAG = 'Warmup';

export const WarmupStatusSchema = Type.Enum([...WARMUP_STATUSES], {
  description: 'pending, active, paused or cancelled (docs/lifecycles.md).',
});

export const WarmupSubscription = Type.Object(
  {
    uid: Uid(),
    status: WarmupStatusSchema,
    mailbox_email: Type.String(),
    price_per_month: Type.Number({ description: 'Credits (USD) a month; 0 when included.' }),
    started_at: Nullable(Timestamp('When warmup started; null while pending.')),
    next_billing_date: Nullable(Timestamp('When the next month is charged; null when nothing is.')),
    createdAt: Timestamp(),
    mailbox: Type.Object({
      uid: Uid(),
      username: Type.String(),
      domain_name: Type.String(),
      platform: Type.String(),
      status: Type.String(),
    }),
    status_reason: Type.String({ description: 'Why it is paused or cancelled, or empty.' }),
    warmup_tag: Type.String({
      description:
        'The value of the `X-Mailwright-Warmup` header its warmup mail carries (filter on it).',
    }),
    warmup_limit: Type.Integer({ description: 'Most warmup emails a day.' }),
    warmup_increment: Type.Integer({ description: 'Emails added each day.' }),
    warmup_start: Type.Integer({ description: 'Emails on the first day.' }),
    warmup_replyrate: Type.Integer({ description: 'Share of its emails answered, percent.' }),
    day: Type.Integer({ description: 'Days warmed so far (stands still while paused).' }),
    paused_at: Nullable(Timestamp()),
    cancelled_at: Nullable(Timestamp()),
    included_until: Nullable(Timestamp('Warmup included with a prewarm purchase ends then.')),
    health_score: Nullable(
      Type.Integer({
        description: 'Inbox share of its warmup mail over 7 days, 0–100; null before any arrived.',
      }),
    ),
  },
  { title: 'WarmupSubscription' },
);

export const WarmupDay = Type.Object(
  {
    date: Type.String({ description: 'YYYY-MM-DD on the workspace’s time line.' }),
    target: Type.Integer({
      description:
        'The ramp’s target that day (warmup emails to send), 0 on a day not planned: paused, no partner, not started.',
    }),
    sent: Type.Integer(),
    received: Type.Integer(),
    inbox: Type.Integer({
      description: 'Of that day’s sent mail: reached the inbox (a tab included).',
    }),
    spam: Type.Integer({ description: 'Of that day’s sent mail: landed in spam.' }),
    rescued: Type.Integer({
      description: 'Of that day’s sent mail: moved from spam to the inbox.',
    }),
    replied: Type.Integer(),
    bounced: Type.Integer(),
  },
  { title: 'WarmupDay' },
);

export const MailboxUids = Type.Array(Uid(), {
  minItems: 1,
  maxItems: 100,
  description: 'Mailboxes (1 to 100).',
});

const setting = (key: keyof typeof WARMUP_RANGES, description: string) =>
  Type.Optional(
    Type.Integer({
      minimum: WARMUP_RANGES[key].min,
      maximum: WARMUP_RANGES[key].max,
      description: `${description} ${WARMUP_RANGES[key].min}–${WARMUP_RANGES[key].max} (default ${WARMUP_RANGES[key].default}).`,
    }),
  );

export const WarmupSettingsFields = {
  warmup_limit: setting('warmup_limit', 'Most warmup emails a day,'),
  warmup_increment: setting('warmup_increment', 'Emails added each day,'),
  warmup_start: setting('warmup_start', 'Emails on the first day,'),
  warmup_replyrate: setting('warmup_replyrate', 'Share of its emails answered (percent),'),
};

export const MailboxResults = Type.Object({
  success: Type.Array(
    Type.Object({ mailbox_uid: Uid(), subscription_uid: Uid(), action: Type.String() }),
  ),
  failed: Type.Array(Type.Object({ mailbox_uid: Uid(), message: Type.String() })),
});
