import { describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/transaction.js';
import { domainJobs } from '../src/modules/domains/domain.jobs.js';
import {
  findDomainById,
  releaseMailboxSlots,
  reserveMailboxSlots,
} from '../src/modules/domains/domains.service.js';
import {
  activeDomain,
  connectDomains,
  domainState,
  getDomain,
  pauseJobs,
  registerDomains,
  runDomainJob,
  settle,
  uniqueName,
} from './support/domains.js';
import { EVENT_TEST_ENV, recordedEvents, statusTrail, useEventReceiver } from './support/events.js';
import { useHarness } from './support/harness.js';

const h = useHarness({ env: EVENT_TEST_ENV });
useEventReceiver(h);

// Strict, so a misspelt filter in a test fails instead of being ignored.
const list = (body: Record<string, unknown> = {}) =>
  h.call('POST', '/v1/api/domains/list', { body, headers: { 'x-mailwright-strict': 'true' } });
const rowOf = async (uid: string) => (await getDomain(h, uid))._id as string;

const runJob = (job: (typeof domainJobs)[keyof typeof domainJobs], domainId: string) =>
  runDomainJob(h, job, domainId);

describe('list domains', () => {
  it('pages newest first and filters by keyword, status and uids', async () => {
    const names = ['alpha-one', 'beta-two', 'alpha_three'].map(
      (l) => `${l.replace('_', '')}${Date.now()}.com`,
    );
    const uids = await registerDomains(h, names);
    const page = await list({ limit: 2 });
    expect(page.status).toBe(200);
    expect(page.body.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
    expect(page.body.domains.map((d: { uid: string }) => d.uid)).toEqual([uids[2], uids[1]]);
    expect(
      (await list({ page: 2, limit: 2 })).body.domains.map((d: { uid: string }) => d.uid),
    ).toEqual([uids[0]]);
    expect((await list({ keyword: 'ALPHA' })).body.pagination.total).toBe(2);
    expect((await list({ keyword: '%' })).body.pagination.total).toBe(0);
    expect((await list({ status: ['active'] })).body.pagination.total).toBe(0);
    expect((await list({ status: ['cart'], uids: [uids[1]] })).body.domains[0].uid).toBe(uids[1]);
    expect((await list({ uids: [] })).body.pagination.total).toBe(3);
    expect(Object.keys(page.body.domains[0]).sort()).toEqual(
      [
        '_id',
        'uid',
        'name',
        'tld',
        'status',
        'previous_status',
        'status_reason',
        'connection_type',
        'dns_propagation_status',
        'nameserver_match_status',
        'nameservers',
        'actual_nameservers',
        'last_nameserver_check',
        'registration_years',
        'price',
        'renewal_price',
        'renewal_date',
        'renewal_status',
        'privacy',
        'forwarding_url',
        'mask_forwarding',
        'catch_all_email',
        'dmarc',
        'assigned_mailboxes',
        'available_mailboxes',
        'mail_platform',
        'tags',
        'created_at',
        'updated_at',
      ].sort(),
    );
  });

  it('hides deleted domains unless asked for by status', async () => {
    const [uid] = await registerDomains(h, [uniqueName()]);
    await h.call('POST', '/v1/api/domains/remove', { body: { uids: [uid] } });
    expect((await list()).body.pagination.total).toBe(0);
    expect((await list({ status: ['deleted'] })).body.domains[0].uid).toBe(uid);
  });

  it.each<[Record<string, unknown>, string]>([
    [{ limit: 501 }, 'limit'],
    [{ page: 0 }, 'page'],
    [{ status: ['gone'] }, 'status[0]'],
    [{ uids: ['x'] }, 'uids[0]'],
    [{ colour: 'red' }, 'colour'],
  ])('answers 400 for %o naming %s', async (body, field) => {
    const res = await list(body);
    expect(res.status).toBe(400);
    expect(res.body.details[0].field).toBe(field);
  });

  it('never shows another workspace’s domains', async () => {
    await registerDomains(h, [uniqueName()]);
    const other = await h.createTeam();
    const theirs = await h.call('POST', '/v1/api/domains/list', {
      token: other.token,
      workspace: other.workspace.uid,
      body: {},
    });
    expect(theirs.body.pagination.total).toBe(0);
  });
});

describe('list assignable domains and the mailbox cap', () => {
  it('lists active domains with room, and stops listing a full one', async () => {
    const uid = await activeDomain(h);
    await registerDomains(h, [uniqueName()]); // cart: never assignable
    const assignable = async () => (await h.call('GET', '/v1/api/domains/assignable')).body;
    expect((await assignable()).domains.map((d: { uid: string }) => d.uid)).toEqual([uid]);
    const domain = (await findDomainById(h.ctx.db, await rowOf(uid)))!;
    await inTransaction(h.ctx.db, (trx) =>
      reserveMailboxSlots(trx, domain, domain.workspace_id, 5),
    );
    expect((await assignable()).pagination.total).toBe(0);
    expect(await getDomain(h, uid)).toMatchObject({
      assigned_mailboxes: 5,
      available_mailboxes: 0,
    });
    await expect(
      inTransaction(h.ctx.db, (trx) => reserveMailboxSlots(trx, domain, domain.workspace_id, 1)),
    ).rejects.toMatchObject({ status: 409 });
    await inTransaction(h.ctx.db, (trx) => releaseMailboxSlots(trx, domain.id, 2));
    expect((await assignable()).domains[0]).toMatchObject({ uid, available_mailboxes: 2 });
  });

  it('answers 400 for an out-of-range limit', async () => {
    const res = await h.call('GET', '/v1/api/domains/assignable', { query: { limit: 0 } });
    expect(res.status).toBe(400);
    expect(res.body.details[0].field).toBe('limit');
  });
});

describe('remove domains', () => {
  it('removes by name and by uid', async () => {
    const names = [uniqueName(), uniqueName()];
    const uids = await registerDomains(h, names);
    const res = await h.call('POST', '/v1/api/domains/remove', {
      body: { domains: [names[0]], uids: [uids[1]] },
    });
    expect(res.body.result.deleted.map((d: { uid: string }) => d.uid).sort()).toEqual(
      [...uids].sort(),
    );
  });

  it('answers 400 when nothing is named and 404 for an unknown domain, removing nothing', async () => {
    const [uid] = await registerDomains(h, [uniqueName()]);
    expect(
      (await h.call('POST', '/v1/api/domains/remove', { body: {} })).body.details[0].field,
    ).toBe('uids');
    const res = await h.call('POST', '/v1/api/domains/remove', {
      body: { uids: [uid, '00000000-0000-4000-8000-000000000000'] },
    });
    expect(res.status).toBe(404);
    expect((await getDomain(h, uid as string)).status).toBe('cart');
  });

  it('refuses a domain being registered, or one holding mailboxes (409), removing nothing', async () => {
    const [busy, full] = await registerDomains(h, [uniqueName(), uniqueName()]);
    await runJob(domainJobs.paymentTaken, await rowOf(busy as string));
    expect((await getDomain(h, busy as string)).status).toBe('registration_in_progress');
    const res = await h.call('POST', '/v1/api/domains/remove', { body: { uids: [full, busy] } });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('being registered');
    expect((await getDomain(h, full as string)).status).toBe('cart');

    const fullRow = (await findDomainById(h.ctx.db, await rowOf(full as string)))!;
    await inTransaction(h.ctx.db, (trx) =>
      reserveMailboxSlots(trx, fullRow, fullRow.workspace_id, 1),
    );
    const withMailboxes = await h.call('POST', '/v1/api/domains/remove', {
      body: { uids: [full] },
    });
    expect(withMailboxes.status).toBe(409);
    expect(withMailboxes.body.message).toContain('1 mailboxes');
  });

  it('a workspace that owns domains cannot be deleted until they are removed', async () => {
    const created = await h.call('POST', '/v1/api/workspaces/create', { body: { name: 'Owner' } });
    const workspace = created.body.workspace.uid;
    const res = await h.call('POST', '/v1/api/domains/register', {
      workspace,
      body: {
        domains: [{ name: uniqueName() }],
        contact_details: (await import('./support/domains.js')).CONTACT,
      },
    });
    const del = await h.call('DELETE', `/v1/api/workspaces/${workspace}`);
    expect(del.status).toBe(409);
    expect(del.body.message).toContain('still owns 1 domains');
    await h.call('POST', '/v1/api/domains/remove', {
      workspace,
      body: { uids: res.body.domain_uids },
    });
    expect((await h.call('DELETE', `/v1/api/workspaces/${workspace}`)).status).toBe(200);
  });
});

describe('forwarding, catch-all and DMARC', () => {
  it('sets and removes forwarding', async () => {
    const [uid] = await registerDomains(h, [uniqueName()]);
    const res = await h.call('POST', '/v1/api/domains/forwarding', {
      body: {
        uids: [uid],
        forwarding_url: 'https://www.example.com/landing',
        mask_forwarding: true,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.domains[0]).toMatchObject({
      uid,
      forwarding_url: 'https://www.example.com/landing',
      mask_forwarding: true,
    });
    await h.call('POST', '/v1/api/domains/forwarding', {
      body: { uids: [uid], forwarding_url: '' },
    });
    expect(await getDomain(h, uid as string)).toMatchObject({
      forwarding_url: '',
      mask_forwarding: true,
    });
  });

  it.each<[Record<string, unknown>, string]>([
    [{ forwarding_url: 'ftp://x.example' }, 'forwarding_url'],
    [{ forwarding_url: 'not a url' }, 'forwarding_url'],
    [{ uids: [], forwarding_url: '' }, 'uids'],
  ])('forwarding answers 400 for %o', async (body, field) => {
    const [uid] = await registerDomains(h, [uniqueName()]);
    const res = await h.call('POST', '/v1/api/domains/forwarding', {
      body: { uids: [uid], ...body },
    });
    expect(res.status).toBe(400);
    expect(res.body.details[0].field).toBe(field);
    expect((await getDomain(h, uid as string)).forwarding_url).toBe('');
  });

  it('refuses settings on a deleted domain (409)', async () => {
    const [uid] = await registerDomains(h, [uniqueName()]);
    await h.call('POST', '/v1/api/domains/remove', { body: { uids: [uid] } });
    const res = await h.call('POST', '/v1/api/domains/catch-all', {
      body: { uids: [uid], email: 'a@example.com' },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('is deleted');
  });

  it('sets and removes the catch-all address', async () => {
    const [uid] = await registerDomains(h, [uniqueName()]);
    const set = await h.call('POST', '/v1/api/domains/catch-all', {
      body: { uids: [uid], email: 'all@example.com' },
    });
    expect(set.body.domains[0].catch_all_email).toBe('all@example.com');
    const before = await domainState(h);
    const bad = await h.call('POST', '/v1/api/domains/catch-all', {
      body: { uids: [uid], email: 'nope' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].field).toBe('email');
    expect(await domainState(h)).toEqual(before);
    expect((await getDomain(h, uid as string)).catch_all_email).toBe('all@example.com');
    const removed = await h.call('DELETE', '/v1/api/domains/catch-all', { body: { uids: [uid] } });
    expect(removed.body.domains[0].catch_all_email).toBe('');
  });

  it('sets DMARC (the record follows) and removes it (verify says not applicable)', async () => {
    const uid = await activeDomain(h);
    const set = await h.call('POST', '/v1/api/domains/dmarc', {
      body: { uids: [uid], policy: 'reject', email: 'reports@example.com' },
    });
    expect(set.body.domains[0].dmarc).toEqual({ policy: 'reject', email: 'reports@example.com' });
    const dmarc = async () =>
      (await h.call('GET', '/v1/api/dns/list', { query: { uid } })).body.dns_record.records.filter(
        (r: { host: string }) => r.host === '_dmarc',
      );
    expect((await dmarc()).map((r: { value: string }) => r.value)).toEqual([
      'v=DMARC1; p=reject; rua=mailto:reports@example.com',
    ]);
    await settle(h);
    const ok = await h.call('POST', '/v1/api/dns/verify', { body: { uids: [uid] } });
    expect(ok.body.results[0].records[3]).toMatchObject({ label: 'DMARC', status: 'ok' });

    const removed = await h.call('DELETE', '/v1/api/domains/dmarc', { body: { uids: [uid] } });
    expect(removed.body.domains[0].dmarc).toBeNull();
    expect(await dmarc()).toEqual([]);
    const report = await h.call('POST', '/v1/api/dns/verify', { body: { uids: [uid] } });
    expect(report.body.results[0].records[3]).toMatchObject({
      label: 'DMARC',
      status: 'not_applicable',
    });
    expect(report.body.results[0].overall_health).toBe('healthy');
  });

  it('DMARC answers 400 for an unknown policy or a bad report address, writing nothing', async () => {
    const uid = await activeDomain(h);
    await pauseJobs(h);
    const before = await domainState(h);
    const res = await h.call('POST', '/v1/api/domains/dmarc', {
      body: { uids: [uid], policy: 'block' },
    });
    expect(res.status).toBe(400);
    expect(res.body.details[0].field).toBe('policy');
    const email = await h.call('POST', '/v1/api/domains/dmarc', {
      body: { uids: [uid], policy: 'reject', email: 'not an address' },
    });
    expect(email.status).toBe(400);
    expect(email.body.details[0].field).toBe('email');
    expect(await domainState(h)).toEqual(before);
  });
});

describe('regenerate nameservers', () => {
  it('gives an expired connected domain new nameservers and a new wait', async () => {
    const [row] = await connectDomains(h, [uniqueName('noprop')]);
    await settle(h);
    await pauseJobs(h);
    const res = await h.call('POST', '/v1/api/domains/nameservers/regenerate', {
      body: { uids: [row?.uid] },
    });
    expect(res.status).toBe(200);
    const domain = res.body.domains[0];
    expect(domain).toMatchObject({
      status: 'dns_setup_pending',
      previous_status: 'expired_propagation',
      nameserver_match_status: 'pending',
    });
    expect(domain.nameservers).toHaveLength(2);
    expect(domain.nameservers).not.toEqual(row?.nameservers);
    const events = await recordedEvents(h, row?.uid as string);
    expect(events.at(-1)?.record).toMatchObject({
      status: 'dns_setup_pending',
      nameservers: domain.nameservers,
    });
  });

  it('refuses a purchased domain and an active connected one (409)', async () => {
    const bought = await activeDomain(h);
    const purchased = await h.call('POST', '/v1/api/domains/nameservers/regenerate', {
      body: { uids: [bought] },
    });
    expect(purchased.status).toBe(409);
    expect(purchased.body.message).toContain('managed for you');
    const [row] = await connectDomains(h, [uniqueName()]);
    await settle(h);
    const active = await h.call('POST', '/v1/api/domains/nameservers/regenerate', {
      body: { uids: [row?.uid] },
    });
    expect(active.status).toBe(409);
  });

  it('connecting a domain already in the account is a 409', async () => {
    const name = uniqueName();
    await connectDomains(h, [name]);
    const again = await h.call('POST', '/v1/api/domains/nameservers', {
      body: { domains: [name] },
    });
    expect(again.status).toBe(409);
    expect(again.body.details[0]).toMatchObject({ field: 'domains[0]' });
  });
});

describe('renewals', () => {
  it('renews a registration: pending, then completed a year later', async () => {
    const uid = await activeDomain(h);
    await pauseJobs(h);
    const before = (await getDomain(h, uid)).renewal_date;
    const res = await h.call('POST', '/v1/api/domains/renew', { body: { uids: [uid], years: 2 } });
    expect(res.status).toBe(200);
    expect(res.body.renewals[0]).toMatchObject({
      uid,
      renewal_status: 'pending',
      renewal_years: 2,
      renewal_price: 14.99,
    });
    const again = await h.call('POST', '/v1/api/domains/renew', { body: { uids: [uid] } });
    expect(again.status).toBe(409);
    await settle(h);
    const status = await h.call('GET', '/v1/api/domains/renewal-status', { query: { uid } });
    expect(status.body.renewal).toMatchObject({ renewal_status: 'completed', renewal_years: null });
    const years =
      (Date.parse(status.body.renewal.renewal_date) - Date.parse(before)) / (365.25 * 86_400_000);
    expect(Math.round(years)).toBe(2);
    // A renewal changes no status: no event.
    expect((await statusTrail(h, uid)).at(-1)).toBe('active');
    expect(await statusTrail(h, uid)).toHaveLength(5);
  });

  it('renewfail: the renewal is declined and renewal_status becomes failed', async () => {
    const uid = await activeDomain(h, uniqueName('renewfail'));
    await h.call('POST', '/v1/api/domains/renew', { body: { uids: [uid] } });
    await settle(h);
    const status = await h.call('GET', '/v1/api/domains/renewal-status', { query: { uid } });
    expect(status.body.renewal.renewal_status).toBe('failed');
    expect((await getDomain(h, uid)).status).toBe('active');
  });

  it('refuses connected and unregistered domains (409), and years out of range (400)', async () => {
    const [row] = await connectDomains(h, [uniqueName()]);
    const connected = await h.call('POST', '/v1/api/domains/renew', { body: { uids: [row?.uid] } });
    expect(connected.status).toBe(409);
    const [cart] = await registerDomains(h, [uniqueName()]);
    expect((await h.call('POST', '/v1/api/domains/renew', { body: { uids: [cart] } })).status).toBe(
      409,
    );
    const before = await domainState(h);
    const years = await h.call('POST', '/v1/api/domains/renew', {
      body: { uids: [cart], years: 11 },
    });
    expect(years.status).toBe(400);
    expect(years.body.details[0].field).toBe('years');
    expect(await domainState(h)).toEqual(before);
  });
});

describe('privacy and contact details', () => {
  it('updates WHOIS privacy and the registrant', async () => {
    const uid = await activeDomain(h);
    const privacy = await h.call('POST', '/v1/api/domains/privacy', {
      body: { uids: [uid], privacy: false },
    });
    expect(privacy.status).toBe(200);
    expect(privacy.body.domains[0].privacy).toBe(false);
    const contact = {
      ...(await import('./support/domains.js')).CONTACT,
      city: 'Paris',
      country: 'fr',
    };
    const res = await h.call('POST', '/v1/api/domains/contact', {
      body: { uids: [uid], contact_details: contact },
    });
    expect(res.status).toBe(200);
    const row = await h.ctx.db
      .selectFrom('domains')
      .select('contact_details')
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.contact_details ?? '{}')).toMatchObject({ city: 'Paris', country: 'FR' });
  });

  it('answers 400 for bad contact details and 409 for a connected domain', async () => {
    const uid = await activeDomain(h);
    await pauseJobs(h);
    const contact = { ...(await import('./support/domains.js')).CONTACT, country: 'ZZ' };
    const before = await domainState(h);
    const bad = await h.call('POST', '/v1/api/domains/contact', {
      body: { uids: [uid], contact_details: contact },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].field).toBe('contact_details.country');
    expect(await domainState(h)).toEqual(before);
    const [row] = await connectDomains(h, [uniqueName()]);
    const connected = await h.call('POST', '/v1/api/domains/privacy', {
      body: { uids: [row?.uid], privacy: true },
    });
    expect(connected.status).toBe(409);
    expect(connected.body.message).toContain('own registrar');
  });
});

describe('bad input to the remaining operations', () => {
  const notUid = 'not-a-uid';
  /** Stands for the test's own domain, so the rest of the request is all that is wrong. */
  const MINE = '<my domain uid>';
  it.each<
    [
      string,
      'GET' | 'POST' | 'DELETE',
      string,
      Record<string, unknown> | undefined,
      Record<string, string> | undefined,
      string,
    ]
  >([
    [
      'regenerate nameservers',
      'POST',
      '/v1/api/domains/nameservers/regenerate',
      { uids: [] },
      undefined,
      'uids',
    ],
    [
      'get nameservers',
      'POST',
      '/v1/api/domains/nameservers',
      { domains: ['ok.com', 'not a name.com'] },
      undefined,
      'domains[1]',
    ],
    [
      'check nameservers',
      'POST',
      '/v1/api/domains/nameservers/check',
      { domains: [] },
      undefined,
      'domains',
    ],
    ['renewal status', 'GET', '/v1/api/domains/renewal-status', undefined, { uid: notUid }, 'uid'],
    ['update privacy', 'POST', '/v1/api/domains/privacy', { uids: [MINE] }, undefined, 'privacy'],
    [
      'preview move',
      'POST',
      '/v1/api/domains/move/preview',
      { uids: [MINE], target_workspace_uid: notUid },
      undefined,
      'target_workspace_uid',
    ],
    ['move status', 'GET', '/v1/api/domains/move/status', undefined, { uid: notUid }, 'uid'],
    [
      'start rotation',
      'POST',
      '/v1/api/domains/rotation',
      { rotations: [] },
      undefined,
      'rotations',
    ],
    [
      'preview rotation',
      'POST',
      '/v1/api/domains/rotation/preview',
      { rotations: [{ from_uid: notUid, to_uid: notUid }] },
      undefined,
      'rotations[0].from_uid',
    ],
    ['rotation status', 'GET', '/v1/api/domains/rotation/status', undefined, undefined, 'uid'],
    [
      'remove catch-all',
      'DELETE',
      '/v1/api/domains/catch-all',
      { uids: [notUid] },
      undefined,
      'uids[0]',
    ],
    [
      'remove DMARC',
      'DELETE',
      '/v1/api/domains/dmarc',
      { uids: [MINE], policy: 'none' },
      undefined,
      'policy',
    ],
  ])(
    '%s (%s) answers 400 naming the field, writing nothing',
    async (_name, method, url, body, query, field) => {
      const [uid] = await registerDomains(h, [uniqueName()]);
      await h.call('POST', '/v1/api/tags', { body: { name: 'Kept' } });
      const before = await domainState(h);
      const mine = (value: unknown) =>
        JSON.parse(JSON.stringify(value).replaceAll(MINE, uid as string));
      const res = await h.call(method, url, {
        ...(body ? { body: mine(body) } : {}),
        ...(query ? { query: mine(query) } : {}),
        headers: { 'x-mailwright-strict': 'true' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: true, code: 'VALIDATION_FAILED' });
      expect(res.body.details[0].field).toBe(field);
      expect(await domainState(h)).toEqual(before);
    },
  );
});
