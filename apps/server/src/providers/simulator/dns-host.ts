import { randomBytes, randomInt } from 'node:crypto';
import { type DnsHost, ZONE_TAKEN } from '../dns-host.js';
import { fail, succeed } from '../result.js';
import { hasMagic } from './magic.js';
import type { SimTimings } from './timing.js';
import { memoryZoneRegistry, type SimZoneRegistry } from './zone-registry.js';

/** Names the simulated nameservers are drawn from, Cloudflare style (`kai.ns.…`). */
const NAMESERVER_NAMES = [
  'ada',
  'bo',
  'cy',
  'dee',
  'eli',
  'fay',
  'gus',
  'hal',
  'ivy',
  'jo',
  'kai',
  'lou',
  'max',
  'ned',
  'oz',
  'pia',
];
export const SIM_NAMESERVER_DOMAIN = 'ns.mailwright-sim.example';

/** What a connected domain's delegation looks like before the customer's change is visible. */
const PREVIOUS_NAMESERVERS = ['ns1.previous-host.example', 'ns2.previous-host.example'];

export interface SimDnsHostOptions {
  timings: Pick<SimTimings, 'recordPropagationMs' | 'nameserverPropagationMs'>;
  now?: () => number;
  /** Which zone serves each name (one per name); this process's memory unless given. */
  zones?: SimZoneRegistry;
}

/**
 * A DNS host that serves nothing but answers like one. Propagation is a function of time: a
 * delegation is visible `nameserverPropagationMs` after it was set, a record
 * `recordPropagationMs` after it was published (so several processes agree without shared
 * state), except for the magic values of `magic.ts`. It assumes a connected domain's owner
 * changes the nameservers at their registrar as soon as they are given. Like a real host it
 * serves one zone per name: a second `createZone` for a name it serves fails with `zone_taken`
 * until that zone is deleted (`zones`, shared through the database by the service's processes).
 */
export function createSimDnsHost(options: SimDnsHostOptions): DnsHost {
  const now = options.now ?? Date.now;
  const zones = options.zones ?? memoryZoneRegistry();
  const { recordPropagationMs, nameserverPropagationMs } = options.timings;

  const pickNameservers = (avoid: readonly string[]): string[] => {
    const pool = NAMESERVER_NAMES.map((n) => `${n}.${SIM_NAMESERVER_DOMAIN}`).filter(
      (ns) => !avoid.includes(ns),
    );
    const first = pool.splice(randomInt(pool.length), 1)[0] as string;
    const second = pool[randomInt(pool.length)] as string;
    return [first, second].sort();
  };

  return {
    name: 'simulator',
    async createZone({ domain }) {
      if (hasMagic(domain, 'dnsfail'))
        return fail('zone_refused', 'The DNS host refused to create a zone for this domain');
      const zoneId = `sim_zone_${randomBytes(8).toString('hex')}`;
      if (!(await zones.claim(domain, zoneId)))
        return fail(ZONE_TAKEN, 'The DNS host already serves a zone for this domain');
      return succeed({ zoneId, nameservers: pickNameservers([]) });
    },

    async reassignNameservers({ current }) {
      return succeed({ nameservers: pickNameservers(current) });
    },

    async publishRecords({ records }) {
      const bad = records.find((r) => r.type === 'MX' && r.priority === null);
      if (bad) return fail('invalid_record', 'An MX record needs a priority');
      return succeed({});
    },

    async checkDelegation({ domain, nameservers, since }) {
      const delegated =
        !hasMagic(domain, 'noprop') && now() >= Date.parse(since) + nameserverPropagationMs;
      return succeed({
        delegated,
        actualNameservers: delegated ? nameservers : PREVIOUS_NAMESERVERS,
      });
    },

    async checkRecords({ domain, records }) {
      const never = hasMagic(domain, 'noprop');
      return succeed({
        visible: records.map(
          (r) => !never && now() >= Date.parse(r.publishedAt) + recordPropagationMs,
        ),
      });
    },

    async deleteZone({ domain, zoneId }) {
      await zones.release(domain, zoneId);
      return succeed({});
    },

    async lookupMailTenants({ domain }) {
      return succeed({
        googleWorkspace: hasMagic(domain, 'gwsexists'),
        microsoft365: hasMagic(domain, 'm365exists'),
      });
    },
  };
}
