/** Which adapter serves a family (and, for mailbox hosts, a platform). */
export interface ProviderStatus {
  /**
   * `registrar`, `dns_host`, `mailbox_host`, `oauth_grants`, `sequencer_platform`, `payments`,
   * `cloudflare`, `mail_network`, `verification_mail` (the service's own mail).
   */
  family: string;
  /**
   * For `mailbox_host` and `mail_network`: the mailbox platform this line is about; for
   * `sequencer_platform`, the sequencer platform (`instantly` …); null otherwise.
   */
  platform: string | null;
  /**
   * `simulator`, `powerdns`, `mailserver`, `stripe`, `api`, `smtp_relay`, `namecheap`,
   * `porkbun`, `workspace` (Google Workspace), `graph` (Microsoft Graph).
   */
  adapter: string;
  real: boolean;
}

const MAILBOX_PLATFORMS = ['GOOGLE', 'MICROSOFT', 'AZURE', 'SMTP'] as const;

/** Every family, on the simulator except the DNS host and the SMTP platform's host when set. */
export function providerStatus(
  dnsHost = 'simulator',
  smtpMailboxHost = 'simulator',
  payments = 'simulator',
  cloudflare = 'simulator',
  verificationMail = 'simulator',
  registrar = 'simulator',
  realSequencers: readonly string[] = [],
  realMailHosts: Readonly<Record<string, string>> = {},
): ProviderStatus[] {
  const line = (family: string, platform: string | null, adapter: string): ProviderStatus => ({
    family,
    platform,
    adapter,
    real: adapter !== 'simulator',
  });
  return [
    line('registrar', null, registrar),
    line('dns_host', null, dnsHost),
    ...MAILBOX_PLATFORMS.map((p) =>
      line('mailbox_host', p, p === 'SMTP' ? smtpMailboxHost : (realMailHosts[p] ?? 'simulator')),
    ),
    line('oauth_grants', null, 'simulator'),
    line('sequencer_platform', null, 'simulator'),
    ...realSequencers.map((p) => line('sequencer_platform', p, 'api')),
    line('payments', null, payments),
    line('cloudflare', null, cloudflare),
    ...MAILBOX_PLATFORMS.map((p) =>
      line('mail_network', p, p === 'SMTP' ? smtpMailboxHost : 'simulator'),
    ),
    line('verification_mail', null, verificationMail),
  ];
}

const FAMILY_LABELS: Record<string, string> = {
  registrar: 'registrar',
  dns_host: 'DNS host',
  oauth_grants: 'OAuth grants',
  sequencer_platform: 'sequencer platforms',
  payments: 'payments',
  cloudflare: 'Cloudflare accounts',
  verification_mail: 'verification mail',
};

/** "DNS host (powerdns)", "SMTP mailboxes (mailserver)", "registrar" … for the banner. */
export function describeStatus(line: ProviderStatus): string {
  const label =
    line.family === 'mailbox_host'
      ? `${line.platform} mailboxes`
      : line.family === 'mail_network'
        ? `${line.platform} mail`
        : line.family === 'sequencer_platform' && line.platform
          ? `${line.platform} sequencer`
          : (FAMILY_LABELS[line.family] ?? line.family);
  return line.real ? `${label} (${line.adapter})` : label;
}
