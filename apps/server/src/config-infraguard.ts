import { resolverList } from './config-adapters.js';
import { type BlocklistZone, DEFAULT_BLOCKLIST_ZONES, isSorbs } from './providers/blocklist.js';

/** InfraGuard's settings (docs/api/infraguard.md), read by `loadConfig`. */
export interface InfraGuardConfig {
  /**
   * MAILWRIGHT_BLOCKLIST_RESOLVER: the resolvers blocklist queries go through (ip or ip:port,
   * comma-separated). Empty: the sandbox's simulated lists answer. Never a public resolver by
   * default: Spamhaus and URIBL refuse them.
   */
  blocklistResolvers: string[];
  /**
   * MAILWRIGHT_BLOCKLIST_ZONES: the lists asked; `domain:` marks a domain list, `ip6:` an IP list
   * that also takes IPv6 addresses.
   */
  blocklistZones: BlocklistZone[];
  /** MAILWRIGHT_INFRAGUARD_CHECK_INTERVAL: how often blocklists are swept (default 6h). */
  checkIntervalMs: number;
  /** MAILWRIGHT_INFRAGUARD_MANUAL_CHECK_INTERVAL: least time between manual checks of a domain. */
  manualCheckIntervalMs: number;
}

export type Read = <T>(name: string, fallback: T, parse: (raw: string) => T) => T;

const ZONE = /^(?=.{1,253}$)([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const KNOWN_DOMAIN_LISTS = new Set(
  DEFAULT_BLOCKLIST_ZONES.filter((z) => z.kind === 'domain').map((z) => z.zone),
);
const KNOWN_IPV6_LISTS = new Set(DEFAULT_BLOCKLIST_ZONES.filter((z) => z.ipv6).map((z) => z.zone));

/**
 * `zen.spamhaus.org,domain:dbl.example,ip6:bl.example`: the known domain lists and the known
 * IPv6-capable IP lists need no prefix.
 */
export function zoneList(raw: string): BlocklistZone[] {
  const zones = raw
    .split(',')
    .map((part) => part.trim().toLowerCase().replace(/\.$/, ''))
    .filter((part) => part !== '')
    .map((part): BlocklistZone => {
      const domain = part.startsWith('domain:');
      const zone = part.replace(/^(domain|ip|ip6):/, '');
      if (!ZONE.test(zone)) throw new Error(`"${zone}" is not a zone name`);
      if (isSorbs(zone))
        throw new Error(`"${zone}" is a SORBS list: SORBS shut down on 5 June 2024`);
      if (domain || KNOWN_DOMAIN_LISTS.has(zone)) return { zone, kind: 'domain' };
      return part.startsWith('ip6:') || KNOWN_IPV6_LISTS.has(zone)
        ? { zone, kind: 'ip', ipv6: true }
        : { zone, kind: 'ip' };
    });
  if (zones.length === 0) throw new Error('names no zone');
  if (new Set(zones.map((z) => z.zone)).size !== zones.length)
    throw new Error('lists a zone twice');
  return zones;
}

/** One duration such as `6h` or `15m`, between `min` and `max` milliseconds. */
export function duration(min: number, max: number) {
  const units: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
  return (raw: string): number => {
    const match = /^(\d+)(s|m|h|d)$/.exec(raw.trim());
    const ms = match ? Number(match[1]) * (units[match[2] as string] as number) : Number.NaN;
    if (!(ms >= min && ms <= max))
      throw new Error(
        `"${raw}" is not a duration such as 15m or 6h between ${min / 1000}s and ${max / 3_600_000}h`,
      );
    return ms;
  };
}

export function parseInfraGuardConfig(read: Read): InfraGuardConfig {
  return {
    blocklistResolvers: read('MAILWRIGHT_BLOCKLIST_RESOLVER', [] as string[], resolverList),
    blocklistZones: read('MAILWRIGHT_BLOCKLIST_ZONES', [...DEFAULT_BLOCKLIST_ZONES], zoneList),
    checkIntervalMs: read(
      'MAILWRIGHT_INFRAGUARD_CHECK_INTERVAL',
      6 * 3_600_000,
      duration(60_000, 7 * 86_400_000),
    ),
    manualCheckIntervalMs: read(
      'MAILWRIGHT_INFRAGUARD_MANUAL_CHECK_INTERVAL',
      15 * 60_000,
      duration(1000, 86_400_000),
    ),
  };
}
