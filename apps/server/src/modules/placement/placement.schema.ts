import { Type } from 'typebox';
import { Nullable, Timestamp, Uid } from '../../http/schemas.js';
import { PLACEMENT_TEST_STATUSES } from './placement.lifecycle.js';
import { WEEKDAYS } from './schedule-time.js';
import { SEED_PROVIDER_KEYS } from './seed-providers.js';

export const PLACEMENT_TAG = 'Inbox Placement';

export const ProviderKey = Type.Enum([...SEED_PROVIDER_KEYS], { description: 'A seed provider.' });

/** The fields a test and a scheduled test share: what to send, from where, to which providers. */
export const TestDefinitionFields = {
  name: Type.Optional(Type.String({ maxLength: 200, description: 'A name for people.' })),
  subject: Type.String({ minLength: 1, maxLength: 998 }),
  text: Type.String({ minLength: 1, maxLength: 200_000, description: 'The plain-text body.' }),
  html: Type.Optional(
    Type.String({ minLength: 1, maxLength: 500_000, description: 'An HTML alternative.' }),
  ),
  mailbox_uids: Type.Array(Uid(), {
    minItems: 1,
    maxItems: 20,
    description: 'Sending mailboxes of the workspace (active).',
  }),
  providers: Type.Optional(
    Type.Array(ProviderKey, {
      minItems: 1,
      maxItems: SEED_PROVIDER_KEYS.length,
      uniqueItems: true,
      description: 'Seed providers to measure (default: all).',
    }),
  ),
  delivery_mode: Type.Optional(
    Type.Union([Type.Literal('together'), Type.Literal('one_by_one')], {
      description: '`together` (default) sends every copy at once; `one_by_one` one copy a minute.',
    }),
  ),
};

const Pct = Nullable(Type.Number(), {
  description: 'Share of the measured copies, 0 to 100; null while none is measured.',
});

export const Figures = Type.Object({
  copies: Type.Integer({ description: 'Copies the run sends (or tried to).' }),
  pending: Type.Integer({ description: 'Sent or sending, not found yet, deadline not reached.' }),
  measured: Type.Integer({ description: 'Copies with a result: inbox, tab, spam or missing.' }),
  inbox: Type.Integer(),
  tab: Type.Integer({
    description: 'In a category tab (Promotions, Updates) or only in All Mail.',
  }),
  spam: Type.Integer(),
  missing: Type.Integer({ description: 'Not found in the seed by the deadline (or bounced).' }),
  not_sent: Type.Integer({ description: 'Could not leave the sending mailbox.' }),
  inbox_pct: Pct,
  tab_pct: Pct,
  spam_pct: Pct,
  missing_pct: Pct,
});

export const ProviderFigures = Type.Intersect([
  Type.Object({ provider: ProviderKey, name: Type.String() }),
  Figures,
]);

const Verdict = Nullable(
  Type.Union([Type.Literal('pass'), Type.Literal('fail'), Type.Literal('none')]),
);

export const PlacementCopy = Type.Object({
  sender: Type.String(),
  seed: Type.String(),
  provider: ProviderKey,
  status: Type.Enum(['pending', 'sent', 'found', 'missing', 'not_sent'] as const),
  folder: Nullable(Type.String(), {
    description: '`inbox`, `promotions`, `updates`, `spam`, `archive` or `missing`.',
  }),
  token: Type.String({ description: 'In the `X-Mailwright-Placement` header and the body.' }),
  message_id: Type.String(),
  sent_at: Nullable(Timestamp()),
  found_at: Nullable(Timestamp()),
  delay_seconds: Nullable(Type.Integer({ description: 'From sending to arrival at the seed.' })),
  spf: Verdict,
  dkim: Verdict,
  dmarc: Verdict,
  error: Nullable(Type.String()),
});

export const PlacementTest = Type.Object({
  uid: Uid(),
  name: Type.String(),
  status: Type.Enum([...PLACEMENT_TEST_STATUSES]),
  previous_status: Nullable(Type.String()),
  schedule_uid: Nullable(Uid('The scheduled test this run is a firing of.')),
  subject: Type.String(),
  mailbox_uids: Type.Array(Uid()),
  providers: Type.Array(ProviderKey),
  delivery_mode: Type.String(),
  price: Type.Number({ description: 'Credits charged (1 credit = 1 USD).' }),
  refunded: Type.Boolean(),
  failure_reason: Nullable(Type.String()),
  overall: Figures,
  by_provider: Type.Array(ProviderFigures),
  created_at: Timestamp(),
  started_at: Nullable(Timestamp()),
  deadline_at: Nullable(Timestamp()),
  completed_at: Nullable(Timestamp()),
});

export const Weekday = Type.Enum([...WEEKDAYS]);

export const ScheduleFields = {
  days: Type.Array(Weekday, {
    minItems: 1,
    maxItems: WEEKDAYS.length,
    uniqueItems: true,
    description: 'Weekdays it fires.',
  }),
  time: Type.String({
    pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
    description: 'Time of day it fires, `HH:MM` (24 h), in `timezone`.',
  }),
  timezone: Type.String({ minLength: 1, maxLength: 64, description: 'IANA time zone.' }),
};

export const ScheduledTest = Type.Object({
  uid: Uid(),
  name: Type.String(),
  status: Type.Union([Type.Literal('active'), Type.Literal('paused')]),
  subject: Type.String(),
  mailbox_uids: Type.Array(Uid()),
  providers: Type.Array(ProviderKey),
  delivery_mode: Type.String(),
  days: Type.Array(Weekday),
  time: Type.String(),
  timezone: Type.String(),
  next_run_at: Nullable(Timestamp()),
  last_run_at: Nullable(Timestamp()),
  runs: Type.Integer({ description: 'Runs it has made.' }),
  created_at: Timestamp(),
});
