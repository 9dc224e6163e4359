import { BLOCKLIST_ZONE } from '../lib/hosts.js';
import { type BlocklistZone, DEFAULT_BLOCKLIST_ZONES, isSorbs } from '../providers/blocklist.js';
import { duration, type Read, resolverList } from './parsers.js';

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
      if (!BLOCKLIST_ZONE.test(zone)) throw new Error(`"${zone}" is not a zone name`);
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
