import { isIP } from 'node:net';
import type {
  BlocklistAnswer,
  BlocklistLookup,
  BlocklistZone,
} from '../../../providers/blocklist.js';

export interface SweepQuery {
  zone: BlocklistZone;
  target: string;
}

export interface SweepAnswer extends SweepQuery {
  answer: BlocklistAnswer;
}

/** Runs `work` over `items` with at most `concurrency` at a time, answers in input order. */
export async function mapConcurrent<I, R>(
  items: readonly I[],
  concurrency: number,
  work: (item: I) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i] as I);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return out;
}

/**
 * The queries of one domain's blocklist check: the domain on every domain list, each of its
 * IPv4 addresses on every IP list, and each of its IPv6 addresses on the IP lists that take
 * them (`ipv6`; asking an IPv4-only list about an IPv6 address answers nothing useful).
 */
export function sweepQueries(
  zones: readonly BlocklistZone[],
  domain: string,
  ips: readonly string[],
): SweepQuery[] {
  const unique = [...new Set(ips)];
  const v4 = unique.filter((ip) => isIP(ip) === 4);
  const v6 = unique.filter((ip) => isIP(ip) === 6);
  return zones.flatMap((zone) =>
    zone.kind === 'domain'
      ? [{ zone, target: domain }]
      : [...v4, ...(zone.ipv6 ? v6 : [])].map((target) => ({ zone, target })),
  );
}

/** Asks every query (at most `concurrency` in flight); a lookup that throws is an `error`. */
export function sweep(
  lookup: BlocklistLookup,
  queries: readonly SweepQuery[],
  concurrency = 32,
): Promise<SweepAnswer[]> {
  return mapConcurrent(queries, concurrency, async (q) => {
    try {
      return { ...q, answer: await lookup.check(q.zone, q.target) };
    } catch (error) {
      return { ...q, answer: { status: 'error', codes: [], detail: (error as Error).message } };
    }
  });
}
