import type { Providers } from './index.js';

/** Which adapter serves a family (and, for per-platform families, a platform). */
export interface ProviderStatus {
  /** One of {@link PROVIDER_FAMILIES}. */
  family: string;
  /**
   * For `mailbox_host`, `client_id_grants` and `mail_network` the mailbox platform, for `sequencer_platform` the
   * sequencer platform this line is about; null otherwise.
   */
  platform: string | null;
  /**
   * `simulator`, or the real adapter: `powerdns`, `mailserver`, `stripe`, `api`, `smtp_relay`,
   * `dns` (blocklists), `imap` (placement seeds), `workspace` (Google Workspace), `graph`
   * (Microsoft Graph) …
   */
  adapter: string;
  real: boolean;
}

/**
 * Every provider family: `verification_mail` is the service's own mail (codes for forwarding
 * addresses), `blocklist` the resolver InfraGuard's blocklist checks ask, `placement_seeds` the
 * seed mailboxes placement tests send to (real when an enabled, healthy seed is read over IMAP).
 */
export const PROVIDER_FAMILIES = [
  'registrar',
  'dns_host',
  'mailbox_host',
  'oauth_grants',
  'client_id_grants',
  'sequencer_platform',
  'payments',
  'cloudflare',
  'mail_network',
  'verification_mail',
  'blocklist',
  'placement_seeds',
] as const;
export type ProviderFamily = (typeof PROVIDER_FAMILIES)[number];

export const MAILBOX_PLATFORMS = ['GOOGLE', 'MICROSOFT', 'AZURE', 'SMTP'] as const;

/** The mailbox platforms with OAuth: consent requests and client-id requests. */
const OAUTH_PLATFORMS = ['GOOGLE', 'MICROSOFT', 'AZURE'] as const;

/** The platform the service's own mail leaves from (verification codes). */
export const SERVICE_PLATFORM = 'MAILWRIGHT';

/** The adapters a status is read from: each says what it is (`name`, `adapterFor`). */
export type StatusSource = Pick<
  Providers,
  | 'registrar'
  | 'dnsHost'
  | 'mailboxHost'
  | 'oauthGrants'
  | 'sequencerPlatform'
  | 'payments'
  | 'cloudflare'
  | 'mailNetworkOf'
  | 'blocklist'
>;

const line = (family: ProviderFamily, platform: string | null, adapter: string) => ({
  family,
  platform,
  adapter,
  real: adapter !== 'simulator',
});

/**
 * Which adapter serves each family, read from the adapters themselves: whatever `createProviders`
 * chose (a real adapter, or one routed per platform) is what this reports, with nothing to keep
 * in step. The placement seeds are data, not an adapter: their line comes from the seeds table
 * (`placementSeedStatus`).
 */
export function providerStatus(p: StatusSource): ProviderStatus[] {
  return [
    line('registrar', null, p.registrar.name),
    line('dns_host', null, p.dnsHost.name),
    ...MAILBOX_PLATFORMS.map((m) => line('mailbox_host', m, p.mailboxHost.adapterFor(m))),
    line('oauth_grants', null, p.oauthGrants.name),
    ...OAUTH_PLATFORMS.map((m) => line('client_id_grants', m, p.oauthGrants.adapterFor(m))),
    ...p.sequencerPlatform.platforms.map((s) =>
      line('sequencer_platform', s, p.sequencerPlatform.adapterFor(s)),
    ),
    line('payments', null, p.payments.name),
    line('cloudflare', null, p.cloudflare.name),
    ...MAILBOX_PLATFORMS.map((m) => line('mail_network', m, p.mailNetworkOf(m))),
    line('verification_mail', null, p.mailNetworkOf(SERVICE_PLATFORM)),
    line('blocklist', null, p.blocklist.name),
  ];
}

/** A family (and platform) an operation needs to be real. */
export interface ProviderNeed {
  family: ProviderFamily;
  platform?: string | null;
}

/** `registrar`, `mailbox_host:GOOGLE`: how MAILWRIGHT_ALLOW_SIMULATED and errors name a need. */
export function needLabel(need: ProviderNeed): string {
  return need.platform ? `${need.family}:${need.platform}` : need.family;
}

/**
 * The needs that `status` serves with a simulator and `allowed` (MAILWRIGHT_ALLOW_SIMULATED's
 * entries: `all`, a family, or `family:platform`) does not list. A need the status has no line
 * for counts as simulated: nothing is sold that no adapter was chosen for.
 */
export function simulatedNeeds(
  status: readonly ProviderStatus[],
  allowed: readonly string[],
  needs: readonly ProviderNeed[],
): ProviderNeed[] {
  if (allowed.includes('all')) return [];
  const seen = new Set<string>();
  return needs.filter((need) => {
    const label = needLabel(need);
    if (seen.has(label)) return false;
    seen.add(label);
    const platform = need.platform?.toLowerCase() ?? null;
    const served = status.find(
      (s) => s.family === need.family && (s.platform?.toLowerCase() ?? null) === platform,
    );
    if (served?.real) return false;
    return !allowed.includes(need.family) && !allowed.includes(label.toLowerCase());
  });
}

const FAMILY_LABELS: Record<string, string> = {
  registrar: 'registrar',
  dns_host: 'DNS host',
  oauth_grants: 'OAuth consent',
  payments: 'payments',
  cloudflare: 'Cloudflare accounts',
  verification_mail: 'verification mail',
  blocklist: 'blocklist resolver',
  placement_seeds: 'placement seeds',
};

/** "DNS host (powerdns)", "SMTP mailboxes (mailserver)", "registrar" … for the banner. */
export function describeStatus(line: ProviderStatus): string {
  const label =
    line.family === 'mailbox_host'
      ? `${line.platform} mailboxes`
      : line.family === 'mail_network'
        ? `${line.platform} mail`
        : line.family === 'client_id_grants'
          ? `${line.platform} client ids`
          : line.family === 'sequencer_platform'
            ? `${line.platform} sequencer`
            : (FAMILY_LABELS[line.family] ?? line.family);
  return line.real ? `${label} (${line.adapter})` : label;
}

/**
 * The banner's list: one item per line, except that a per-platform family whose every platform
 * is simulated (in `all`, the whole status) is one item ("sequencer platforms", "client-id
 * grants"; the four mailbox platforms stay named).
 */
export function describeStatuses(
  lines: readonly ProviderStatus[],
  all: readonly ProviderStatus[] = lines,
): string[] {
  const groups: Record<string, string> = {
    sequencer_platform: 'sequencer platforms',
    client_id_grants: 'client-id grants',
  };
  const grouped = new Set(
    Object.keys(groups).filter(
      (family) =>
        lines.some((l) => l.family === family) && all.every((l) => l.family !== family || !l.real),
    ),
  );
  const out: string[] = [];
  for (const l of lines) {
    if (grouped.has(l.family)) {
      if (l === lines.find((first) => first.family === l.family)) out.push(groups[l.family] ?? '');
      continue;
    }
    out.push(describeStatus(l));
  }
  return out;
}
