import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAILWRIGHT_RECORD_COMMENT } from '../src/providers/cloudflare-api.js';
import { connect, connectActive, details } from './support/cloudflare.js';
import { type FakeCloudflare, startFakeCloudflare } from './support/cloudflare-fake.js';
import { settle } from './support/domains.js';
import { useHarness } from './support/harness.js';

/**
 * The Cloudflare-connected domain's whole life with the real adapter (the official `cloudflare`
 * package) against a loopback server that answers as Cloudflare's API v4.
 */
const env: Record<string, string> = { MAILWRIGHT_CLOUDFLARE: 'api' };
let fake: FakeCloudflare;
beforeAll(async () => {
  fake = await startFakeCloudflare();
  env.MAILWRIGHT_CLOUDFLARE_API_URL = fake.baseUrl;
  // One account per test: each test's team is new, and an account belongs to one team.
  fake.addAccount({ name: 'Shop', token: 'tok-shop', zones: [{ name: 'shop-cf.com' }] });
  fake.addAccount({
    name: 'Mail',
    token: 'tok-mail',
    email: 'ops@mail.example',
    key: 'gk',
    zones: [{ name: 'mail-cf.com' }],
  });
  const zones = [
    {
      name: 'taken-cf.io',
      records: [
        { type: 'MX', name: 'taken-cf.io', content: 'mx.other.example', ttl: 3600, priority: 10 },
        { type: 'TXT', name: '_dmarc.taken-cf.io', content: 'v=DMARC1; p=reject', ttl: 3600 },
        { type: 'A', name: 'www.taken-cf.io', content: '192.0.2.1', ttl: 300 },
      ],
    },
  ];
  fake.addAccount({ name: 'Taken', token: 'tok-taken', zones });
  fake.addAccount({
    name: 'Readonly',
    token: 'tok-read',
    zones: [{ name: 'ro-cf.com' }],
    dns: false,
  });
  fake.addAccount({ name: 'Empty', token: 'tok-empty', zones: [] });
  fake.addAccount({
    name: 'Busy',
    token: 'tok-busy',
    zones: [{ name: 'busy-cf.com' }],
    rateLimited: true,
  });
});
afterAll(() => fake?.close());
const h = useHarness({ env });

describe('Cloudflare domains through Cloudflare’s API v4 (loopback)', () => {
  it('connect → active → disconnect, Mailwright’s records written and removed', async () => {
    const domain = await connectActive(h, 'tok-shop', 'shop-cf.com');
    expect(domain.nameservers).toEqual(['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com']);
    const ours = fake
      .records(domain.zone_id)
      .filter((r) => r.comment === MAILWRIGHT_RECORD_COMMENT);
    expect(ours.map((r) => `${r.type} ${r.name}`).sort()).toEqual([
      'MX shop-cf.com',
      'MX shop-cf.com',
      'TXT _dmarc.shop-cf.com',
      'TXT mw1._domainkey.shop-cf.com',
      'TXT shop-cf.com',
    ]);
    // The token went only into the Authorization header, as a Bearer token.
    expect(fake.requests.some((r) => r.headers.authorization === 'Bearer tok-shop')).toBe(true);

    const off = await h.call('POST', '/v1/api/cloudflare-domains/disconnect', {
      body: { domain: 'shop-cf.com' },
    });
    expect(off.status).toBe(200);
    await settle(h);
    expect(
      fake.records(domain.zone_id).filter((r) => r.comment === MAILWRIGHT_RECORD_COMMENT),
    ).toEqual([]);
    const zones = await h.call('GET', '/v1/api/cloudflare-domains/zones');
    expect(zones.body.zones.find((z: any) => z.name === 'shop-cf.com')).toMatchObject({
      already_connected: false,
      reconnectable: true,
    });
  });

  it('reports conflicts and, when asked, replaces only the conflicting records', async () => {
    const res = await connect(h, { api_token: 'tok-taken', domains: ['taken-cf.io'] });
    expect(res.body.results[0]).toMatchObject({
      success: false,
      dns_conflict: { has_conflict: true, labels: ['DMARC', 'MX'] },
    });
    const over = await connect(h, {
      api_token: 'tok-taken',
      domains: ['taken-cf.io'],
      overwrite_conflicts: true,
    });
    expect(over.body.connected_count).toBe(1);
    await settle(h);
    const domain = await details(h, 'taken-cf.io');
    expect(domain.status).toBe('active');
    const records = fake.records(domain.zone_id);
    expect(records.map((r) => r.content)).not.toContain('mx.other.example');
    expect(records.map((r) => r.content)).toContain('192.0.2.1');
  });

  it('a Global API Key is sent as X-Auth-Email and X-Auth-Key', async () => {
    const res = await connect(h, {
      auth_type: 'global_api_key',
      api_token: 'gk',
      email: 'ops@mail.example',
      domains: ['mail-cf.com'],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.connected_count).toBe(1);
    expect(fake.requests.some((r) => r.headers['x-auth-key'] === 'gk')).toBe(true);
  });

  it('answers Cloudflare’s refusals as the documented errors, writing nothing', async () => {
    const cases: Array<[string, number, RegExp]> = [
      ['tok-wrong', 400, /Invalid API Token/],
      ['tok-read', 400, /DNS access/],
      ['tok-empty', 400, /No zones found/],
      ['tok-busy', 429, /rate limiting/],
    ];
    for (const [token, status, message] of cases) {
      const res = await connect(h, { api_token: token, connect_all: true });
      expect(res.status, token).toBe(status);
      expect(res.body.message).toMatch(message);
      expect(JSON.stringify(res.body)).not.toContain(token);
    }
    const stored = await h.ctx.db
      .selectFrom('cloudflare_connections')
      .select('id')
      .where('workspace_id', '=', h.team.workspace.id)
      .execute();
    expect(stored).toEqual([]);
  });
});
