import type { BlocklistLookup } from '../blocklist.js';
import { readCodes } from '../blocklist.js';

/**
 * The sandbox's blocklists (docs/sandbox.md, "InfraGuard"): a domain whose first label holds a
 * token is answered as a real list would answer it, codes and all, read by the same rules as real
 * answers. Everything else is clean. IP lists never list anyone here.
 */
export const BLOCKLIST_MAGIC = {
  listed: 'Spamhaus DBL lists the domain (127.0.1.2, low-reputation domain).',
  surbllisted: 'SURBL lists the domain (127.0.0.8).',
  spamhausrefused:
    'Spamhaus DBL answers 127.255.255.254 (query through a public resolver): a refusal, never a listing.',
  uriblrefused: 'URIBL answers 127.0.0.1 (blocked resolver): a refusal, never a listing.',
} as const;

const ANSWERS: Record<keyof typeof BLOCKLIST_MAGIC, { zone: string; code: string }> = {
  listed: { zone: 'dbl.spamhaus.org', code: '127.0.1.2' },
  surbllisted: { zone: 'multi.surbl.org', code: '127.0.0.8' },
  spamhausrefused: { zone: 'dbl.spamhaus.org', code: '127.255.255.254' },
  uriblrefused: { zone: 'multi.uribl.com', code: '127.0.0.1' },
};

/** The tokens in a domain's first label, longest first (`surbllisted` is not also `listed`). */
function tokenOf(domain: string): keyof typeof ANSWERS | null {
  const label = domain.toLowerCase().split('.')[0] ?? '';
  const tokens = (Object.keys(ANSWERS) as Array<keyof typeof ANSWERS>).sort(
    (a, b) => b.length - a.length,
  );
  return tokens.find((t) => label.includes(t)) ?? null;
}

export function createSimBlocklist(): BlocklistLookup {
  return {
    name: 'simulator',
    async check(zone, target) {
      if (zone.kind !== 'domain') return readCodes(zone, []);
      const token = tokenOf(target);
      const answer = token ? ANSWERS[token] : null;
      const codes = answer && answer.zone === zone.zone ? [answer.code] : [];
      const read = readCodes(zone, codes);
      return read.status === 'listed'
        ? { ...read, detail: `Sandbox listing (magic token "${token}")` }
        : read;
    },
  };
}
