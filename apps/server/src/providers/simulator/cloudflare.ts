import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import {
  type CloudflareApi,
  type CloudflareCredential,
  type CloudflareRecord,
  type CloudflareZone,
  CLOUDFLARE_FAILURES as F,
} from '../cloudflare-api.js';
import { fail, succeed } from '../result.js';
import { hasCloudflareMagic } from './magic.js';

/** A record of a sandbox zone, as stored (`sim_cloudflare_records`). */
export interface SimCloudflareRecordTable {
  id: string;
  zone_id: string;
  /** A record type, or {@link SEEDED} for the marker that the zone's first records exist. */
  type: string;
  name: string;
  content: string;
  ttl: number;
  priority: number | null;
  comment: string | null;
  created_at: string;
}

const SEEDED = '#seeded';

/** Where the sandbox account's records live: the service's database, or memory (contract suite). */
export interface SimCloudflareStore {
  list(zoneId: string): Promise<SimCloudflareRecordTable[]>;
  insert(row: SimCloudflareRecordTable): Promise<void>;
  remove(zoneId: string, id: string): Promise<void>;
}

export function memoryCloudflareStore(): SimCloudflareStore {
  const rows = new Map<string, SimCloudflareRecordTable>();
  return {
    async list(zoneId) {
      return [...rows.values()].filter((r) => r.zone_id === zoneId).map((r) => ({ ...r }));
    },
    async insert(row) {
      if (!rows.has(row.id)) rows.set(row.id, { ...row });
    },
    async remove(zoneId, id) {
      if (rows.get(id)?.zone_id === zoneId) rows.delete(id);
    },
  };
}

/** Shared by every process of the service, as Cloudflare's own records are. */
export function databaseCloudflareStore(db: Kysely<DB>): SimCloudflareStore {
  return {
    list: (zoneId) =>
      db
        .selectFrom('sim_cloudflare_records')
        .selectAll()
        .where('zone_id', '=', zoneId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
    async insert(row) {
      await db
        .insertInto('sim_cloudflare_records')
        .values(row)
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },
    async remove(zoneId, id) {
      await db
        .deleteFrom('sim_cloudflare_records')
        .where('zone_id', '=', zoneId)
        .where('id', '=', id)
        .execute();
    },
  };
}

const hex = (text: string, length = 32) =>
  createHash('sha256').update(text).digest('hex').slice(0, length);

/**
 * The sandbox account a credential reaches (docs/sandbox.md, "Cloudflare"): an API token names
 * its account by what comes before its last `-` (`acme-1` and `acme-2` are two tokens of the
 * account `acme`), a Global API Key by its email's local part.
 */
export function sandboxAccountLabel(credential: CloudflareCredential): string {
  const source =
    credential.authType === 'global_api_key'
      ? (credential.email ?? '').split('@')[0]
      : credential.secret.includes('-')
        ? credential.secret.slice(0, credential.secret.lastIndexOf('-'))
        : credential.secret;
  const label = (source ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)
    .replace(/-$/, '');
  return label || 'sandbox';
}

/** The zones of a sandbox account: `.com` and `.net` clean, `.io` with mail records, `.org` pending. */
export function sandboxZones(label: string): CloudflareZone[] {
  const account = { id: hex(`sim-cf-account:${label}`), name: `${label} (sandbox)` };
  const zone = (tld: string, status: CloudflareZone['status']): CloudflareZone => {
    const name = `${label}.${tld}`;
    const id = hex(`sim-cf-zone:${name}`);
    const pick = (offset: number) =>
      NAMESERVER_NAMES[(Number.parseInt(id.slice(offset, offset + 4), 16) + offset) % 8];
    return {
      id,
      name,
      status,
      nameServers: [
        `${pick(0)}.ns.cloudflare-sim.example`,
        `${pick(4)}x.ns.cloudflare-sim.example`,
      ],
      account,
    };
  };
  return [
    zone('com', 'active'),
    zone('io', 'active'),
    zone('net', 'active'),
    zone('org', 'pending'),
  ];
}

const NAMESERVER_NAMES = ['amy', 'ben', 'cruz', 'dana', 'eli', 'finn', 'gia', 'hank'];

/** The mail records the `.io` zone of every sandbox account already has: another provider's. */
const SEED_RECORDS = (zone: string) => [
  { type: 'MX', name: zone, content: 'mx.previous-mail.example', ttl: 3600, priority: 10 },
  {
    type: 'TXT',
    name: zone,
    content: 'v=spf1 include:_spf.previous-mail.example ~all',
    ttl: 3600,
    priority: null,
  },
  { type: 'A', name: `www.${zone}`, content: '192.0.2.80', ttl: 300, priority: null },
];

export interface SimCloudflareOptions {
  store?: SimCloudflareStore;
  now?: () => number;
}

/**
 * A sandbox Cloudflare account, like a payment sandbox's test cards: every credential is valid
 * and reaches an account whose zones follow from it ({@link sandboxZones}), except the magic
 * tokens of `magic.ts` (CLOUDFLARE_MAGIC): refused, without DNS access, without zones, rate
 * limited. Records are kept in `store` (the service's database), so API and worker processes see
 * the same zone.
 */
export function createSimCloudflareApi(options: SimCloudflareOptions = {}): CloudflareApi {
  const store = options.store ?? memoryCloudflareStore();
  const now = options.now ?? Date.now;

  const refused = (credential: CloudflareCredential) => {
    if (hasCloudflareMagic(credential, 'cfratelimit'))
      return fail(F.rateLimited, 'Cloudflare is rate limiting this account', true);
    if (credential.secret.trim() === '' || hasCloudflareMagic(credential, 'cfbadtoken'))
      return fail(F.invalidCredential, 'Invalid API Token');
    if (credential.authType === 'global_api_key' && !credential.email)
      return fail(F.invalidCredential, 'Missing X-Auth-Email header');
    return null;
  };
  const zonesOf = (credential: CloudflareCredential) =>
    hasCloudflareMagic(credential, 'cfnozones')
      ? []
      : sandboxZones(sandboxAccountLabel(credential));
  const dnsZone = (credential: CloudflareCredential, zoneId: string) => {
    const problem = refused(credential);
    if (problem) return problem;
    const zone = zonesOf(credential).find((z) => z.id === zoneId);
    if (!zone) return fail(F.zoneNotFound, 'Could not route to the zone: no such zone');
    if (hasCloudflareMagic(credential, 'cfnodns'))
      return fail(F.noDnsAccess, 'Authentication error: the token may not edit DNS records');
    return zone;
  };
  const stamp = () => new Date(now()).toISOString();
  const records = async (zone: CloudflareZone) => {
    let rows = await store.list(zone.id);
    if (!rows.some((r) => r.type === SEEDED)) {
      const seeds = zone.name.endsWith('.io') ? SEED_RECORDS(zone.name) : [];
      for (const [i, seed] of seeds.entries())
        await store.insert({
          ...seed,
          id: hex(`${zone.id}:seed:${i}`),
          zone_id: zone.id,
          comment: null,
          created_at: stamp(),
        });
      await store.insert({
        id: hex(`${zone.id}:seeded`),
        zone_id: zone.id,
        type: SEEDED,
        name: '',
        content: '',
        ttl: 0,
        priority: null,
        comment: null,
        created_at: stamp(),
      });
      rows = await store.list(zone.id);
    }
    return rows.filter((r) => r.type !== SEEDED).map(toRecord);
  };

  return {
    name: 'simulator',
    async verify(credential) {
      return refused(credential) ?? succeed({});
    },

    async listZones(credential) {
      // A sandbox account holds a handful of zones: every one, whatever the request names.
      return refused(credential) ?? succeed({ zones: zonesOf(credential), complete: true });
    },

    async listRecords(credential, zoneId) {
      const zone = dnsZone(credential, zoneId);
      if ('ok' in zone) return zone;
      return succeed({ records: await records(zone) });
    },

    async createRecord(credential, zoneId, input) {
      const zone = dnsZone(credential, zoneId);
      if ('ok' in zone) return zone;
      await records(zone);
      const name = input.name.toLowerCase();
      if (name !== zone.name && !name.endsWith(`.${zone.name}`))
        return fail('invalid_record', `${name} is not in the zone ${zone.name}`);
      if (input.type === 'MX' && input.priority === null)
        return fail('invalid_record', 'An MX record needs a priority');
      // One id per identical record, so two writers at once cannot make a duplicate (Cloudflare
      // refuses one with 81058).
      const id = hex(`${zone.id}:${input.type}:${name}:${input.content}:${input.priority ?? ''}`);
      if ((await store.list(zone.id)).some((r) => r.id === id))
        return fail(F.recordExists, 'An identical record already exists. (81058)');
      const row = {
        ...input,
        name,
        id,
        zone_id: zone.id,
        created_at: stamp(),
      };
      await store.insert(row);
      return succeed({ record: toRecord(row) });
    },

    async deleteRecord(credential, zoneId, recordId) {
      const zone = dnsZone(credential, zoneId);
      if ('ok' in zone) return zone;
      await store.remove(zone.id, recordId);
      return succeed({});
    },
  };
}

function toRecord(row: SimCloudflareRecordTable): CloudflareRecord {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    content: row.content,
    ttl: row.ttl,
    priority: row.priority,
    comment: row.comment,
  };
}
