import { randomBytes } from 'node:crypto';
import type { PowerDnsConfig } from '../../config/adapters.js';
import { loadUndici } from '../../lib/undici.js';
import type { DnsHost, DnsRecordSpec } from '../dns-host.js';
import type { DnsLookup } from '../resolver.js';
import { fail, type ProviderFailure, succeed } from '../result.js';
import { upstreamWords } from '../upstream-words.js';

/**
 * The DNS host on PowerDNS Authoritative, driven through its HTTP API: one zone per domain,
 * created with two nameservers from the operator's pool (MAILWRIGHT_NAMESERVERS), records
 * replaced as whole RRsets. Propagation is what the configured resolver answers.
 *
 * A zone belongs to the Mailwright domain that created it: its `account` field holds a random
 * owner tag that is also in the zone id we hand out (`example.com.:<tag>`). A name that already
 * has a zone is `zone_taken`, never reused; records and deletion touch only a zone whose tag
 * matches.
 */
export function createPowerDnsHost(config: PowerDnsConfig, lookup: DnsLookup): DnsHost {
  const base = `${config.apiUrl}/api/v1/servers/localhost/zones`;

  const api = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: PdnsJson } | ProviderFailure> => {
    try {
      const { request } = await loadUndici();
      const response = await request(`${base}${path}`, {
        method,
        headers: { 'x-api-key': config.apiKey, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        headersTimeout: 10_000,
        bodyTimeout: 10_000,
      });
      const text = await response.body.text();
      let json: PdnsJson = null;
      try {
        json = text ? (JSON.parse(text) as PdnsJson) : null;
      } catch {
        json = { error: text };
      }
      // Its words reach customers (a refused zone or record): scrubbed of the key it was sent.
      if (json && typeof json.error === 'string')
        json = { ...json, error: upstreamWords(json.error, [config.apiKey]) };
      if (response.statusCode === 401 || response.statusCode === 403)
        return fail('dns_host_unauthorized', 'PowerDNS refused the API key', true);
      if (response.statusCode >= 500)
        return fail('dns_host_unavailable', `PowerDNS answered ${response.statusCode}`, true);
      return { status: response.statusCode, json };
    } catch (error) {
      // The message names the failure (refused, timed out), never the key or a body.
      return fail(
        'dns_host_unavailable',
        `PowerDNS could not be reached (${(error as Error).message})`,
        true,
      );
    }
  };

  /** The zone behind one of our zone ids, or null when it is gone or belongs to someone else. */
  const ownZone = async (zoneId: string) => {
    const { name, tag } = parseZoneId(zoneId);
    const got = await api('GET', `/${encodeURIComponent(name)}`);
    if ('ok' in got) return got;
    if (got.status === 404 || got.status === 422) return null;
    const zone = got.json;
    return zone?.account === tag && zone.name && zone.rrsets
      ? { name: zone.name, rrsets: zone.rrsets }
      : null;
  };

  const pickNameservers = (avoid: readonly string[]): string[] => {
    const pool = config.nameservers.filter((ns) => !avoid.includes(ns));
    const from = pool.length >= 2 ? pool : config.nameservers;
    const start = randomBytes(1)[0] as number;
    const first = from[start % from.length] as string;
    const second = from[(start + 1) % from.length] as string;
    return [first, second].sort();
  };

  return {
    name: 'powerdns',
    async createZone({ domain }) {
      const tag = randomBytes(9).toString('base64url');
      const nameservers = pickNameservers([]);
      const created = await api('POST', '', {
        name: `${domain}.`,
        kind: 'Native',
        account: tag,
        nameservers: nameservers.map((ns) => `${ns}.`),
        soa_edit_api: 'DEFAULT',
      });
      if ('ok' in created) return created;
      if (created.status === 409)
        return fail('zone_taken', `${domain} already has a zone on this DNS server`);
      if (created.status !== 201)
        return fail('zone_refused', `PowerDNS refused the zone: ${apiError(created.json)}`);
      return succeed({ zoneId: `${domain}.:${tag}`, nameservers });
    },

    async reassignNameservers({ domain, zoneId, current }) {
      if (config.nameservers.filter((ns) => !current.includes(ns)).length < 2)
        return fail('no_other_nameservers', 'MAILWRIGHT_NAMESERVERS has no other pair to assign');
      const zone = await ownZone(zoneId);
      if (zone === null || 'ok' in zone)
        return zone ?? fail('zone_missing', `${domain} has no zone`);
      const nameservers = pickNameservers(current);
      const patched = await api('PATCH', `/${encodeURIComponent(zone.name)}`, {
        rrsets: [
          {
            name: zone.name,
            type: 'NS',
            ttl: 3600,
            changetype: 'REPLACE',
            records: nameservers.map((ns) => ({ content: `${ns}.`, disabled: false })),
          },
        ],
      });
      if ('ok' in patched) return patched;
      if (patched.status !== 204) return fail('zone_refused', apiError(patched.json));
      return succeed({ nameservers });
    },

    async publishRecords({ domain, zoneId, records }) {
      const bad = records.find((r) => r.type === 'MX' && r.priority === null);
      if (bad) return fail('invalid_record', 'An MX record needs a priority');
      const zone = await ownZone(zoneId);
      if (zone === null || 'ok' in zone)
        return zone ?? fail('zone_missing', `${domain} has no zone`);
      const wanted = toRRsets(zone.name, records);
      const keys = new Set(wanted.map((r) => `${r.name} ${r.type}`));
      // Everything we manage goes: SOA and the apex NS are the server's.
      const stale = zone.rrsets
        .filter((r) => r.type !== 'SOA' && !(r.type === 'NS' && r.name === zone.name))
        .filter((r) => !keys.has(`${r.name} ${r.type}`))
        .map((r) => ({ name: r.name, type: r.type, changetype: 'DELETE' }));
      const patched = await api('PATCH', `/${encodeURIComponent(zone.name)}`, {
        rrsets: [...stale, ...wanted.map((r) => ({ ...r, changetype: 'REPLACE' }))],
      });
      if ('ok' in patched) return patched;
      if (patched.status !== 204)
        return fail('invalid_record', `PowerDNS refused the records: ${apiError(patched.json)}`);
      return succeed({});
    },

    async checkDelegation({ domain, nameservers }) {
      try {
        const actual = await lookup.nameservers(domain);
        const wanted = [...nameservers].map((n) => n.toLowerCase()).sort();
        const delegated = actual.length > 0 && actual.join(',') === wanted.join(',');
        return succeed({ delegated, actualNameservers: actual });
      } catch (error) {
        return fail(
          'resolver_unavailable',
          `The resolver did not answer (${(error as Error).message})`,
          true,
        );
      }
    },

    async checkRecords({ domain, records }) {
      try {
        return succeed({ visible: await Promise.all(records.map((r) => lookup.sees(domain, r))) });
      } catch (error) {
        return fail(
          'resolver_unavailable',
          `The resolver did not answer (${(error as Error).message})`,
          true,
        );
      }
    },

    async deleteZone({ zoneId }) {
      const zone = await ownZone(zoneId);
      if (zone === null) return succeed({});
      if ('ok' in zone) return zone;
      const deleted = await api('DELETE', `/${encodeURIComponent(zone.name)}`);
      if ('ok' in deleted) return deleted;
      if (deleted.status !== 204 && deleted.status !== 404)
        return fail('zone_refused', apiError(deleted.json));
      return succeed({});
    },

    async lookupMailTenants({ domain }) {
      // What the world can see of a tenant: the domain's mail already routed to it.
      try {
        const mx = await lookup.mxHosts(domain);
        return succeed({
          googleWorkspace: mx.some((h) => /(^|\.)google(mail)?\.com$/.test(h)),
          microsoft365: mx.some((h) => h.endsWith('.mail.protection.outlook.com')),
        });
      } catch (error) {
        return fail(
          'resolver_unavailable',
          `The resolver did not answer (${(error as Error).message})`,
          true,
        );
      }
    },
  };
}

/** What PowerDNS answers: a zone, or an error. */
type PdnsJson = { error?: unknown; account?: unknown; name?: string; rrsets?: RRset[] } | null;

interface RRset {
  name: string;
  type: string;
  ttl?: number;
  records?: Array<{ content: string; disabled: boolean }>;
}

function parseZoneId(zoneId: string): { name: string; tag: string } {
  const at = zoneId.lastIndexOf(':');
  return at < 0
    ? { name: zoneId, tag: '' }
    : { name: zoneId.slice(0, at), tag: zoneId.slice(at + 1) };
}

function apiError(json: PdnsJson): string {
  return typeof json?.error === 'string' && json.error !== '' ? json.error : 'no reason given';
}

/** Our records grouped into PowerDNS RRsets (one per name and type; the lowest TTL wins). */
function toRRsets(zone: string, records: readonly DnsRecordSpec[]): RRset[] {
  const sets = new Map<string, Required<RRset>>();
  for (const r of records) {
    const name = r.host === '@' ? zone : `${r.host}.${zone}`;
    const key = `${name} ${r.type}`;
    const set = sets.get(key) ?? { name, type: r.type, ttl: r.ttl, records: [] };
    set.ttl = Math.min(set.ttl, r.ttl);
    set.records.push({ content: content(r), disabled: false });
    sets.set(key, set);
  }
  return [...sets.values()];
}

/** A record's value as PowerDNS writes it: host names absolute, TXT quoted in 255-byte strings. */
function content(r: DnsRecordSpec): string {
  const absolute = (host: string) => (host.endsWith('.') ? host : `${host}.`);
  switch (r.type) {
    case 'MX':
      return `${r.priority} ${absolute(r.value)}`;
    case 'CNAME':
      return absolute(r.value);
    case 'TXT': {
      const chunks = r.value.match(/[\s\S]{1,255}/g) ?? [''];
      return chunks.map((c) => `"${c.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(' ');
    }
    default:
      return r.value;
  }
}
