import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { SecretBox } from '../../lib/secret-box.js';
import {
  type CloudflareApi,
  type CloudflareCredential,
  type CloudflareRecord,
  MAILWRIGHT_RECORD_COMMENT,
} from '../../providers/cloudflare-api.js';
import type { DnsHost, DnsRecordSpec } from '../../providers/dns-host.js';
import { fail, type ProviderResult, succeed } from '../../providers/result.js';
import { findZoneBinding, markCredentialInvalid, openCredential } from './cloudflare.repository.js';
import { conflictLabel, isMailwrightRecord } from './conflicts.js';

/**
 * The DNS host of every domain: a Cloudflare-connected domain's zone stays at Cloudflare and is
 * written through the customer's credential ({@link cloudflareZoneHost}); any other zone goes to
 * `base` (the configured DNS host). Which is which follows from the zone id: a zone held by a
 * Cloudflare-connected domain (`cloudflare_domains`).
 */
export function withCloudflareZones(
  base: DnsHost,
  api: CloudflareApi,
  db: Kysely<DB>,
  secrets: SecretBox,
): DnsHost {
  const route = async <I extends { zoneId?: string | null }, R>(
    input: I,
    onCloudflare: (zone: ZoneAccess, input: I) => Promise<R>,
    onBase: (input: I) => Promise<R>,
  ): Promise<R> => {
    const binding = input.zoneId ? await findZoneBinding(db, input.zoneId) : undefined;
    if (!binding) return onBase(input);
    const credential = openCredential(secrets, binding.connection);
    const zone: ZoneAccess = {
      api,
      credential,
      zoneId: binding.link.zone_id,
      zoneName: binding.link.zone_name,
      overwrite: binding.link.overwrite_conflicts === 1,
      refused: () => markCredentialInvalid(db, binding.connection.id),
    };
    return onCloudflare(zone, input);
  };
  const host = cloudflareZoneHost();
  return {
    name: base.name,
    createZone: (input) => base.createZone(input),
    lookupMailTenants: (input) => base.lookupMailTenants(input),
    reassignNameservers: (input) =>
      route(
        input,
        async () =>
          fail('not_supported', 'A Cloudflare-connected zone keeps Cloudflare’s nameservers'),
        (i) => base.reassignNameservers(i),
      ),
    publishRecords: (input) => route(input, host.publishRecords, (i) => base.publishRecords(i)),
    checkDelegation: (input) => route(input, host.checkDelegation, (i) => base.checkDelegation(i)),
    checkRecords: (input) => route(input, host.checkRecords, (i) => base.checkRecords(i)),
    deleteZone: (input) => route(input, host.deleteZone, (i) => base.deleteZone(i)),
  };
}

interface ZoneAccess {
  api: CloudflareApi;
  credential: CloudflareCredential;
  zoneId: string;
  zoneName: string;
  /** The connect asked Mailwright's records to replace the customer's conflicting ones. */
  overwrite: boolean;
  /** Cloudflare refused the credential: it is marked `invalid`. */
  refused(): Promise<void>;
}

/** Writes one of Mailwright's records; one already there (written meanwhile) is what it wanted. */
async function write(zone: ZoneAccess, want: DnsRecordSpec): Promise<ProviderResult> {
  const created = await zone.api.createRecord(zone.credential, zone.zoneId, {
    type: want.type,
    name: fqdn(zone.zoneName, want.host),
    content: want.value,
    ttl: want.ttl,
    priority: want.type === 'MX' ? want.priority : null,
    comment: MAILWRIGHT_RECORD_COMMENT,
  });
  if (!created.ok && created.error.code === 'record_exists') return succeed({});
  return created.ok ? succeed({}) : created;
}

const fqdn = (zone: string, host: string) => (host === '@' ? zone : `${host}.${zone}`);

const sameRecord = (zone: string, want: DnsRecordSpec, have: CloudflareRecord) =>
  have.type === want.type &&
  have.name === fqdn(zone, want.host).toLowerCase() &&
  have.content === want.value &&
  (want.type !== 'MX' || have.priority === want.priority);

/**
 * A Cloudflare zone as a DNS host: only the records Mailwright wrote (its comment) are replaced
 * or removed; the customer's own records stay, except those competing with Mailwright's mail
 * records when the connect asked to overwrite them. The zone is "delegated" once Cloudflare has
 * it `active` (its nameservers set at the registrar); deleting it removes Mailwright's records and
 * leaves the zone to its owner.
 */
function cloudflareZoneHost() {
  const records = async (zone: ZoneAccess) => {
    const listed = await zone.api.listRecords(zone.credential, zone.zoneId);
    if (!listed.ok && listed.error.code === 'invalid_credential') await zone.refused();
    return listed;
  };
  return {
    async publishRecords(
      zone: ZoneAccess,
      input: { records: DnsRecordSpec[] },
    ): Promise<ProviderResult> {
      const listed = await records(zone);
      if (!listed.ok) return listed;
      const { api, credential, zoneId, zoneName } = zone;
      const stale = listed.records.filter(
        (have) =>
          (isMailwrightRecord(have) && !input.records.some((w) => sameRecord(zoneName, w, have))) ||
          (zone.overwrite && !isMailwrightRecord(have) && conflictLabel(zoneName, have) !== null),
      );
      for (const record of stale) {
        const removed = await api.deleteRecord(credential, zoneId, record.id);
        if (!removed.ok) return removed;
      }
      for (const want of input.records) {
        if (
          listed.records.some(
            (have) => isMailwrightRecord(have) && sameRecord(zoneName, want, have),
          )
        )
          continue;
        const created = await api.createRecord(credential, zoneId, {
          type: want.type,
          name: fqdn(zoneName, want.host),
          content: want.value,
          ttl: want.ttl,
          priority: want.type === 'MX' ? want.priority : null,
          comment: MAILWRIGHT_RECORD_COMMENT,
        });
        if (!created.ok) return created;
      }
      return succeed({});
    },

    async checkDelegation(zone: ZoneAccess) {
      // Read only as far as this zone: one page for most accounts.
      const listed = await zone.api.listZones(zone.credential, { names: [zone.zoneName] });
      if (!listed.ok) {
        if (listed.error.code === 'invalid_credential') await zone.refused();
        return listed;
      }
      const found = listed.zones.find((z) => z.id === zone.zoneId);
      const delegated = found?.status === 'active';
      return succeed({ delegated, actualNameservers: delegated ? found.nameServers : [] });
    },

    /**
     * A record is visible once it is in the zone: Cloudflare's nameservers serve a zone's records
     * as soon as they are written. A record Mailwright holds that the zone lacks yet (its publish
     * job has not run) is written now, as the publish would: the check does not run out its
     * deadline on a job's turn in the queue.
     */
    async checkRecords(zone: ZoneAccess, input: { records: DnsRecordSpec[] }) {
      const listed = await records(zone);
      if (!listed.ok) return listed;
      const visible: boolean[] = [];
      for (const want of input.records) {
        if (listed.records.some((have) => sameRecord(zone.zoneName, want, have))) {
          visible.push(true);
          continue;
        }
        const created = await write(zone, want);
        if (!created.ok) return created;
        visible.push(true);
      }
      return succeed({ visible });
    },

    async deleteZone(zone: ZoneAccess): Promise<ProviderResult> {
      const listed = await records(zone);
      if (!listed.ok) return listed.error.code === 'zone_not_found' ? succeed({}) : listed;
      for (const record of listed.records.filter(isMailwrightRecord)) {
        const removed = await zone.api.deleteRecord(zone.credential, zone.zoneId, record.id);
        if (!removed.ok) return removed;
      }
      return succeed({});
    },
  };
}
