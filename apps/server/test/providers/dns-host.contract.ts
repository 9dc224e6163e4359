import { beforeAll, describe, expect, it } from 'vitest';
import { type DnsHost, type DnsRecordSpec, ZONE_TAKEN } from '../../src/providers/dns-host.js';
import { expectFailure } from './registrar.contract.js';

export interface DnsHostFixtures {
  create(): DnsHost;
  /** A fresh domain the host will serve. */
  domain(): string;
  refusedDomain: string;
  /** A domain whose delegation and records never become visible. */
  neverVisibleDomain: string;
  /**
   * Makes resolvers see another delegation for a zone just created (a real host: its apex NS
   * changed behind its back); the simulator needs nothing, its magic value does it.
   */
  hide?(domain: string): Promise<void>;
  googleTenantDomain: string;
  microsoftTenantDomain: string;
  now(): number;
  /** Lets enough time pass for published changes to become visible. */
  settle(): Promise<void>;
}

const RECORDS: DnsRecordSpec[] = [
  { host: '@', type: 'MX', value: 'mx1.example.net', ttl: 3600, priority: 10 },
  { host: '@', type: 'TXT', value: 'v=spf1 -all', ttl: 3600, priority: null },
];

/** The behaviour every DNS-host adapter must have. */
export function dnsHostContract(label: string, f: DnsHostFixtures): void {
  describe(`DNS host contract: ${label}`, () => {
    let host: DnsHost;
    beforeAll(() => {
      host = f.create();
    });
    const zone = async (domain = f.domain()) => {
      const created = await host.createZone({ domain });
      if (!created.ok) throw new Error(created.error.message);
      return { domain, ...created };
    };

    it('creates a zone with at least two distinct nameservers', async () => {
      const created = await zone();
      expect(created.zoneId.length).toBeGreaterThan(0);
      expect(new Set(created.nameservers).size).toBeGreaterThanOrEqual(2);
    });

    it('refuses a zone it will not serve, for good', async () => {
      expectFailure(await host.createZone({ domain: f.refusedDomain }), false);
    });

    it('reassigns nameservers to a different set', async () => {
      const created = await zone();
      const again = await host.reassignNameservers({
        domain: created.domain,
        zoneId: created.zoneId,
        current: created.nameservers,
      });
      if (!again.ok) throw new Error(again.error.message);
      expect(again.nameservers.length).toBeGreaterThanOrEqual(2);
      expect(again.nameservers).not.toEqual(created.nameservers);
    });

    it('publishes records, and refuses an MX without a priority', async () => {
      const created = await zone();
      expect((await host.publishRecords({ ...created, records: RECORDS })).ok).toBe(true);
      const bad: DnsRecordSpec = {
        host: '@',
        type: 'MX',
        value: 'mx.example.net',
        ttl: 3600,
        priority: null,
      };
      expectFailure(await host.publishRecords({ ...created, records: [bad] }), false);
    });

    it('sees a delegation and records once they had time to propagate', async () => {
      const created = await zone();
      const since = new Date(f.now()).toISOString();
      expect((await host.publishRecords({ ...created, records: RECORDS })).ok).toBe(true);
      await f.settle();
      const delegation = await host.checkDelegation({
        domain: created.domain,
        nameservers: created.nameservers,
        since,
      });
      expect(delegation.ok && delegation.delegated).toBe(true);
      expect(delegation.ok && delegation.actualNameservers).toEqual(created.nameservers);
      const records = await host.checkRecords({
        domain: created.domain,
        records: RECORDS.map((r) => ({ ...r, publishedAt: since })),
      });
      expect(records.ok && records.visible).toEqual([true, true]);
    });

    it('does not claim to see what has not propagated', async () => {
      const created = await zone(f.neverVisibleDomain);
      await f.hide?.(created.domain);
      const since = new Date(f.now()).toISOString();
      await f.settle();
      const delegation = await host.checkDelegation({ ...created, since });
      expect(delegation.ok && delegation.delegated).toBe(false);
      expect(delegation.ok && delegation.actualNameservers).not.toEqual(created.nameservers);
      const records = await host.checkRecords({
        domain: created.domain,
        records: RECORDS.map((r) => ({ ...r, publishedAt: since })),
      });
      expect(records.ok && records.visible).toEqual([false, false]);
    });

    it('serves one zone per name: a second one is refused with zone_taken, for good', async () => {
      const created = await zone();
      const again = await host.createZone({ domain: created.domain });
      expectFailure(again, false);
      expect(!again.ok && again.error.code).toBe(ZONE_TAKEN);
      // The name's zone is still the first one, untouched.
      expect((await host.publishRecords({ ...created, records: RECORDS })).ok).toBe(true);
    });

    it('lets the name have a zone again once its zone is deleted, and deletes only the zone named', async () => {
      const first = await zone();
      expect((await host.deleteZone(first)).ok).toBe(true);
      const second = await zone(first.domain);
      expect(second.zoneId).not.toBe(first.zoneId);
      // Deleting the old zone again (a retried teardown) must not take the new one down.
      expect((await host.deleteZone(first)).ok).toBe(true);
      const third = await host.createZone({ domain: first.domain });
      expect(!third.ok && third.error.code).toBe(ZONE_TAKEN);
    });

    it('deletes a zone, and deleting it again succeeds', async () => {
      const created = await zone();
      expect((await host.deleteZone(created)).ok).toBe(true);
      expect((await host.deleteZone(created)).ok).toBe(true);
    });

    it('publishes DKIM-sized TXT values (over 255 characters) that resolvers see whole', async () => {
      const created = await zone();
      const since = new Date(f.now()).toISOString();
      const long: DnsRecordSpec = {
        host: 'mw1._domainkey',
        type: 'TXT',
        value: `v=DKIM1; k=rsa; p=${'A'.repeat(392)}`,
        ttl: 3600,
        priority: null,
      };
      expect((await host.publishRecords({ ...created, records: [long] })).ok).toBe(true);
      await f.settle();
      const seen = await host.checkRecords({
        domain: created.domain,
        records: [{ ...long, publishedAt: since }],
      });
      expect(seen.ok && seen.visible).toEqual([true]);
    });

    it('tells which mail tenants already claim a domain', async () => {
      const plain = await host.lookupMailTenants({ domain: f.domain() });
      expect(plain.ok && plain).toMatchObject({ googleWorkspace: false, microsoft365: false });
      const google = await host.lookupMailTenants({ domain: f.googleTenantDomain });
      expect(google.ok && google.googleWorkspace).toBe(true);
      const microsoft = await host.lookupMailTenants({ domain: f.microsoftTenantDomain });
      expect(microsoft.ok && microsoft.microsoft365).toBe(true);
    });
  });
}
