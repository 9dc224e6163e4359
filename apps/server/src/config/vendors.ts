import { isIP } from 'node:net';
import { type Env, httpUrl, type Read } from './parsers.js';

/**
 * The vendor adapters chosen by settings: the registrar (MAILWRIGHT_REGISTRAR) and, per sequencer
 * platform, its adapter (MAILWRIGHT_SEQUENCER_<PLATFORM>). Part of `AdapterConfig`, read by
 * `loadConfig` only. Keys and secrets live here and are never logged or answered.
 */
export interface VendorConfig {
  registrar: { kind: 'simulator' } | NamecheapConfig | PorkbunConfig;
  /** MAILWRIGHT_REGISTRAR_MARGIN: added to every registrar price the customer pays. */
  registrarMargin: RegistrarMargin;
  /** Per sequencer platform with a real adapter (`api`); absent platforms are simulated. */
  sequencers: Partial<Record<RealSequencer, SequencerApiConfig>>;
}

export interface RegistrarMargin {
  percent: number;
  fixedCents: number;
}

export interface NamecheapConfig {
  kind: 'namecheap';
  apiUrl: string;
  apiUser: string;
  apiKey: string;
  userName: string;
  clientIp: string;
  sandbox: boolean;
  tlds: string[];
}

export interface PorkbunConfig {
  kind: 'porkbun';
  apiUrl: string;
  apiKey: string;
  secretApiKey: string;
  /** Every purchase is only rehearsed (`dryRun`): Porkbun's test mode. */
  dryRun: boolean;
  tlds: string[];
}

export const REAL_SEQUENCERS = ['instantly', 'smartlead', 'emailbison', 'lemlist'] as const;
export type RealSequencer = (typeof REAL_SEQUENCERS)[number];

export interface SequencerApiConfig {
  /** Where the platform's API is; for EmailBison, a fixed URL instead of each customer's. */
  apiUrl: string | null;
}

export const NAMECHEAP_API_URL = 'https://api.namecheap.com/xml.response';
export const NAMECHEAP_SANDBOX_URL = 'https://api.sandbox.namecheap.com/xml.response';
export const PORKBUN_API_URL = 'https://api.porkbun.com/api/json/v3';
const SEQUENCER_API_URLS: Record<RealSequencer, string | null> = {
  instantly: 'https://api.instantly.ai',
  smartlead: 'https://server.smartlead.ai',
  emailbison: null,
  lemlist: 'https://api.lemlist.com',
};

export function parseVendorConfig(
  env: Env,
  read: Read,
  fail: (name: string, message: string) => void,
  boolean: (raw: string) => boolean,
): VendorConfig {
  const required = (name: string, why: string): string => {
    const value = env[name]?.trim() ?? '';
    if (value === '') fail(name, `is required when ${why}`);
    return value;
  };
  const kind = read('MAILWRIGHT_REGISTRAR', 'simulator', (raw) => {
    if (['simulator', 'namecheap', 'porkbun'].includes(raw)) return raw;
    throw new Error(`must be one of simulator, namecheap, porkbun, got "${raw}"`);
  });
  const tlds = read('MAILWRIGHT_REGISTRAR_TLDS', ['com', 'net', 'org'], tldList);
  let registrar: VendorConfig['registrar'] = { kind: 'simulator' };
  if (kind === 'namecheap') {
    const why = 'MAILWRIGHT_REGISTRAR=namecheap';
    const sandbox = read('MAILWRIGHT_NAMECHEAP_SANDBOX', false, boolean);
    const apiUser = required('MAILWRIGHT_NAMECHEAP_API_USER', why);
    const clientIp = required('MAILWRIGHT_NAMECHEAP_CLIENT_IP', why);
    if (clientIp && isIP(clientIp) !== 4)
      fail('MAILWRIGHT_NAMECHEAP_CLIENT_IP', 'must be the IPv4 address Namecheap has whitelisted');
    registrar = {
      kind,
      apiUrl: read(
        'MAILWRIGHT_NAMECHEAP_API_URL',
        sandbox ? NAMECHEAP_SANDBOX_URL : NAMECHEAP_API_URL,
        httpUrl,
      ),
      apiUser,
      apiKey: required('MAILWRIGHT_NAMECHEAP_API_KEY', why),
      userName: env.MAILWRIGHT_NAMECHEAP_USERNAME?.trim() || apiUser,
      clientIp,
      sandbox,
      tlds,
    };
  } else if (kind === 'porkbun') {
    const why = 'MAILWRIGHT_REGISTRAR=porkbun';
    registrar = {
      kind,
      apiUrl: read('MAILWRIGHT_PORKBUN_API_URL', PORKBUN_API_URL, httpUrl),
      apiKey: required('MAILWRIGHT_PORKBUN_API_KEY', why),
      secretApiKey: required('MAILWRIGHT_PORKBUN_SECRET_API_KEY', why),
      dryRun: read('MAILWRIGHT_PORKBUN_DRY_RUN', false, boolean),
      tlds,
    };
  }
  const registrarMargin = read(
    'MAILWRIGHT_REGISTRAR_MARGIN',
    { percent: 0, fixedCents: 0 },
    margin,
  );
  const sequencers: VendorConfig['sequencers'] = {};
  for (const platform of REAL_SEQUENCERS) {
    const name = `MAILWRIGHT_SEQUENCER_${platform.toUpperCase()}`;
    const adapter = read(name, 'simulator', (raw) => {
      if (raw === 'simulator' || raw === 'api') return raw;
      throw new Error(`must be one of simulator, api, got "${raw}"`);
    });
    if (adapter !== 'api') continue;
    const url = `MAILWRIGHT_${platform.toUpperCase()}_API_URL`;
    sequencers[platform] = { apiUrl: read(url, SEQUENCER_API_URLS[platform], httpUrl) };
  }
  return { registrar, registrarMargin, sequencers };
}

/** `15%`, `2.50` (USD) or `10%+0.50`. */
export function margin(raw: string): RegistrarMargin {
  // At most one `+` between the parts, spaces trimmed first: no two runs of spaces around
  // optional parts, so the pattern cannot backtrack.
  const [first = '', second, ...rest] = raw.split('+').map((part) => part.trim());
  const parts = rest.length > 0 ? null : second === undefined ? [first] : [first, second];
  const match =
    parts && /^(?:(\d{1,3}(?:\.\d{1,2})?)%)?(\d{1,6}(?:\.\d{1,2})?)?$/.exec(parts.join(''));
  if (!match || (match[1] === undefined && match[2] === undefined))
    throw new Error(
      `must be a percentage, a USD amount or both, such as 15%, 2.50 or 10%+0.50, got "${raw}"`,
    );
  return {
    percent: match[1] === undefined ? 0 : Number(match[1]),
    fixedCents: match[2] === undefined ? 0 : Math.round(Number(match[2]) * 100),
  };
}

function tldList(raw: string): string[] {
  const tlds = raw
    .split(',')
    .map((t) => t.trim().toLowerCase().replace(/^\./, ''))
    .filter((t) => t !== '');
  for (const tld of tlds)
    if (!/^[a-z0-9-]{2,63}(\.[a-z0-9-]{2,63})?$/.test(tld))
      throw new Error(`"${tld}" is not a TLD`);
  if (tlds.length === 0) throw new Error('must name at least one TLD');
  return [...new Set(tlds)];
}
