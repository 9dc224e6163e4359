import type { SpfResolver } from '../resolver.js';

/**
 * The SPF records the sandbox answers for the mail platforms' includes, as the platforms publish
 * them (Google's three netblocks, Microsoft's `spfd`, the sandbox mail host's own addresses), so
 * a sandbox domain's SPF lookups count as they would on the internet (Google's include costs 4).
 * Any other name has no records. MAILWRIGHT_DNS_RESOLVER replaces this with real DNS.
 */
const SPF: Readonly<Record<string, string>> = {
  '_spf.google.com':
    'v=spf1 include:_netblocks.google.com include:_netblocks2.google.com include:_netblocks3.google.com ~all',
  '_netblocks.google.com': 'v=spf1 ip4:35.190.247.0/24 ip4:64.233.160.0/19 ip4:66.102.0.0/20 ~all',
  '_netblocks2.google.com': 'v=spf1 ip6:2001:4860:4000::/36 ip6:2404:6800:4000::/36 ~all',
  '_netblocks3.google.com': 'v=spf1 ip4:172.217.0.0/19 ip4:172.217.32.0/20 ~all',
  'spf.protection.outlook.com':
    'v=spf1 ip4:40.92.0.0/15 ip4:40.107.0.0/16 ip4:52.100.0.0/15 include:spfd.protection.outlook.com -all',
  'spfd.protection.outlook.com': 'v=spf1 ip4:51.4.72.0/24 ip4:51.5.72.0/24 -all',
};

export function createSimSpfResolver(mailHost: string): SpfResolver {
  const records: Record<string, string> = {
    ...SPF,
    [`_spf.${mailHost}`]: 'v=spf1 ip4:192.0.2.25 ip4:192.0.2.26 ~all',
  };
  return {
    async txt(name) {
      const value = records[name.toLowerCase().replace(/\.$/, '')];
      return value ? [value] : [];
    },
    async has() {
      return true;
    },
  };
}
