import { createPublicKey, createSign, createVerify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  activeDomain,
  connectDomains,
  getDomain,
  registerDomains,
  settle,
  uniqueName,
} from './support/domains.js';
import { useHarness } from './support/harness.js';

const h = useHarness();

const records = async (uid: string) => {
  const res = await h.call('GET', '/v1/api/dns/list', { query: { uid } });
  expect(res.status).toBe(200);
  return res.body.dns_record.records as Array<Record<string, any>>;
};
const verify = async (uid: string) => {
  const res = await h.call('POST', '/v1/api/dns/verify', { body: { uids: [uid] } });
  expect(res.status).toBe(200);
  return res.body;
};
const labels = async (uid: string) =>
  Object.fromEntries(
    (await verify(uid)).results[0].records.map((r: { label: string; status: string }) => [
      r.label,
      r.status,
    ]),
  );

describe('the records a domain gets', () => {
  it('an active domain has MX, SPF, DKIM and DMARC, all visible', async () => {
    const name = uniqueName();
    const uid = await activeDomain(h, name);
    const rows = await records(uid);
    expect(rows.map((r) => [r.managed, r.type, r.host, r.status])).toEqual([
      ['MX', 'MX', '@', 'active'],
      ['MX', 'MX', '@', 'active'],
      ['SPF', 'TXT', '@', 'active'],
      ['DKIM', 'TXT', 'mw1._domainkey', 'active'],
      ['DMARC', 'TXT', '_dmarc', 'active'],
    ]);
    expect(rows[0]).toMatchObject({
      value: 'mx1.mail.mailwright-sim.example',
      priority: 10,
      ttl: 3600,
    });
    expect(rows[2]?.value).toBe('v=spf1 include:_spf.mail.mailwright-sim.example ~all');
    expect(rows[4]?.value).toBe('v=DMARC1; p=none');
    expect(rows[0]?._id).toMatch(/^[0-9a-f]{24}$/);
    const report = await verify(uid);
    expect(report.summary).toEqual({ total_requested: 1, total_verified: 1, needs_repair: 0 });
    expect(report.results[0]).toMatchObject({
      domain: name,
      uid,
      status: 'ok',
      overall_health: 'healthy',
      needs_repair: false,
    });
  });

  it('DKIM is a real RSA 2048 key pair: public key in the TXT record, private key sealed at rest', async () => {
    const uid = await activeDomain(h);
    const dkim = (await records(uid)).find((r) => r.managed === 'DKIM');
    const match = /^v=DKIM1; k=rsa; p=([A-Za-z0-9+/=]+)$/.exec(dkim?.value);
    expect(match).not.toBeNull();
    const publicKey = createPublicKey({
      key: Buffer.from(match?.[1] as string, 'base64'),
      format: 'der',
      type: 'spki',
    });
    expect(publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);

    const domain = await getDomain(h, uid);
    const stored = await h.ctx.db
      .selectFrom('dkim_keys')
      .selectAll()
      .where('domain_id', '=', domain._id)
      .executeTakeFirstOrThrow();
    expect(stored.private_key_sealed).not.toContain('PRIVATE KEY');
    const privatePem = h.ctx.secrets.open(stored.private_key_sealed);
    const signature = createSign('sha256').update('hello').sign(privatePem);
    expect(createVerify('sha256').update('hello').verify(publicKey, signature)).toBe(true);
  });

  it('two domains get different keys', async () => {
    const [a, b] = [await activeDomain(h), await activeDomain(h)];
    const dkimOf = async (uid: string) =>
      (await records(uid)).find((r) => r.managed === 'DKIM')?.value;
    expect(await dkimOf(a)).not.toBe(await dkimOf(b));
  });
});

describe('get, add, update and delete records', () => {
  it('finds the domain by name as well as by uid', async () => {
    const name = uniqueName();
    const uid = await activeDomain(h, name);
    const res = await h.call('GET', '/v1/api/dns/list', { query: { domain: name.toUpperCase() } });
    expect(res.body.dns_record).toMatchObject({ domain: name, uid });
  });

  it('answers 400 without uid or domain, and 404 for an unknown domain', async () => {
    const none = await h.call('GET', '/v1/api/dns/list');
    expect(none.status).toBe(400);
    expect(none.body.details[0].field).toBe('uid');
    const unknown = await h.call('GET', '/v1/api/dns/list', {
      query: { uid: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
  });

  it('adds records pending, and they become active once resolvers see them', async () => {
    const name = uniqueName();
    const uid = await activeDomain(h, name);
    const res = await h.call('POST', '/v1/api/dns/add', {
      body: {
        uid,
        records: [
          { host: 'www', type: 'A', value: '192.0.2.10' },
          { host: `app.${name}.`, type: 'CNAME', value: 'Target.Example.NET.' },
          { host: '@', type: 'TXT', value: 'google-site-verification=abc', ttl: 300 },
          { host: 'mail2', type: 'MX', value: 'mx.example.net', priority: 5 },
          { host: '@', type: 'CAA', value: '0 issue "letsencrypt.org"' },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(
      res.body.records.map((r: any) => [
        r.host,
        r.type,
        r.value,
        r.ttl,
        r.priority,
        r.status,
        r.managed,
      ]),
    ).toEqual([
      ['www', 'A', '192.0.2.10', 3600, null, 'pending', null],
      ['app', 'CNAME', 'target.example.net', 3600, null, 'pending', null],
      ['@', 'TXT', 'google-site-verification=abc', 300, null, 'pending', null],
      ['mail2', 'MX', 'mx.example.net', 3600, 5, 'pending', null],
      ['@', 'CAA', '0 issue "letsencrypt.org"', 3600, null, 'pending', null],
    ]);
    await settle(h);
    const all = await records(uid);
    expect(all).toHaveLength(10);
    expect(all.every((r) => r.status === 'active')).toBe(true);
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'an A record that is not IPv4',
      { host: 'www', type: 'A', value: '300.1.1.1' },
      'records[0].value',
    ],
    [
      'an AAAA record that is not IPv6',
      { host: 'www', type: 'AAAA', value: '192.0.2.1' },
      'records[0].value',
    ],
    [
      'a CNAME at the apex',
      { host: '@', type: 'CNAME', value: 'x.example.net' },
      'records[0].host',
    ],
    [
      'a host outside the zone',
      { host: 'www.other.org.', type: 'A', value: '192.0.2.1' },
      'records[0].host',
    ],
    ['a host with spaces', { host: 'w w', type: 'A', value: '192.0.2.1' }, 'records[0].host'],
    [
      'a priority on an A record',
      { host: 'www', type: 'A', value: '192.0.2.1', priority: 1 },
      'records[0].priority',
    ],
    [
      'a TTL under a minute',
      { host: 'www', type: 'A', value: '192.0.2.1', ttl: 5 },
      'records[0].ttl',
    ],
    ['an unknown type', { host: 'www', type: 'SRV', value: 'x' }, 'records[0].type'],
    ['a malformed CAA', { host: '@', type: 'CAA', value: 'letsencrypt.org' }, 'records[0].value'],
    [
      'an unknown field',
      { host: 'www', type: 'A', value: '192.0.2.1', weight: 1 },
      'records[0].weight',
    ],
  ])('answers 400 for %s, naming the field, and adds nothing', async (_case, record, field) => {
    const uid = await activeDomain(h);
    const res = await h.call('POST', '/v1/api/dns/add', {
      body: { uid, records: [record] },
      headers: { 'x-mailwright-strict': 'true' },
    });
    expect(res.status).toBe(400);
    expect(res.body.details[0].field).toBe(field);
    expect(await records(uid)).toHaveLength(5);
  });

  it('answers 409 for a duplicate or a CNAME sharing its name, and adds nothing', async () => {
    const uid = await activeDomain(h);
    const dup = await h.call('POST', '/v1/api/dns/add', {
      body: {
        uid,
        records: [
          { host: 'www', type: 'A', value: '192.0.2.1' },
          { host: 'www', type: 'A', value: '192.0.2.1' },
        ],
      },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toContain('records[1] already exists');
    const cname = await h.call('POST', '/v1/api/dns/add', {
      body: {
        uid,
        records: [
          { host: 'www', type: 'A', value: '192.0.2.1' },
          { host: 'www', type: 'CNAME', value: 'x.example.net' },
        ],
      },
    });
    expect(cname.status).toBe(409);
    expect(await records(uid)).toHaveLength(5);
  });

  it('updates a record by id; an id of nothing in this domain is a 400', async () => {
    const uid = await activeDomain(h);
    const added = await h.call('POST', '/v1/api/dns/add', {
      body: { uid, records: [{ host: 'www', type: 'A', value: '192.0.2.1' }] },
    });
    const id = added.body.records[0]._id;
    const res = await h.call('POST', '/v1/api/dns/update', {
      body: {
        uid,
        records: [{ record_id: id, host: 'www', type: 'A', value: '192.0.2.2', ttl: 600 }],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.records[0]).toMatchObject({
      _id: id,
      value: '192.0.2.2',
      ttl: 600,
      status: 'pending',
    });
    const bad = await h.call('POST', '/v1/api/dns/update', {
      body: {
        uid,
        records: [{ record_id: 'f'.repeat(24), host: 'www', type: 'A', value: '192.0.2.3' }],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].field).toBe('records[0].record_id');
    expect((await records(uid)).find((r) => r._id === id)?.value).toBe('192.0.2.2');
  });

  it('deletes records by id; an unknown id is a 400 and nothing is deleted', async () => {
    const uid = await activeDomain(h);
    const rows = await records(uid);
    const bad = await h.call('POST', '/v1/api/dns/delete', {
      body: { uid, record_ids: [rows[0]?._id, 'f'.repeat(24)] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].field).toBe('record_ids[1]');
    expect(await records(uid)).toHaveLength(5);
    const res = await h.call('POST', '/v1/api/dns/delete', {
      body: { uid, record_ids: [rows[0]?._id] },
    });
    expect(res.body).toMatchObject({ error: false, deleted: 1 });
    expect(await records(uid)).toHaveLength(4);
  });

  it('refuses record changes on a domain that has no zone yet (409)', async () => {
    const [uid] = await registerDomains(h, [uniqueName()]);
    const res = await h.call('POST', '/v1/api/dns/add', {
      body: { uid, records: [{ host: 'www', type: 'A', value: '192.0.2.1' }] },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('has no DNS zone');
  });
});

describe('verify and repair', () => {
  it('a deleted DKIM record is missing; repair restores the same key and it becomes ok again', async () => {
    const uid = await activeDomain(h);
    const dkim = (await records(uid)).find((r) => r.managed === 'DKIM');
    await h.call('POST', '/v1/api/dns/delete', { body: { uid, record_ids: [dkim?._id] } });
    const report = await verify(uid);
    expect(report.summary).toEqual({ total_requested: 1, total_verified: 0, needs_repair: 1 });
    expect(report.results[0]).toMatchObject({ overall_health: 'needs_repair', needs_repair: true });
    expect(await labels(uid)).toEqual({ MX: 'ok', SPF: 'ok', DKIM: 'missing', DMARC: 'ok' });

    const repair = await h.call('POST', '/v1/api/dns/repair', { body: { uids: [uid] } });
    expect(repair.body.results).toEqual([
      expect.objectContaining({ uid, status: 'repaired', repaired: ['DKIM'] }),
    ]);
    expect((await records(uid)).find((r) => r.managed === 'DKIM')?.value).toBe(dkim?.value);
    await settle(h);
    expect(await labels(uid)).toEqual({ MX: 'ok', SPF: 'ok', DKIM: 'ok', DMARC: 'ok' });
    const again = await h.call('POST', '/v1/api/dns/repair', { body: { uids: [uid] } });
    expect(again.body.results[0]).toMatchObject({ status: 'healthy', repaired: [] });
  });

  it('an altered SPF record is missing; repair restores it and removes the competing one', async () => {
    const uid = await activeDomain(h);
    const spf = (await records(uid)).find((r) => r.managed === 'SPF');
    const res = await h.call('POST', '/v1/api/dns/update', {
      body: {
        uid,
        records: [{ record_id: spf?._id, host: '@', type: 'TXT', value: 'v=spf1 -all' }],
      },
    });
    expect(res.body.records[0].managed).toBeNull();
    expect((await labels(uid)).SPF).toBe('missing');
    await h.call('POST', '/v1/api/dns/repair', { body: { uids: [uid] } });
    const spfs = (await records(uid)).filter((r) => r.value.startsWith('v=spf1'));
    expect(spfs.map((r) => [r.value, r.managed])).toEqual([
      ['v=spf1 include:_spf.mail.mailwright-sim.example ~all', 'SPF'],
    ]);
  });

  it('records of a domain that never propagates stay pending', async () => {
    const [uid] = await registerDomains(h, [uniqueName('noprop')]);
    await settle(h);
    expect(await labels(uid as string)).toEqual({
      MX: 'pending',
      SPF: 'pending',
      DKIM: 'pending',
      DMARC: 'pending',
    });
    expect((await verify(uid as string)).results[0].overall_health).toBe('pending');
  });

  it('a connected domain waiting for its nameservers reports its records pending', async () => {
    const [row] = await connectDomains(h, [uniqueName('noprop')]);
    const report = await verify(row?.uid as string);
    expect(report.results[0]).toMatchObject({ status: 'ok', overall_health: 'pending' });
  });

  it('a domain without a zone is reported as an error, not a failed request', async () => {
    const [uid] = await registerDomains(h, [uniqueName()]);
    const report = await verify(uid as string);
    expect(report.results[0]).toMatchObject({
      status: 'error',
      overall_health: 'unknown',
      records: [],
    });
    expect(report.results[0].error_message).toContain('cart');
    const repair = await h.call('POST', '/v1/api/dns/repair', { body: { uids: [uid] } });
    expect(repair.body.results[0]).toMatchObject({ status: 'skipped' });
  });

  it('verify and repair answer 400 without domains, and 404 for an unknown one', async () => {
    for (const url of ['/v1/api/dns/verify', '/v1/api/dns/repair']) {
      const empty = await h.call('POST', url, { body: {} });
      expect(empty.status).toBe(400);
      expect(empty.body.details[0].field).toBe('uids');
      const unknown = await h.call('POST', url, { body: { domains: ['unknown-domain.com'] } });
      expect(unknown.status).toBe(404);
    }
  });
});
