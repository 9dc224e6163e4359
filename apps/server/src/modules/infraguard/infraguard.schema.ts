import { Type } from 'typebox';
import { Nullable, Timestamp, Uid } from '../../http/schemas.js';

export const INFRAGUARD_TAG = 'InfraGuard';

export const DomainUidQuery = Type.Object({ uid: Uid('The protected domain’s uid.') });

/**
 * The settings a request may change. Left out: kept. `null`: no longer set at this level (a
 * domain follows its workspace's default again; a workspace the built-in default).
 */
export const SettingsFields = {
  blocklist_checks: Type.Optional(
    Nullable(Type.Boolean({ description: 'Sweep blocklists (default true).' })),
  ),
  dns_checks: Type.Optional(
    Nullable(Type.Boolean({ description: 'Check SPF, DKIM, DMARC, MX daily (default true).' })),
  ),
  bounce_checks: Type.Optional(
    Nullable(Type.Boolean({ description: 'Evaluate bounce rates (default true).' })),
  ),
  bounce_warning_pct: Type.Optional(
    Nullable(
      Type.Number({
        minimum: 0,
        maximum: 100,
        description: 'Warning band from this bounce rate, percent (default 2).',
      }),
    ),
  ),
  bounce_critical_pct: Type.Optional(
    Nullable(
      Type.Number({
        minimum: 0,
        maximum: 100,
        description: 'Critical band above this bounce rate, percent (default 5).',
      }),
    ),
  ),
  bounce_period_days: Type.Optional(
    Nullable(
      Type.Integer({
        minimum: 1,
        maximum: 90,
        description: 'Days bounce rates are measured over (default 7).',
      }),
    ),
  ),
  auto_pause_warmup: Type.Optional(
    Nullable(
      Type.Boolean({
        description:
          'Pause warmup of the domain’s mailboxes on a blocklist listing (default true).',
      }),
    ),
  ),
  auto_pause_sending: Type.Optional(
    Nullable(
      Type.Boolean({
        description:
          'While the domain is listed (an unresolved blocklist alert), its mailboxes send no campaign mail (default true).',
      }),
    ),
  ),
};

export const Settings = Type.Object({
  blocklist_checks: Type.Boolean(),
  dns_checks: Type.Boolean(),
  bounce_checks: Type.Boolean(),
  bounce_warning_pct: Type.Number(),
  bounce_critical_pct: Type.Number(),
  bounce_period_days: Type.Integer(),
  auto_pause_warmup: Type.Boolean(),
  auto_pause_sending: Type.Boolean(),
});

export const Protection = Type.Object({
  uid: Uid('The subscription’s uid.'),
  domain_uid: Uid(),
  domain_name: Type.String(),
  status: Type.Enum(['active', 'cancelled']),
  status_reason: Type.String(),
  price_per_month: Type.Number({ description: 'Credits (USD) a month.' }),
  next_billing_date: Nullable(Timestamp()),
  settings: Settings,
  open_alerts: Type.Integer(),
  last_blocklist_check_at: Nullable(Timestamp()),
  last_dns_check_at: Nullable(Timestamp()),
  last_bounce_check_at: Nullable(Timestamp()),
  cancelled_at: Nullable(Timestamp()),
  created_at: Timestamp(),
});

export const CheckResultSchema = Type.Object({
  uid: Uid(),
  run_id: Type.String(),
  check: Type.Enum(['blocklist', 'dns', 'bounce']),
  source: Type.String({
    description: 'The zone, the record label (SPF, DKIM, DMARC, MX), or `bounces`.',
  }),
  target: Type.String({ description: 'The domain or IP address asked about.' }),
  status: Type.String({
    description:
      'Blocklists: `listed`, `clean`, `refused` (the list refused this resolver), `error`; DNS: `ok`, `warning`, `error`, `missing`; bounces: `healthy`, `warning`, `critical`, `not_measured`.',
  }),
  codes: Type.Array(Type.String(), { description: 'The list’s return codes (A answers).' }),
  detail: Type.String({ description: 'TXT reason of a listing, or what is wrong.' }),
  metrics: Nullable(Type.Record(Type.String(), Type.Unknown())),
  checked_at: Timestamp(),
});

export const AlertSchema = Type.Object({
  uid: Uid(),
  domain_uid: Uid(),
  domain_name: Type.String(),
  type: Type.Enum(['blocklist', 'dns', 'bounce']),
  source: Type.String(),
  severity: Type.Enum(['info', 'warning', 'critical']),
  status: Type.Enum(['open', 'acknowledged', 'resolved']),
  previous_status: Nullable(Type.String()),
  title: Type.String(),
  detail: Type.String(),
  opened_at: Timestamp(),
  acknowledged_at: Nullable(Timestamp()),
  resolved_at: Nullable(Timestamp()),
  resolved_by: Nullable(
    Type.String({ description: '`check` (the next check was clean) or `user`.' }),
  ),
});

export const ActionItemSchema = Type.Object({
  uid: Uid(),
  domain_uid: Uid(),
  domain_name: Type.String(),
  alert_uid: Nullable(Uid()),
  kind: Type.String({
    description: 'request_delisting, publish_dmarc, publish_dkim, fix_spf, fix_mx, reduce_bounces.',
  }),
  severity: Type.Enum(['info', 'warning', 'critical']),
  title: Type.String(),
  remedy: Type.String(),
  status: Type.Enum(['open', 'resolved', 'dismissed']),
  created_at: Timestamp(),
  updated_at: Timestamp(),
  closed_at: Nullable(Timestamp()),
});

export const BounceMetricsSchema = Type.Object({
  period_days: Type.Integer(),
  sent: Type.Integer(),
  hard_bounces: Type.Integer(),
  soft_bounces: Type.Integer(),
  hard_bounce_rate: Nullable(
    Type.Number({ description: 'Percent; null when nothing was sent (not measured).' }),
  ),
  soft_bounce_rate: Nullable(Type.Number()),
  bounce_rate: Nullable(Type.Number()),
  band: Nullable(Type.Enum(['healthy', 'warning', 'critical'])),
});
