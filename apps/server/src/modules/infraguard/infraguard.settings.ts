import type { Executor } from '../../db/transaction.js';
import type { InfraGuardSubscriptionRow } from './infraguard.table.js';

/** InfraGuard's price: 3 credits (USD) per protected domain per month (the real add-on's). */
export const INFRAGUARD_PRICE_CENTS = 300;

/** DNS records are checked once a day; bounces and blocklists on every sweep. */
export const DNS_CHECK_INTERVAL_MS = 86_400_000;

/** A domain's protection settings (Update settings; docs/api/infraguard.md). */
export interface ProtectionSettings {
  blocklist_checks: boolean;
  dns_checks: boolean;
  bounce_checks: boolean;
  /** Bounce bands: healthy below warning, critical above critical (percent). */
  bounce_warning_pct: number;
  bounce_critical_pct: number;
  /** The window bounce rates are measured over, in days. */
  bounce_period_days: number;
  /** On a blocklist listing, pause warmup of the domain's mailboxes. */
  auto_pause_warmup: boolean;
  /** While the domain is listed, its mailboxes send no (sandbox) campaign mail. */
  auto_pause_sending: boolean;
}

export const DEFAULT_SETTINGS: ProtectionSettings = {
  blocklist_checks: true,
  dns_checks: true,
  bounce_checks: true,
  bounce_warning_pct: 2,
  bounce_critical_pct: 5,
  bounce_period_days: 7,
  auto_pause_warmup: true,
  auto_pause_sending: true,
};

/**
 * The settings in force: the built-in defaults, then the workspace's defaults, then the domain's
 * own (each level only stores the fields set at that level).
 */
export function effectiveSettings(
  workspace: Partial<ProtectionSettings>,
  own: Partial<ProtectionSettings>,
): ProtectionSettings {
  return { ...DEFAULT_SETTINGS, ...workspace, ...own };
}

/** A change to one level's settings: a field left out is kept, `null` stops setting it there. */
export type SettingsChanges = { [K in keyof ProtectionSettings]?: ProtectionSettings[K] | null };

/** One level's stored fields after `changes` (null clears a field, so the level below shows). */
export function withChanges(
  stored: Partial<ProtectionSettings>,
  changes: SettingsChanges,
): Partial<ProtectionSettings> {
  const next: Record<string, unknown> = { ...stored };
  for (const [field, value] of Object.entries(changes)) {
    if (value === null) delete next[field];
    else if (value !== undefined) next[field] = value;
  }
  return next as Partial<ProtectionSettings>;
}

/** The fields a domain sets itself (the rest follow the workspace's defaults). */
export function ownSettingsOf(
  sub: Pick<InfraGuardSubscriptionRow, 'settings'>,
): Partial<ProtectionSettings> {
  return JSON.parse(sub.settings) as Partial<ProtectionSettings>;
}

/** The fields a workspace sets as defaults for its protected domains. */
export async function workspaceDefaultsOf(
  db: Executor,
  workspaceId: string,
): Promise<Partial<ProtectionSettings>> {
  const row = await db
    .selectFrom('infraguard_workspace_settings')
    .select('settings')
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  return row ? (JSON.parse(row.settings) as Partial<ProtectionSettings>) : {};
}

/** A protected domain's settings in force. */
export async function settingsOf(
  db: Executor,
  sub: Pick<InfraGuardSubscriptionRow, 'settings' | 'workspace_id'>,
): Promise<ProtectionSettings> {
  return effectiveSettings(await workspaceDefaultsOf(db, sub.workspace_id), ownSettingsOf(sub));
}

/** The one rule between fields: the warning band starts at or below the critical one. */
export function bandsProblem(settings: ProtectionSettings): string | null {
  return settings.bounce_warning_pct > settings.bounce_critical_pct
    ? `must not be above bounce_critical_pct (${settings.bounce_critical_pct})`
    : null;
}
