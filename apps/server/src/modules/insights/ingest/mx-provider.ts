import type { RecipientProvider } from '../../../providers/mail-network.js';
import type { DnsLookup } from '../../../providers/resolver.js';
import { providerOfAddress } from '../../mail/surface.js';

/** MX host suffixes of the mailbox providers placement tells apart. */
const MX_SUFFIXES: ReadonlyArray<[string, RecipientProvider]> = [
  ['google.com', 'google'],
  ['googlemail.com', 'google'],
  ['outlook.com', 'microsoft'],
  ['hotmail.com', 'microsoft'],
  ['yahoodns.net', 'yahoo'],
  ['yahoo.com', 'yahoo'],
];

/** Which provider receives for these MX hosts: the first host with a known suffix decides. */
export function providerOfMx(hosts: readonly string[]): RecipientProvider {
  for (const host of hosts) {
    const name = host.toLowerCase().replace(/\.$/, '');
    for (const [suffix, provider] of MX_SUFFIXES)
      if (name === suffix || name.endsWith(`.${suffix}`)) return provider;
  }
  return 'other';
}

/**
 * A recipient domain's provider from its MX, asked of the operator's resolver and kept for
 * `ttlMs` per domain. The consumer domains are known by name and need no lookup; a resolver
 * that does not answer gives `other`, not kept, so the next message asks again.
 */
export function createMxProviders(lookup: DnsLookup, ttlMs: number, now: () => number = Date.now) {
  const cache = new Map<string, { provider: RecipientProvider; until: number }>();
  return async function providerOf(address: string): Promise<RecipientProvider> {
    const byName = providerOfAddress(address);
    if (byName !== 'other') return byName;
    const domain = address.toLowerCase().split('@')[1] ?? '';
    if (domain === '') return 'other';
    const kept = cache.get(domain);
    if (kept && kept.until > now()) return kept.provider;
    let provider: RecipientProvider;
    try {
      provider = providerOfMx(await lookup.mxHosts(domain));
    } catch {
      return 'other';
    }
    if (ttlMs > 0) {
      if (cache.size >= 10_000) cache.clear();
      cache.set(domain, { provider, until: now() + ttlMs });
    }
    return provider;
  };
}

export type MxProviders = ReturnType<typeof createMxProviders>;
