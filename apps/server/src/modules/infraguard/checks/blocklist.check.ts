import { isIP } from 'node:net';
import type { AppContext } from '../../../context.js';
import { listRecords } from '../../dns/surface.js';
import type { DomainRow } from '../../domains/surface.js';
import type { CheckResult, Finding } from './results.js';
import { sweep, sweepQueries } from './sweep.js';

/** Where each default list takes delisting requests. */
const DELISTING: Record<string, string> = {
  'spamhaus.org': 'https://check.spamhaus.org/',
  'surbl.org': 'https://www.surbl.org/surbl-analysis',
  'uribl.com': 'https://admin.uribl.com/',
  'barracudacentral.org': 'https://www.barracudacentral.org/rbl/removal-request',
  'spamcop.net': 'https://www.spamcop.net/bl.shtml',
};

const delistingAt = (zone: string) =>
  Object.entries(DELISTING).find(([suffix]) => zone.endsWith(suffix))?.[1] ??
  `the operator of ${zone}`;

/**
 * The addresses a domain's IP lists are asked about: its own hosts (A and AAAA records of its
 * zone) and the single sending addresses its SPF record names (`ip4:` and `ip6:` without a
 * wider prefix; the SMTP platform's mail servers).
 */
export async function addressesOf(ctx: AppContext, domain: DomainRow): Promise<string[]> {
  const records = await listRecords(ctx.db, domain.id);
  const ips = records.filter((r) => r.type === 'A' || r.type === 'AAAA').map((r) => r.value);
  for (const r of records.filter((r) => r.type === 'TXT' && r.value.startsWith('v=spf1'))) {
    for (const m of r.value.matchAll(/(?:^|\s)[+]?ip4:([\d.]+)(?:\/32)?(?=\s|$)/gi))
      if (isIP(m[1] as string) === 4) ips.push(m[1] as string);
    for (const m of r.value.matchAll(/(?:^|\s)[+]?ip6:([\da-f:.]+)(?:\/128)?(?=\s|$)/gi))
      if (isIP(m[1] as string) === 6) ips.push((m[1] as string).toLowerCase());
  }
  return [...new Set(ips.map((ip) => (isIP(ip) === 6 ? ip.toLowerCase() : ip)))];
}

/** Every configured list asked about the domain and its addresses, one result per answer. */
export async function checkBlocklists(
  ctx: AppContext,
  domain: DomainRow,
): Promise<{ results: CheckResult[]; findings: Finding[] }> {
  const zones = ctx.config.infraguard.blocklistZones;
  const answers = await sweep(
    ctx.providers.blocklist,
    sweepQueries(zones, domain.name, await addressesOf(ctx, domain)),
  );
  const results: CheckResult[] = answers.map((a) => ({
    check: 'blocklist',
    source: a.zone.zone,
    target: a.target,
    status: a.answer.status,
    codes: a.answer.codes,
    detail: a.answer.detail,
  }));
  const findings: Finding[] = zones.map((zone) => {
    const mine = results.filter((r) => r.source === zone.zone);
    const listed = mine.filter((r) => r.status === 'listed');
    if (listed.length > 0) {
      const targets = listed.map((r) => `${r.target} (${r.codes.join(', ')})`).join(', ');
      const reason = listed.map((r) => r.detail).find((d) => d !== '') ?? '';
      return {
        type: 'blocklist',
        source: zone.zone,
        state: 'bad',
        severity: 'critical',
        title: `${domain.name} is listed on ${zone.zone}`,
        detail: `Listed: ${targets}${reason ? `. Reason: ${reason}` : ''}`,
        action: {
          kind: 'request_delisting',
          title: `Request delisting at ${zone.zone}`,
          remedy: `Find and stop the cause of the listing, then request delisting at ${delistingAt(zone.zone)}; keep the domain's mailboxes paused until it is clean.`,
        },
      };
    }
    const clean = mine.length > 0 && mine.every((r) => r.status === 'clean');
    return {
      type: 'blocklist',
      source: zone.zone,
      state: clean || mine.length === 0 ? 'clean' : 'unknown',
    };
  });
  return { results, findings };
}
