import { Resolver } from 'node:dns/promises';
import { type BlocklistLookup, queryName, readCodes } from './blocklist.js';

/** No such name, or no A record: the target is not on the list. */
const NOT_LISTED = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);

/**
 * Real blocklist lookups: an A query for `queryName(zone, target)` through the resolvers the
 * operator configured (MAILWRIGHT_BLOCKLIST_RESOLVER, never a public one: Spamhaus refuses
 * them), the codes read by {@link readCodes}, and the TXT reason fetched for a listing.
 */
export function createDnsBlocklist(
  servers: readonly string[],
  options: { timeoutMs?: number; tries?: number } = {},
): BlocklistLookup {
  const resolver = new Resolver({ timeout: options.timeoutMs ?? 3000, tries: options.tries ?? 2 });
  resolver.setServers([...servers]);
  return {
    name: 'dns',
    async check(zone, target) {
      const name = queryName(zone, target);
      let codes: string[];
      try {
        codes = await resolver.resolve4(name);
      } catch (error) {
        const code = (error as { code?: string }).code ?? 'EUNKNOWN';
        if (NOT_LISTED.has(code)) return { status: 'clean', codes: [], detail: '' };
        const refused = code === 'EREFUSED';
        return {
          status: refused ? 'refused' : 'error',
          codes: [],
          detail: `The resolver answered ${code} for ${name}`,
        };
      }
      const answer = readCodes(zone, codes);
      if (answer.status !== 'listed') return answer;
      try {
        const txt = await resolver.resolveTxt(name);
        return { ...answer, detail: txt.map((chunks) => chunks.join('')).join(' ') };
      } catch {
        return answer;
      }
    },
  };
}
