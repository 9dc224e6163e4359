import { Resolver } from 'node:dns/promises';
import type { DnsRecordSpec } from './dns-host.js';

/**
 * What resolvers see: the real adapters ask the resolver the operator configured
 * (MAILWRIGHT_DNS_RESOLVER; the system's when unset), never a hard-coded public one.
 */
export interface DnsLookup {
  /** The domain's NS names (lowercase, sorted); empty when it has none or does not exist. */
  nameservers(domain: string): Promise<string[]>;
  /** Whether the record, at `host` relative to `domain`, is served as given. */
  sees(
    domain: string,
    record: Pick<DnsRecordSpec, 'host' | 'type' | 'value' | 'priority'>,
  ): Promise<boolean>;
  /** The domain's MX hosts (lowercase, without the trailing dot). */
  mxHosts(domain: string): Promise<string[]>;
}

/**
 * What a receiver evaluating SPF asks (InfraGuard counts an SPF record's lookups with it): TXT
 * records and whether a name has addresses or MX hosts. A resolver that does not answer throws.
 */
export interface SpfResolver {
  /** The TXT records at `name`, each joined from its strings; empty when there are none. */
  txt(name: string): Promise<string[]>;
  /** Whether `name` has A or AAAA records (`address`), or MX records. */
  has(name: string, type: 'address' | 'MX'): Promise<boolean>;
}

/**
 * Answers that mean "not visible", as opposed to a resolver that did not answer (a timeout, a
 * refused connection): no data, no such name, and REFUSED / SERVFAIL, which is what resolvers
 * say of a name no server answers for (an authoritative server asked directly refuses a zone it
 * does not have).
 */
const EMPTY = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN', 'EREFUSED', 'ESERVFAIL']);

export function createDnsLookup(servers: readonly string[]): DnsLookup & SpfResolver {
  const resolver = new Resolver({ timeout: 2000, tries: 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  const orEmpty = async <T>(query: () => Promise<T[]>): Promise<T[]> => {
    try {
      return await query();
    } catch (error) {
      if (EMPTY.has((error as { code?: string }).code ?? '')) return [];
      throw error;
    }
  };
  const fqdn = (domain: string, host: string) => (host === '@' ? domain : `${host}.${domain}`);
  const bare = (name: string) => name.toLowerCase().replace(/\.$/, '');

  return {
    async txt(name) {
      return (await orEmpty(() => resolver.resolveTxt(name))).map((chunks) => chunks.join(''));
    },
    async has(name, type) {
      if (type === 'MX') return (await orEmpty(() => resolver.resolveMx(name))).length > 0;
      if ((await orEmpty(() => resolver.resolve4(name))).length > 0) return true;
      return (await orEmpty(() => resolver.resolve6(name))).length > 0;
    },
    async nameservers(domain) {
      return (await orEmpty(() => resolver.resolveNs(domain))).map(bare).sort();
    },
    async mxHosts(domain) {
      return (await orEmpty(() => resolver.resolveMx(domain))).map((mx) => bare(mx.exchange));
    },
    async sees(domain, record) {
      const name = fqdn(domain, record.host);
      switch (record.type) {
        case 'MX':
          return (await orEmpty(() => resolver.resolveMx(name))).some(
            (mx) => bare(mx.exchange) === bare(record.value) && mx.priority === record.priority,
          );
        case 'TXT':
          return (await orEmpty(() => resolver.resolveTxt(name))).some(
            (chunks) => chunks.join('') === record.value,
          );
        case 'A':
          return (await orEmpty(() => resolver.resolve4(name))).includes(record.value);
        case 'AAAA':
          return (await orEmpty(() => resolver.resolve6(name))).some(
            (a) => a.toLowerCase() === record.value.toLowerCase(),
          );
        case 'CNAME':
          return (await orEmpty(() => resolver.resolveCname(name))).some(
            (c) => bare(c) === bare(record.value),
          );
        case 'CAA':
          return (await orEmpty(() => resolver.resolveCaa(name))).some((caa) =>
            record.value.includes(String(caa.issue ?? caa.issuewild ?? caa.iodef ?? '')),
          );
      }
    },
  };
}
