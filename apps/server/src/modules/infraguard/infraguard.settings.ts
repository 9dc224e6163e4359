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
}

export const DEFAULT_SETTINGS: ProtectionSettings = {
  blocklist_checks: true,
  dns_checks: true,
  bounce_checks: true,
  bounce_warning_pct: 2,
  bounce_critical_pct: 5,
  bounce_period_days: 7,
  auto_pause_warmup: true,
};

export function settingsOf(sub: Pick<InfraGuardSubscriptionRow, 'settings'>): ProtectionSettings {
  return { ...DEFAULT_SETTINGS, ...(JSON.parse(sub.settings) as Partial<ProtectionSettings>) };
}
