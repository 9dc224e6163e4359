import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import type { DnsRecordSpec } from '../../providers/dns-host.js';
import type { SmtpServerProfile } from '../../providers/mailbox-host.js';
import type { ManagedRecord } from './dns.table.js';

const generateKeyPairAsync = promisify(generateKeyPair);

export const DKIM_SELECTOR = 'mw1';
export const DEFAULT_TTL = 3600;

/** The labels verify reports on, in this order. */
export type ManagedLabel = 'MX' | 'SPF' | 'DKIM' | 'DMARC';
export const MANAGED_LABELS: ReadonlyArray<{ managed: ManagedRecord; label: ManagedLabel }> = [
  { managed: 'mx', label: 'MX' },
  { managed: 'spf', label: 'SPF' },
  { managed: 'dkim', label: 'DKIM' },
  { managed: 'dmarc', label: 'DMARC' },
];

export interface ExpectedRecord extends DnsRecordSpec {
  managed: ManagedRecord;
}

export interface DomainMailSettings {
  name?: string;
  dmarc_policy: string | null;
  dmarc_email: string;
  /** The platform of the domain's mailboxes, or null (the sandbox's mail host). */
  mail_platform?: string | null;
}

/** MX hosts (priority, host) and the SPF include of a mail platform. */
interface PlatformMailRecords {
  mx: (domainName: string) => Array<[number, string]>;
  /** SPF mechanisms: `include:_spf.google.com`, `mx ip4:203.0.113.7` … */
  spf: string;
}

const MICROSOFT_MAIL_RECORDS: PlatformMailRecords = {
  mx: (name) => [[0, `${name.replace(/\./g, '-')}.mail.protection.outlook.com`]],
  spf: 'include:spf.protection.outlook.com',
};

/**
 * MX and SPF per mailbox platform, as each publishes them; any other platform (SMTP, none, or one
 * added later) gets the SMTP platform's mail server (the sandbox's, or the real mail stack). DKIM stays the domain's own key on every platform
 * (docs/sandbox.md says why).
 */
const PLATFORM_MAIL_RECORDS: Readonly<Record<string, PlatformMailRecords>> = {
  GOOGLE: { mx: () => [[1, 'smtp.google.com']], spf: 'include:_spf.google.com' },
  MICROSOFT: MICROSOFT_MAIL_RECORDS,
  AZURE: MICROSOFT_MAIL_RECORDS,
};

/**
 * The records a domain must publish to send mail: MX, SPF, DKIM (the domain's own key) and,
 * unless removed, DMARC. The platform of the domain's mailboxes decides MX and SPF.
 */
export function expectedRecords(
  domain: DomainMailSettings,
  dkimPublicKey: string,
  smtpServer: SmtpServerProfile,
): ExpectedRecord[] {
  const platform = domain.mail_platform ?? '';
  const mail = Object.hasOwn(PLATFORM_MAIL_RECORDS, platform)
    ? (PLATFORM_MAIL_RECORDS[platform] as PlatformMailRecords)
    : { mx: () => smtpServer.mx, spf: smtpServer.spf };
  const records: ExpectedRecord[] = [
    ...mail.mx(domain.name ?? '').map(([priority, host]) => mx(priority, host)),
    txt('spf', '@', `v=spf1 ${mail.spf} ~all`),
    txt('dkim', `${DKIM_SELECTOR}._domainkey`, `v=DKIM1; k=rsa; p=${dkimPublicKey}`),
  ];
  if (domain.dmarc_policy) records.push(txt('dmarc', '_dmarc', dmarcValue(domain)));
  return records;
}

export function dmarcValue(domain: DomainMailSettings): string {
  const rua = domain.dmarc_email ? `; rua=mailto:${domain.dmarc_email}` : '';
  return `v=DMARC1; p=${domain.dmarc_policy ?? 'none'}${rua}`;
}

/** Whether a published record is the expected one (same place, type and content). */
export function matchesExpected(
  record: Pick<DnsRecordSpec, 'host' | 'type' | 'value' | 'priority'>,
  expected: ExpectedRecord,
): boolean {
  return (
    record.host === expected.host &&
    record.type === expected.type &&
    record.value === expected.value &&
    (expected.type !== 'MX' || record.priority === expected.priority)
  );
}

/**
 * Whether a record competes with an expected one: another MX at the apex, or another SPF, DKIM
 * or DMARC TXT record at the same host (two SPF records make SPF fail outright).
 */
export function conflictsWith(
  record: Pick<DnsRecordSpec, 'host' | 'type' | 'value'>,
  expected: ExpectedRecord,
): boolean {
  if (record.host !== expected.host || record.type !== expected.type) return false;
  if (expected.type === 'MX') return true;
  return record.value.toLowerCase().startsWith(TXT_TAGS[expected.managed]);
}

const TXT_TAGS: Record<ManagedRecord, string> = {
  mx: '',
  spf: 'v=spf1',
  dkim: 'v=dkim1',
  dmarc: 'v=dmarc1',
  host: '',
};

/** A fresh RSA 2048 DKIM key pair: base64 DER public key (the TXT `p=`) and a PEM private key. */
export async function generateDkimKeyPair(): Promise<{ publicKey: string; privateKeyPem: string }> {
  const { publicKey, privateKey } = await generateKeyPairAsync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    publicKey: (publicKey as Buffer).toString('base64'),
    privateKeyPem: privateKey as string,
  };
}

function mx(priority: number, host: string): ExpectedRecord {
  return { managed: 'mx', host: '@', type: 'MX', value: host, ttl: DEFAULT_TTL, priority };
}

function txt(managed: ManagedRecord, host: string, value: string): ExpectedRecord {
  return { managed, host, type: 'TXT', value, ttl: DEFAULT_TTL, priority: null };
}
