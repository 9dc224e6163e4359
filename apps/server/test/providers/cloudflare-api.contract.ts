import { beforeAll, describe, expect, it } from 'vitest';
import type { CloudflareApi, CloudflareCredential } from '../../src/providers/cloudflare-api.js';
import { MAILWRIGHT_RECORD_COMMENT } from '../../src/providers/cloudflare-api.js';
import type { ProviderResult } from '../../src/providers/result.js';
import { expectFailure as failed } from './registrar.contract.js';

const expectFailure = (result: ProviderResult, code: string, retryable: boolean) =>
  expect(failed(result, retryable).code).toBe(code);

export interface CloudflareApiFixtures {
  create(): CloudflareApi | Promise<CloudflareApi>;
  /** A credential of an account with an active zone `cleanZone` and an active `mailZone`. */
  valid: CloudflareCredential;
  /** The same account reached by a Global API Key (with its email). */
  globalKey: CloudflareCredential;
  cleanZone: string;
  /** An active zone that already has an MX record and an SPF record. */
  mailZone: string;
  /** A zone of the account that is not active (its nameservers not yet at Cloudflare). */
  pendingZone: string;
  invalid: CloudflareCredential;
  /** Sees the zones, may not touch their DNS. */
  noDns: CloudflareCredential;
  noZones: CloudflareCredential;
  rateLimited: CloudflareCredential;
}

/** The behaviour every Cloudflare adapter must have. */
export function cloudflareApiContract(label: string, f: CloudflareApiFixtures): void {
  describe(`Cloudflare contract: ${label}`, () => {
    let api: CloudflareApi;
    beforeAll(async () => {
      api = await f.create();
    });
    const zoneId = async (name: string, credential = f.valid) => {
      const listed = await api.listZones(credential);
      if (!listed.ok) throw new Error(listed.error.message);
      const zone = listed.zones.find((z) => z.name === name);
      if (!zone) throw new Error(`no zone ${name}`);
      return zone.id;
    };

    it('verifies a valid credential, a token or a Global API Key with its email', async () => {
      expect((await api.verify(f.valid)).ok).toBe(true);
      expect((await api.verify(f.globalKey)).ok).toBe(true);
    });

    it('refuses an invalid credential for good, and a Global API Key without its email', async () => {
      expectFailure(await api.verify(f.invalid), 'invalid_credential', false);
      expectFailure(await api.listZones(f.invalid), 'invalid_credential', false);
      expectFailure(await api.verify({ ...f.globalKey, email: null }), 'invalid_credential', false);
    });

    it('answers a rate limit as retryable', async () => {
      expectFailure(await api.verify(f.rateLimited), 'rate_limited', true);
      expectFailure(await api.listZones(f.rateLimited), 'rate_limited', true);
    });

    it('lists the account’s zones with status, nameservers and account, sorted by name', async () => {
      const listed = await api.listZones(f.valid);
      if (!listed.ok) throw new Error(listed.error.message);
      const names = listed.zones.map((z) => z.name);
      expect(names).toEqual([...names].sort());
      expect(names).toEqual(expect.arrayContaining([f.cleanZone, f.mailZone, f.pendingZone]));
      const clean = listed.zones.find((z) => z.name === f.cleanZone);
      expect(clean).toMatchObject({ status: 'active', account: { id: expect.any(String) } });
      expect(clean?.nameServers.length).toBeGreaterThanOrEqual(2);
      expect(listed.zones.find((z) => z.name === f.pendingZone)?.status).toBe('pending');
      const viaKey = await api.listZones(f.globalKey);
      expect(viaKey.ok && viaKey.zones.map((z) => z.id)).toEqual(listed.zones.map((z) => z.id));
    });

    it('an account without zones lists none', async () => {
      const listed = await api.listZones(f.noZones);
      expect(listed).toEqual({ ok: true, zones: [], complete: true });
    });

    it('lists a zone’s existing records, TXT content unquoted', async () => {
      const records = await api.listRecords(f.valid, await zoneId(f.mailZone));
      if (!records.ok) throw new Error(records.error.message);
      expect(records.records).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ type: 'MX', name: f.mailZone, priority: expect.any(Number) }),
          expect.objectContaining({
            type: 'TXT',
            name: f.mailZone,
            content: expect.stringMatching(/^v=spf1 /),
          }),
        ]),
      );
    });

    it('creates records with a comment and deletes them; deleting twice succeeds', async () => {
      const zone = await zoneId(f.cleanZone);
      const txt = await api.createRecord(f.valid, zone, {
        type: 'TXT',
        name: `_dmarc.${f.cleanZone}`,
        content: 'v=DMARC1; p=none',
        ttl: 3600,
        priority: null,
        comment: MAILWRIGHT_RECORD_COMMENT,
      });
      const mx = await api.createRecord(f.valid, zone, {
        type: 'MX',
        name: f.cleanZone,
        content: 'mx1.example.net',
        ttl: 3600,
        priority: 10,
        comment: MAILWRIGHT_RECORD_COMMENT,
      });
      if (!txt.ok || !mx.ok) throw new Error('create failed');
      const twice = await api.createRecord(f.valid, zone, {
        type: 'TXT',
        name: `_dmarc.${f.cleanZone}`,
        content: 'v=DMARC1; p=none',
        ttl: 3600,
        priority: null,
        comment: MAILWRIGHT_RECORD_COMMENT,
      });
      expectFailure(twice, 'record_exists', false);
      const listed = await api.listRecords(f.valid, zone);
      if (!listed.ok) throw new Error(listed.error.message);
      expect(listed.records).toEqual(
        expect.arrayContaining([
          {
            id: txt.record.id,
            type: 'TXT',
            name: `_dmarc.${f.cleanZone}`,
            content: 'v=DMARC1; p=none',
            ttl: 3600,
            priority: null,
            comment: MAILWRIGHT_RECORD_COMMENT,
          },
          expect.objectContaining({ id: mx.record.id, type: 'MX', priority: 10 }),
        ]),
      );
      expect((await api.deleteRecord(f.valid, zone, txt.record.id)).ok).toBe(true);
      expect((await api.deleteRecord(f.valid, zone, txt.record.id)).ok).toBe(true);
      expect((await api.deleteRecord(f.valid, zone, mx.record.id)).ok).toBe(true);
      const after = await api.listRecords(f.valid, zone);
      expect(after.ok && after.records.map((r) => r.id)).not.toContain(txt.record.id);
    });

    it('refuses a record outside the zone', async () => {
      const created = await api.createRecord(f.valid, await zoneId(f.cleanZone), {
        type: 'TXT',
        name: 'elsewhere.example',
        content: 'x',
        ttl: 3600,
        priority: null,
        comment: null,
      });
      expect(created.ok).toBe(false);
    });

    it('a credential without DNS permission sees zones but not their records', async () => {
      const zone = await zoneId(f.cleanZone, f.noDns);
      expectFailure(await api.listRecords(f.noDns, zone), 'no_dns_access', false);
      expectFailure(
        await api.createRecord(f.noDns, zone, {
          type: 'TXT',
          name: f.cleanZone,
          content: 'x',
          ttl: 3600,
          priority: null,
          comment: null,
        }),
        'no_dns_access',
        false,
      );
    });

    it('a zone the credential does not reach is not found', async () => {
      expectFailure(
        await api.listRecords(f.valid, '0123456789abcdef0123456789abcdef'),
        'zone_not_found',
        false,
      );
    });
  });
}
