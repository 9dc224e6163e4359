/** Which adapter serves a family (and, for mailbox hosts, a platform). */
export interface ProviderStatus {
  /** `registrar`, `dns_host`, `mailbox_host`, `oauth_grants`, `sequencer_platform`. */
  family: string;
  /** For `mailbox_host`: the platform this line is about; null otherwise. */
  platform: string | null;
  /** `simulator`, `powerdns`, `mailserver`. */
  adapter: string;
  real: boolean;
}

const MAILBOX_PLATFORMS = ['GOOGLE', 'MICROSOFT', 'AZURE', 'SMTP'] as const;

/** Every family, on the simulator except the DNS host and the SMTP platform's host when set. */
export function providerStatus(dnsHost = 'simulator', smtpMailboxHost = 'simulator'): ProviderStatus[] {
  const line = (family: string, platform: string | null, adapter: string): ProviderStatus => ({
    family,
    platform,
    adapter,
    real: adapter !== 'simulator',
  });
  return [
    line('registrar', null, 'simulator'),
    line('dns_host', null, dnsHost),
    ...MAILBOX_PLATFORMS.map((p) =>
      line('mailbox_host', p, p === 'SMTP' ? smtpMailboxHost : 'simulator'),
    ),
    line('oauth_grants', null, 'simulator'),
    line('sequencer_platform', null, 'simulator'),
  ];
}

/** "DNS host (powerdns)", "SMTP mailbox host (mailserver)" … for the banner. */
export function describeStatus(line: ProviderStatus): string {
  const family = line.family.replace(/_/g, ' ');
  return `${line.platform ? `${line.platform} ${family}` : family} (${line.adapter})`;
}
