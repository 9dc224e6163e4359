import { isIP } from 'node:net';

/**
 * The blocklist family (DNSBL / URIBL lookups): asks one list about one target (an IPv4 or IPv6
 * address, or a domain name) and reads the answer as that list defines its return codes. Implementations:
 * `blocklist-dns.ts` (real DNS queries through the resolver the operator configured) and
 * `simulator/blocklist.ts` (the sandbox's magic domain tokens). docs/api/infraguard.md.
 */

/**
 * A list the checks ask: a domain list (the sending domain) or an IP list (its hosts' IPs). An IP
 * list with `ipv6` also takes IPv6 addresses (RFC 5782 §2.4; most lists are IPv4 only).
 */
export interface BlocklistZone {
  zone: string;
  kind: 'domain' | 'ip';
  ipv6?: boolean;
}

/**
 * `listed`: the list holds the target. `clean`: it does not (NXDOMAIN, no data). `refused`: the
 * list refused to answer this resolver (Spamhaus's 127.255.255.254/255, URIBL's 127.0.0.1).
 * `error`: no usable answer (a timeout, SERVFAIL, a code the list does not define, Spamhaus's
 * typo code). Only `listed` counts as a listing.
 */
export type BlocklistStatus = 'listed' | 'clean' | 'refused' | 'error';

export interface BlocklistAnswer {
  status: BlocklistStatus;
  /** The A answers (return codes), as given. */
  codes: string[];
  /** The list's TXT reason for a listing, or a description of the error; may be empty. */
  detail: string;
}

export interface BlocklistLookup {
  /** Which adapter answers: `dns` or `simulator`. */
  readonly name: string;
  check(zone: BlocklistZone, target: string): Promise<BlocklistAnswer>;
}

/** The default zones (config: MAILWRIGHT_BLOCKLIST_ZONES). SORBS is gone (June 2024). */
export const DEFAULT_BLOCKLIST_ZONES: readonly BlocklistZone[] = [
  { zone: 'dbl.spamhaus.org', kind: 'domain' },
  { zone: 'multi.surbl.org', kind: 'domain' },
  { zone: 'multi.uribl.com', kind: 'domain' },
  { zone: 'zen.spamhaus.org', kind: 'ip', ipv6: true },
  { zone: 'b.barracudacentral.org', kind: 'ip' },
  { zone: 'bl.spamcop.net', kind: 'ip' },
  { zone: 'psbl.surriel.com', kind: 'ip' },
  { zone: 'bl.mailspike.net', kind: 'ip' },
  { zone: 'ix.dnsbl.manitu.net', kind: 'ip' },
  { zone: 'dnsbl-1.uceprotect.net', kind: 'ip' },
];

/**
 * The name to ask: `d.c.b.a.<zone>` for IPv4 `a.b.c.d`; for IPv6, the address's 32 nibbles in
 * reverse order, dot-separated (RFC 5782 §2.4: `2001:db8::1` asks
 * `1.0.0.0.…8.b.d.0.1.0.0.2.<zone>`); `<domain>.<zone>` for a domain.
 */
export function queryName(zone: BlocklistZone, target: string): string {
  if (zone.kind === 'ip' && isIP(target) === 6)
    return `${[...expandIPv6(target)].reverse().join('.')}.${zone.zone}`;
  if (zone.kind === 'ip') return `${target.split('.').reverse().join('.')}.${zone.zone}`;
  return `${target.toLowerCase().replace(/\.$/, '')}.${zone.zone}`;
}

/** An IPv6 address as its 32 lowercase hex digits (`::` filled, an embedded IPv4 tail converted). */
export function expandIPv6(address: string): string {
  let text = address.toLowerCase().replace(/%[\s\S]*/, '');
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    const hex = (x: number, y: number) => ((x << 8) | y).toString(16);
    text = `${text.slice(0, v4.index)}${hex(a, b)}:${hex(c, d)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  if (groups.length !== 8 || isIP(address) !== 6)
    throw new Error(`${address} is not an IPv6 address`);
  return groups.map((g) => g.padStart(4, '0')).join('');
}

const isSpamhaus = (zone: string) => zone === 'spamhaus.org' || zone.endsWith('.spamhaus.org');
const isUribl = (zone: string) => zone.endsWith('uribl.com');

/**
 * Reads the A answers of a list as the list defines them:
 * - Spamhaus: `127.255.255.254` (public or open resolver) and `127.255.255.255` (too many
 *   queries) are refusals, any other `127.255.255.x` (a typo in the zone name) and DBL's
 *   `127.0.1.255` (an IP asked of a domain list) are errors;
 * - URIBL: `127.0.0.1` means the query was refused (a blocked resolver);
 * - any list: an answer outside 127.0.0.0/8 is an error (a resolver that rewrites NXDOMAIN);
 * anything else in 127.0.0.0/8 is a listing.
 */
export function readCodes(zone: BlocklistZone, codes: readonly string[]): BlocklistAnswer {
  const out = (status: BlocklistStatus, detail: string) => ({ status, codes: [...codes], detail });
  if (codes.length === 0) return out('clean', '');
  if (isSpamhaus(zone.zone)) {
    if (codes.some((c) => c === '127.255.255.254'))
      return out('refused', 'Spamhaus refuses queries through public or open resolvers');
    if (codes.some((c) => c === '127.255.255.255'))
      return out('refused', 'Spamhaus refuses this resolver: excessive number of queries');
    if (codes.some((c) => c.startsWith('127.255.255.')))
      return out('error', 'Spamhaus answered an error code (typo in the zone name?)');
    if (codes.some((c) => c === '127.0.1.255'))
      return out('error', 'Spamhaus answered an error code: an IP address asked of a domain list');
  }
  if (isUribl(zone.zone) && codes.includes('127.0.0.1'))
    return out('refused', 'URIBL refused the query: the resolver is blocked (uribl.com/refused)');
  if (codes.some((c) => !c.startsWith('127.')))
    return out('error', `An answer outside 127.0.0.0/8 (${codes.join(', ')}): not a list code`);
  return out('listed', '');
}

/** Whether a zone name belongs to SORBS, which shut down on 5 June 2024. */
export const isSorbs = (zone: string) => zone === 'sorbs.net' || zone.endsWith('.sorbs.net');
