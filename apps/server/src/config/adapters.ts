import { isAbsolute, resolve } from 'node:path';
import { type Env, hostNameList, oneOf, type Read, resolverList } from './parsers.js';

/**
 * Which adapter each provider family uses, read by `loadConfig` (the only reader of the
 * environment): the simulator by default, or a real server for the two families that can run on
 * the operator's own machines (docs/self-hosting-mail.md).
 */
export interface AdapterConfig {
  /** MAILWRIGHT_DNS_HOST. */
  dnsHost: { kind: 'simulator' } | PowerDnsConfig;
  /** MAILWRIGHT_SMTP_MAILBOX_HOST: the host of `SMTP` mailboxes (other platforms stay simulated). */
  smtpMailboxHost: { kind: 'simulator' } | { kind: 'mailserver'; stackDir: string };
  /**
   * MAILWRIGHT_DNS_RESOLVER: the resolvers checks ask (ip or ip:port, comma-separated); empty
   * means the system's resolvers.
   */
  resolvers: string[];
  /**
   * MAILWRIGHT_CLOUDFLARE: the sandbox Cloudflare account (`simulator`), or Cloudflare's API v4
   * (`api`) at MAILWRIGHT_CLOUDFLARE_API_URL, reached with each customer's own credential.
   */
  cloudflare: { kind: 'simulator' } | { kind: 'api'; apiUrl: string };
}

export const CLOUDFLARE_API_URL = 'https://api.cloudflare.com/client/v4';

export interface PowerDnsConfig {
  kind: 'powerdns';
  /** MAILWRIGHT_POWERDNS_API_URL, without a trailing slash. */
  apiUrl: string;
  /** MAILWRIGHT_POWERDNS_API_KEY. */
  apiKey: string;
  /** MAILWRIGHT_NAMESERVERS: the pool zones get their nameservers from. */
  nameservers: string[];
}

/** Parses the adapter settings; `fail` records a problem naming the variable. */
export function parseAdapterConfig(
  env: Env,
  read: Read,
  fail: (name: string, message: string) => void,
): AdapterConfig {
  const resolvers = read('MAILWRIGHT_DNS_RESOLVER', [] as string[], resolverList);
  const dnsKind = read('MAILWRIGHT_DNS_HOST', 'simulator', oneOf(['simulator', 'powerdns']));
  const smtpKind = read(
    'MAILWRIGHT_SMTP_MAILBOX_HOST',
    'simulator',
    oneOf(['simulator', 'mailserver']),
  );
  const required = (name: string, why: string): string => {
    const value = env[name]?.trim() ?? '';
    if (value === '') fail(name, `is required when ${why}`);
    return value;
  };

  let dnsHost: AdapterConfig['dnsHost'] = { kind: 'simulator' };
  if (dnsKind === 'powerdns') {
    const why = 'MAILWRIGHT_DNS_HOST=powerdns';
    const apiUrl = required('MAILWRIGHT_POWERDNS_API_URL', why).replace(/(?<!\/)\/+$/, '');
    if (apiUrl && !/^https?:\/\/[^/]+/i.test(apiUrl))
      fail('MAILWRIGHT_POWERDNS_API_URL', 'must be an http(s) URL such as http://127.0.0.1:8081');
    const apiKey = required('MAILWRIGHT_POWERDNS_API_KEY', why);
    const nameservers = read('MAILWRIGHT_NAMESERVERS', null as string[] | null, hostNameList);
    const unset = !env.MAILWRIGHT_NAMESERVERS?.trim();
    if (unset || (nameservers !== null && nameservers.length < 2))
      fail('MAILWRIGHT_NAMESERVERS', `needs at least two host names when ${why}`);
    if (resolvers.length === 0 && !env.MAILWRIGHT_DNS_RESOLVER?.trim())
      fail(
        'MAILWRIGHT_DNS_RESOLVER',
        `is required when ${why}: the resolver that propagation checks ask (such as 127.0.0.1:53)`,
      );
    dnsHost = { kind: 'powerdns', apiUrl, apiKey, nameservers: nameservers ?? [] };
  }

  let smtpMailboxHost: AdapterConfig['smtpMailboxHost'] = { kind: 'simulator' };
  if (smtpKind === 'mailserver') {
    const dir = required('MAILWRIGHT_MAILSTACK_DIR', 'MAILWRIGHT_SMTP_MAILBOX_HOST=mailserver');
    smtpMailboxHost = { kind: 'mailserver', stackDir: isAbsolute(dir) ? dir : resolve(dir) };
  }
  const cloudflareKind = read('MAILWRIGHT_CLOUDFLARE', 'simulator', oneOf(['simulator', 'api']));
  const cloudflareUrl = read('MAILWRIGHT_CLOUDFLARE_API_URL', CLOUDFLARE_API_URL, (raw) => {
    if (!/^https?:\/\/[^/]+/i.test(raw))
      throw new Error('must be an http(s) URL such as https://api.cloudflare.com/client/v4');
    return raw.replace(/(?<!\/)\/+$/, '');
  });
  const cloudflare: AdapterConfig['cloudflare'] =
    cloudflareKind === 'api' ? { kind: 'api', apiUrl: cloudflareUrl } : { kind: 'simulator' };
  return { dnsHost, smtpMailboxHost, resolvers, cloudflare };
}
