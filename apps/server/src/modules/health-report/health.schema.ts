import { Type } from 'typebox';
import { Nullable, Timestamp, Uid } from '../../http/schemas.js';

export const HEALTH_TAG = 'Health';

const LevelSchema = Type.Enum(['ok', 'warning', 'error', 'unknown', 'not_measured'], {
  description:
    'A line’s level. `unknown`: the check got no answer (a blocklist’s refusal or error, a resolver that did not answer): never clean, counted as a warning. `not_measured`: nothing to measure yet (no mail sent).',
});

export const Summary = Type.Object({
  level: Type.Enum(['ok', 'warning', 'error']),
  ok: Type.Integer(),
  warning: Type.Integer({ description: 'Warnings and unknowns.' }),
  error: Type.Integer(),
});

export const ActionItemSchema = Type.Object({
  section: Type.Enum(['dns', 'blocklists', 'bounces', 'warmup', 'placement', 'mailbox']),
  level: Type.Enum(['warning', 'error']),
  title: Type.String(),
  remedy: Type.String({ description: 'How to fix it.' }),
});

export const CheckState = Type.Object({
  status: Type.Enum(['never', 'queued', 'running', 'done', 'failed']),
  requested_at: Nullable(Timestamp()),
  finished_at: Nullable(Timestamp()),
});

const DnsLine = Type.Object({
  record: Type.Enum(['MX', 'SPF', 'DKIM', 'DMARC']),
  status: Type.String({ description: 'The check’s answer: ok, warning, error, missing, unknown.' }),
  level: LevelSchema,
  detail: Type.String(),
});

const BlocklistLine = Type.Object({
  list: Type.String(),
  status: Type.Enum(['listed', 'clean', 'unknown']),
  level: LevelSchema,
  answers: Type.Array(
    Type.Object({
      target: Type.String(),
      answer: Type.String({ description: 'listed, clean, refused or error.' }),
      codes: Type.Array(Type.String()),
      detail: Type.String(),
    }),
  ),
});

const Bounces = Type.Object({
  level: LevelSchema,
  period_days: Type.Integer(),
  sent: Type.Integer(),
  hard_bounces: Type.Integer(),
  soft_bounces: Type.Integer(),
  hard_bounce_rate: Nullable(Type.Number()),
  soft_bounce_rate: Nullable(Type.Number()),
  bounce_rate: Nullable(Type.Number()),
  band: Nullable(Type.String()),
});

const WarmupLine = Type.Object({
  mailbox_uid: Uid(),
  email: Type.String(),
  status: Type.String(),
  health_score: Nullable(Type.Integer({ description: '7-day inbox share of its warmup mail.' })),
  level: LevelSchema,
});

const Placement = Nullable(
  Type.Object({
    test_uid: Uid(),
    name: Type.String(),
    completed_at: Nullable(Timestamp()),
    providers: Type.Array(
      Type.Object({
        provider: Type.String(),
        name: Type.String(),
        inbox_pct: Nullable(Type.Number()),
        tab_pct: Nullable(Type.Number()),
        spam_pct: Nullable(Type.Number()),
        missing_pct: Nullable(Type.Number()),
        level: LevelSchema,
      }),
    ),
  }),
);

const DomainChecks = {
  domain_uid: Uid(),
  domain_name: Type.String(),
  summary: Summary,
  check: CheckState,
  dns: Type.Array(DnsLine),
  blocklists: Type.Array(BlocklistLine),
  bounces: Bounces,
};

export const DomainHealth = Type.Object({
  ...DomainChecks,
  domain_status: Type.String(),
  warmup: Type.Array(WarmupLine),
  placement: Placement,
  action_items: Type.Array(ActionItemSchema),
  mailboxes: Type.Array(Type.Object({ uid: Uid(), email: Type.String(), status: Type.String() })),
});

export const MailboxHealth = Type.Object({
  mailbox_uid: Uid(),
  email: Type.String(),
  mailbox_status: Type.String(),
  status_level: LevelSchema,
  summary: Summary,
  domain: Type.Object(DomainChecks),
  warmup: Type.Array(WarmupLine),
  placement: Placement,
  action_items: Type.Array(ActionItemSchema),
});

export const WorkspaceHealth = Type.Object({
  summary: Summary,
  domains: Type.Array(
    Type.Object({
      domain_uid: Uid(),
      domain_name: Type.String(),
      domain_status: Type.String(),
      summary: Summary,
      check: CheckState,
    }),
  ),
  truncated: Type.Boolean({ description: 'More domains than the 200 read (the first by name).' }),
  action_items: Type.Array(
    Type.Intersect([
      ActionItemSchema,
      Type.Object({ domain_uid: Uid(), domain_name: Type.String() }),
    ]),
  ),
  progress: Nullable(
    Type.Object({
      batch_id: Type.String(),
      total: Type.Integer(),
      done: Type.Integer(),
      running: Type.Boolean(),
    }),
  ),
});
