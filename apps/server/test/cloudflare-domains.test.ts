import { describe, expect, it } from 'vitest';
import { MAILWRIGHT_RECORD_COMMENT } from '../src/providers/cloudflare-api.js';
import {
  connect,
  connectActive,
  details,
  uniqueAccount,
  zoneRecords,
} from './support/cloudflare.js';
import { settle } from './support/domains.js';
import { EVENT_TEST_ENV, statusTrail, useEventReceiver } from './support/events.js';
import { useHarness } from './support/harness.js';
import { buyMailboxes } from './support/mailboxes.js';

const h = useHarness({ env: EVENT_TEST_ENV });
useEventReceiver(h);

const count = async (table: 'cloudflare_connections' | 'cloudflare_domains' | 'domains') => {
  const row = await h.ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('workspace_id', '=', h.team.workspace.id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

describe('Cloudflare domains on the sandbox account', () => {
  it('connect → active → disconnect: records written into the zone and removed from it', async () => {
    const account = uniqueAccount();
    const token = `${account}-1`;
    const res = await connect(h, { api_token: token, domains: [`${account}.com`], label: 'main' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      error: false,
      connected_count: 1,
      reconnected_count: 0,
      failed_count: 0,
      skipped_count: 0,
      domains: [{ name: `${account}.com`, status: 'dns_setup_pending', reconnected: false }],
      skipped: [],
      results: [{ zone_name: `${account}.com`, success: true, error: null }],
    });
    const uid = res.body.domains[0].uid;
    await settle(h);

    const domain = await details(h, uid);
    expect(domain).toMatchObject({
      name: `${account}.com`,
      status: 'active',
      connection_mode: 'cloudflare',
      credential_status: 'valid',
      assigned_mailboxes: 0,
      available_mailboxes: 5,
      nameservers: [expect.stringMatching(/cloudflare-sim/), expect.any(String)],
    });
    expect(await statusTrail(h, uid)).toEqual([
      'dns_setup_pending',
      'waiting_for_dns_propagation',
      'active',
    ]);
    const written = await zoneRecords(h, token, domain.zone_id);
    const ours = written.filter((r) => r.comment === MAILWRIGHT_RECORD_COMMENT);
    expect(ours.map((r) => r.type).sort()).toEqual(['MX', 'MX', 'TXT', 'TXT', 'TXT']);
    expect(ours.map((r) => r.name)).toContain(`_dmarc.${account}.com`);
    expect(ours.map((r) => r.name)).toContain(`mw1._domainkey.${account}.com`);

    const listed = await h.call('GET', '/v1/api/cloudflare-domains/list', {
      query: { page: 1, limit: 10 },
    });
    expect(listed.body).toMatchObject({ total: 1, page: 1, pages: 1, limit: 10 });
    expect(listed.body.domains[0]).toMatchObject({
      uid,
      status: 'active',
      connection_mode: 'cloudflare',
    });

    const zones = await h.call('GET', '/v1/api/cloudflare-domains/zones');
    expect(zones.status).toBe(200);
    expect(zones.body.zones.find((z: any) => z.name === `${account}.com`)).toMatchObject({
      already_connected: true,
      reconnectable: false,
      domain_uid: uid,
      status: 'active',
    });
    expect(zones.body.zones.find((z: any) => z.name === `${account}.net`)).toMatchObject({
      already_connected: false,
      domain_uid: null,
    });

    const gone = await h.call('POST', '/v1/api/cloudflare-domains/disconnect', {
      body: { domain: `${account}.com` },
    });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(gone.body.domain).toMatchObject({ uid, new_status: 'scheduled_for_deletion' });
    await settle(h);
    expect((await statusTrail(h, uid)).slice(-2)).toEqual(['scheduled_for_deletion', 'deleted']);
    const after = await zoneRecords(h, token, domain.zone_id);
    expect(after.filter((r) => r.comment === MAILWRIGHT_RECORD_COMMENT)).toEqual([]);
    expect((await h.call('GET', `/v1/api/cloudflare-domains/${uid}`)).status).toBe(404);
    const again = await h.call('GET', '/v1/api/cloudflare-domains/zones');
    expect(again.body.zones.find((z: any) => z.name === `${account}.com`)).toMatchObject({
      already_connected: false,
      reconnectable: true,
    });

    // Connecting it again reconnects it.
    const back = await connect(h, { api_token: token, domains: [`${account}.com`] });
    expect(back.body).toMatchObject({ connected_count: 0, reconnected_count: 1 });
    expect(back.body.domains[0].reconnected).toBe(true);
  });

  it('reports conflicting mail records and connects over them only when asked', async () => {
    const account = uniqueAccount();
    const token = `${account}-1`;
    const res = await connect(h, { api_token: token, domains: [`${account}.io`] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ connected_count: 0, failed_count: 1, domains: [] });
    expect(res.body.results[0]).toMatchObject({
      zone_name: `${account}.io`,
      success: false,
      dns_conflict: {
        has_conflict: true,
        labels: ['MX', 'SPF'],
        records: expect.arrayContaining([
          { type: 'MX', name: `${account}.io`, content: 'mx.previous-mail.example' },
        ]),
      },
    });
    expect(await count('domains')).toBe(0);

    const over = await connect(h, {
      api_token: token,
      domains: [`${account}.io`],
      overwrite_conflicts: true,
    });
    expect(over.body).toMatchObject({ connected_count: 1, failed_count: 0 });
    expect(over.body.results[0].dns_conflict.has_conflict).toBe(true);
    await settle(h);
    const domain = await details(h, `${account}.io`);
    expect(domain).toMatchObject({ status: 'active', overwrite_conflicts: true });
    expect(domain.dns_conflict.labels).toEqual(['MX', 'SPF']);
    const records = await zoneRecords(h, token, domain.zone_id);
    expect(records.map((r) => r.content)).not.toContain('mx.previous-mail.example');
    // The customer's other records stay.
    expect(records.map((r) => r.name)).toContain(`www.${account}.io`);
  });

  it('connect_all connects every zone, skips held ones and reports the rest', async () => {
    const account = uniqueAccount();
    const token = `${account}-1`;
    await connectActive(h, token, `${account}.com`);
    const res = await connect(h, { api_token: token, connect_all: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ connected_count: 2, failed_count: 1, skipped_count: 1 });
    expect(res.body.skipped).toEqual([
      { name: `${account}.com`, reason: 'already_connected', domain_uid: expect.any(String) },
    ]);
    expect(res.body.domains.map((d: any) => d.name).sort()).toEqual([
      `${account}.net`,
      `${account}.org`,
    ]);
    const page = await h.call('GET', '/v1/api/cloudflare-domains/list', {
      query: { page: 2, limit: 1 },
    });
    expect(page.body).toMatchObject({ total: 3, page: 2, pages: 3, limit: 1 });
    expect(page.body.domains).toHaveLength(1);
    // The pending zone waits for its nameservers to be set at the registrar, until the connect
    // deadline (at once at the tests' instant speed).
    await settle(h);
    const pending = await details(h, `${account}.org`);
    expect(pending.status).toBe('expired_propagation');
    expect(pending.status_reason).toMatch(/nameservers/);
  });

  it('a name already in the account is skipped as already_exists', async () => {
    const account = uniqueAccount();
    const held = await h.call('POST', '/v1/api/domains/nameservers', {
      body: { domains: [`${account}.net`] },
    });
    expect(held.status).toBe(200);
    const res = await connect(h, { api_token: `${account}-1`, domains: [`${account}.net`] });
    expect(res.body.skipped).toEqual([
      { name: `${account}.net`, reason: 'already_exists', domain_uid: held.body.result[0].uid },
    ]);
  });

  it('a zone not in the account fails with its result; the credential alone is stored', async () => {
    const account = uniqueAccount();
    const res = await connect(h, { api_token: `${account}-1`, domains: ['not-mine.example'] });
    expect(res.body).toMatchObject({
      failed_count: 1,
      results: [
        {
          zone_name: 'not-mine.example',
          success: false,
          error: expect.stringMatching(/not found/),
        },
      ],
    });
    const only = await connect(h, { api_token: `${account}-2`, label: 'rotated' });
    expect(only.body).toMatchObject({
      connected_count: 0,
      failed_count: 0,
      domains: [],
      results: [],
    });
    const stored = await h.ctx.db
      .selectFrom('cloudflare_connections')
      .selectAll()
      .where('workspace_id', '=', h.team.workspace.id)
      .executeTakeFirstOrThrow();
    expect(stored.label).toBe('rotated');
    expect(stored.credential_sealed).not.toContain(account);
    expect(h.logs()).not.toContain(`${account}-2`);
  });

  it('a Global API Key connects with its email', async () => {
    const account = uniqueAccount();
    const res = await connect(h, {
      auth_type: 'global_api_key',
      api_token: 'key-123',
      email: `${account}@example.com`,
      domains: [`${account}.net`],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.connected_count).toBe(1);
  });

  it('disconnecting a domain with mailboxes is a 409 until they are cancelled', async () => {
    const account = uniqueAccount();
    const domain = await connectActive(h, `${account}-1`, `${account}.com`);
    await buyMailboxes(h, domain.name, [{}]);
    const res = await h.call('POST', '/v1/api/cloudflare-domains/disconnect', {
      body: { domain: domain.uid },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/mailboxes/);
    expect((await details(h, domain.uid)).status).toBe('active');
  });
});

describe('connect errors (each writes nothing)', () => {
  const refused = async (body: Record<string, unknown>, status: number, field?: string) => {
    const res = await connect(h, body);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    if (field) expect(res.body.details).toEqual([{ field, message: expect.any(String) }]);
    expect(await count('cloudflare_connections')).toBe(0);
    expect(await count('domains')).toBe(0);
    return res.body;
  };

  it('an invalid token is a 400 naming api_token', async () => {
    const body = await refused(
      { api_token: `${uniqueAccount('cfbadtoken')}`, connect_all: true },
      400,
      'api_token',
    );
    expect(body.message).toMatch(/Invalid API Token/);
  });

  it('a token without DNS access is a 400 naming api_token', async () => {
    const body = await refused(
      { api_token: `${uniqueAccount('cfnodns')}`, connect_all: true },
      400,
      'api_token',
    );
    expect(body.message).toMatch(/DNS access/);
  });

  it('an account without zones is a 400', async () => {
    const body = await refused(
      { api_token: uniqueAccount('cfnozones'), connect_all: true },
      400,
      'api_token',
    );
    expect(body.message).toMatch(/No zones found/);
  });

  it('domains and connect_all together is a 400 naming connect_all', async () => {
    await refused(
      { api_token: uniqueAccount(), domains: ['a.com'], connect_all: true },
      400,
      'connect_all',
    );
  });

  it('bad input is a 400 naming the field', async () => {
    await refused({ auth_type: 'global_api_key', api_token: 'k' }, 400, 'email');
    await refused({ auth_type: 'password', api_token: 'k' }, 400);
    await refused({ api_token: uniqueAccount(), domains: ['not a domain'] }, 400, 'domains[0]');
    await refused({ api_token: uniqueAccount(), domains: Array(501).fill('a.com') }, 400);
  });

  it('Cloudflare’s own rate limit is a 429 with Retry-After', async () => {
    const res = await connect(h, { api_token: uniqueAccount('cfratelimit'), connect_all: true });
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('300');
  });

  it('another team’s Cloudflare account is a 409 ACCOUNT_ALREADY_USED', async () => {
    const account = uniqueAccount();
    const other = await h.createTeam();
    const first = await connect(
      h,
      { api_token: `${account}-1` },
      { token: other.token, workspace: other.workspace.uid },
    );
    expect(first.status).toBe(200);
    const body = await refused({ api_token: `${account}-2`, connect_all: true }, 409);
    expect(body.code).toBe('ACCOUNT_ALREADY_USED');
  });

  it('another account while domains are connected through the stored one is a 409 CREDENTIAL_CONFLICT', async () => {
    const first = uniqueAccount();
    await connect(h, { api_token: `${first}-1`, domains: [`${first}.com`] });
    const res = await connect(h, { api_token: `${uniqueAccount()}-1`, connect_all: true });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('CREDENTIAL_CONFLICT');
    expect(await count('domains')).toBe(1);
  });

  it('more than 10 connects in 5 minutes is a 429 with Retry-After', async () => {
    const account = uniqueAccount();
    for (let i = 0; i < 10; i += 1)
      expect((await connect(h, { api_token: `${account}-1` })).status).toBe(200);
    const res = await connect(h, { api_token: `${account}-1` });
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(300);
  });

  it('listing zones before connecting is a 404 that says to connect first', async () => {
    const res = await h.call('GET', '/v1/api/cloudflare-domains/zones');
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/connect/);
  });

  it('another workspace’s domain is a 404', async () => {
    const account = uniqueAccount();
    const res = await connect(h, { api_token: `${account}-1`, domains: [`${account}.com`] });
    const other = await h.createTeam();
    const as = { token: other.token, workspace: other.workspace.uid };
    const uid = res.body.domains[0].uid;
    expect((await h.call('GET', `/v1/api/cloudflare-domains/${uid}`, as)).status).toBe(404);
    const off = await h.call('POST', '/v1/api/cloudflare-domains/disconnect', {
      ...as,
      body: { domain: uid },
    });
    expect(off.status).toBe(404);
  });
});
