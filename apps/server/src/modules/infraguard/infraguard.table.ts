import type { Selectable } from 'kysely';

export type ProtectionStatus = 'active' | 'cancelled';
export type CheckKind = 'blocklist' | 'dns' | 'bounce';
export type AlertType = CheckKind;
export type AlertStatus = 'open' | 'acknowledged' | 'resolved';
export type Severity = 'info' | 'warning' | 'critical';
export type ActionItemStatus = 'open' | 'resolved' | 'dismissed';

/** One domain's protection (one live per domain: `active_key` is its domain id while active). */
export interface InfraGuardSubscriptionTable {
  id: string;
  uid: string;
  team_id: string;
  workspace_id: string;
  domain_id: string;
  active_key: string | null;
  status: ProtectionStatus;
  status_reason: string;
  price_cents: number;
  next_billing_date: string | null;
  /** JSON of the {@link ProtectionSettings} fields the domain sets itself. */
  settings: string;
  last_blocklist_at: string | null;
  last_dns_at: string | null;
  last_bounce_at: string | null;
  last_manual_at: string | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * One check result: a blocklist zone asked about one target, a DNS record label, or a bounce
 * evaluation. `run_id` groups the rows of one run; `metrics` holds a bounce evaluation's figures.
 */
export interface InfraGuardResultTable {
  id: string;
  uid: string;
  workspace_id: string;
  domain_id: string;
  run_id: string;
  check: CheckKind;
  /** The zone, the record label (`SPF`, `DKIM`, `DMARC`, `MX`), or `bounces`. */
  source: string;
  target: string;
  /** Blocklists: listed / clean / refused / error; DNS: ok / warning / error / missing; bounces: healthy / warning / critical. */
  status: string;
  /** JSON array of the return codes (blocklists). */
  codes: string;
  detail: string;
  metrics: string | null;
  checked_at: string;
}

export interface InfraGuardAlertTable {
  id: string;
  uid: string;
  workspace_id: string;
  domain_id: string;
  type: AlertType;
  source: string;
  /** `<domain id>:<type>:<source>` while not resolved: one unresolved alert per rule. */
  open_key: string | null;
  severity: Severity;
  status: AlertStatus;
  previous_status: AlertStatus | null;
  title: string;
  detail: string;
  opened_at: string;
  acknowledged_at: string | null;
  resolved_at: string | null;
  /** `check` (the next check was clean) or `user`. */
  resolved_by: string | null;
  updated_at: string;
}

export interface InfraGuardActionItemTable {
  id: string;
  uid: string;
  workspace_id: string;
  domain_id: string;
  alert_id: string;
  kind: string;
  severity: Severity;
  title: string;
  remedy: string;
  status: ActionItemStatus;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
}

/** A workspace's defaults for its protected domains: JSON of the settings fields it sets. */
export interface InfraGuardWorkspaceSettingsTable {
  workspace_id: string;
  settings: string;
  updated_at: string;
}

export type InfraGuardSubscriptionRow = Selectable<InfraGuardSubscriptionTable>;
export type InfraGuardResultRow = Selectable<InfraGuardResultTable>;
export type InfraGuardAlertRow = Selectable<InfraGuardAlertTable>;
export type InfraGuardActionItemRow = Selectable<InfraGuardActionItemTable>;
