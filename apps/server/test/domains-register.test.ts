import { describe, expect, it } from 'vitest';
import { CONTACT, domainState, getDomain, registerDomains, uniqueName } from './support/domains.js';
import { EVENT_TEST_ENV, recordedEvents, useEventReceiver } from './support/events.js';
import { useHarness } from './support/harness.js';

const h = useHarness({ env: EVENT_TEST_ENV });
useEventReceiver(h);

// Strict, so a misspelt field in a test fails instead of being ignored.
const register = (body: Record<string, unknown>) =>
  h.call('POST', '/v1/api/domains/register', {
    body: { contact_details: CONTACT, ...body },
    headers: { 'x-mailwright-strict': 'true' },
  });

/** Nothing was written: no domain, no event, no tag in the workspace. */
async function expectNothingWritten() {
  expect(await domainState(h)).toEqual({
    domains: [],
    dnsRecords: [],
    events: [],
    tags: [],
    tagAssignments: [],
    operations: [],
  });
}

describe('register domains', () => {
  it('orders domains and answers the real service’s fields with per-domain results', async () => {
    const [a, b] = [uniqueName(), uniqueName('', 'net')];
    const res = await register({
      domains: [
        { name: a.toUpperCase(), registration_years: 2 },
        { name: b, registration_years: 1 },
      ],
      contact_details: { ...CONTACT, country: 'gb', phone: '+44.2071234567' },
      dmarc_email: 'dmarc@example.com',
      catch_all_email: 'all@example.com',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      error: false,
      domains_count: 2,
      total_cost: 39.97,
      payment_type: 'wallet',
      contact_details: { ...CONTACT, country: 'GB', phone: '+44.2071234567' },
    });
    expect(res.body.domains).toEqual([
      {
        uid: res.body.domain_uids[0],
        name: a,
        status: 'cart',
        registration_years: 2,
        price: 25.98,
      },
      {
        uid: res.body.domain_uids[1],
        name: b,
        status: 'cart',
        registration_years: 1,
        price: 13.99,
      },
    ]);
    const domain = await getDomain(h, res.body.domain_uids[0]);
    expect(domain).toMatchObject({
      name: a,
      catch_all_email: 'all@example.com',
      dmarc: { policy: 'none', email: 'dmarc@example.com' },
      privacy: true,
    });
    const [created] = await recordedEvents(h, res.body.domain_uids[0]);
    expect(created?.record).toMatchObject({ status: 'cart', previous_status: null });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'years below 1',
      { domains: [{ name: 'x1.com', registration_years: 0 }] },
      'domains[0].registration_years',
      'must be at least 1',
    ],
    [
      'years above 10',
      { domains: [{ name: 'x1.com', registration_years: 11 }] },
      'domains[0].registration_years',
      'must be at most 10',
    ],
    ['no domains', { domains: [] }, 'domains', 'must not be empty'],
    [
      'a name that is not a domain',
      { domains: [{ name: 'ok1.com' }, { name: 'not a domain.com' }] },
      'domains[1].name',
      'must be labels of letters',
    ],
    [
      'a URL instead of a name',
      { domains: [{ name: 'https://x.com/' }] },
      'domains[0].name',
      'not a URL',
    ],
    [
      'the same name twice',
      { domains: [{ name: 'twice1.com' }, { name: 'TWICE1.com' }] },
      'domains[1].name',
      'repeats twice1.com',
    ],
    [
      'a TLD that is not sold',
      { domains: [{ name: 'x1.io' }] },
      'domains[0].name',
      'has a TLD we do not sell (.io)',
    ],
    [
      'a banned name',
      { domains: [{ name: 'ok2.com' }, { name: 'acme-banned.com' }] },
      'domains[1].name',
      'is banned from registration',
    ],
    [
      'contact details without email',
      { domains: [{ name: 'x1.com' }], contact_details: { ...CONTACT, email: undefined } },
      'contact_details.email',
      'is required',
    ],
    [
      'a malformed contact email',
      { domains: [{ name: 'x1.com' }], contact_details: { ...CONTACT, email: 'ada' } },
      'contact_details.email',
      'must be a valid email',
    ],
    [
      'an unknown country',
      { domains: [{ name: 'x1.com' }], contact_details: { ...CONTACT, country: 'XX' } },
      'contact_details.country',
      'ISO 3166-1 alpha-2',
    ],
    [
      'a blank city',
      { domains: [{ name: 'x1.com' }], contact_details: { ...CONTACT, city: '  ' } },
      'contact_details.city',
      'must not be blank',
    ],
    [
      'a malformed phone',
      { domains: [{ name: 'x1.com' }], contact_details: { ...CONTACT, phone: '12' } },
      'contact_details.phone',
      'international number',
    ],
    [
      'an unknown contact field',
      { domains: [{ name: 'x1.com' }], contact_details: { ...CONTACT, fax: '1' } },
      'contact_details.fax',
      'is not a known field',
    ],
    [
      'a malformed dmarc_email',
      { domains: [{ name: 'x1.com' }], dmarc_email: 'nope' },
      'dmarc_email',
      'must be a valid email',
    ],
  ])(
    'answers 400 for %s, naming the field, and buys nothing',
    async (_case, body, field, message) => {
      const res = await register(JSON.parse(JSON.stringify(body)));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: true, code: 'VALIDATION_FAILED' });
      expect(res.body.details[0].field).toBe(field);
      expect(res.body.message).toContain(field);
      expect(res.body.message).toContain(message);
      await expectNothingWritten();
    },
  );

  it('lists every offending name at once', async () => {
    const res = await register({
      domains: [{ name: 'bad name' }, { name: 'ok3.com' }, { name: 'x.io' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { field: string }) => d.field)).toEqual([
      'domains[0].name',
      'domains[2].name',
    ]);
    expect(res.body.message).toContain('(and 1 more)');
  });

  it('answers 409 for a taken name and buys none of the order', async () => {
    const res = await register({ domains: [{ name: uniqueName() }, { name: 'acme-taken.com' }] });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CONFLICT' });
    expect(res.body.details).toEqual([
      { field: 'domains[1].name', message: 'is not available: acme-taken.com' },
    ]);
    await expectNothingWritten();
  });

  it('answers 409 for a name already in the account, and for one another team bought', async () => {
    const mine = uniqueName();
    await registerDomains(h, [mine]);
    const again = await register({ domains: [{ name: mine }] });
    expect(again.status).toBe(409);
    expect(again.body.details[0].message).toBe(`is already in your account: ${mine}`);

    const other = await h.createTeam();
    const theirs = uniqueName();
    await registerDomains(h, [theirs], { team: other });
    const clash = await register({ domains: [{ name: theirs }] });
    expect(clash.status).toBe(409);
    expect(clash.body.details[0].message).toBe(`is not available: ${theirs}`);
  });
});

describe('check domain availability and banned', () => {
  it('answers availability and prices without X-Workspace-Id', async () => {
    const name = uniqueName('', 'shop');
    const res = await h.call('GET', '/v1/api/domains/available', {
      workspace: null,
      query: { domain: name },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      error: false,
      message: `${name} is available`,
      domain: name,
      available: true,
      banned: false,
      registration_price: 2.99,
      renewal_price: 34.99,
    });
  });

  it.each([
    ['acme-taken.com', { available: false, banned: false }],
    ['acme-banned.com', { available: false, banned: true }],
    ['acme.io', { available: false, banned: false, registration_price: null }],
  ])('%s is not available', async (domain, expected) => {
    const res = await h.call('GET', '/v1/api/domains/available', { query: { domain } });
    expect(res.body).toMatchObject(expected);
  });

  it('a name already in the account reads available: false', async () => {
    const name = uniqueName();
    await registerDomains(h, [name]);
    const res = await h.call('GET', '/v1/api/domains/available', { query: { domain: name } });
    expect(res.body.available).toBe(false);
  });

  it('checks a ban', async () => {
    const banned = await h.call('GET', '/v1/api/domains/banned', {
      workspace: null,
      query: { domain: 'Acme-Banned.com' },
    });
    expect(banned.body).toMatchObject({ domain: 'acme-banned.com', banned: true });
    const fine = await h.call('GET', '/v1/api/domains/banned', { query: { domain: 'acme.com' } });
    expect(fine.body).toMatchObject({ domain: 'acme.com', banned: false });
  });

  it.each(['/v1/api/domains/available', '/v1/api/domains/banned'])(
    '%s answers 400 naming domain for a bad name',
    async (url) => {
      const res = await h.call('GET', url, { query: { domain: 'no spaces.com' } });
      expect(res.status).toBe(400);
      expect(res.body.details[0].field).toBe('domain');
      const missing = await h.call('GET', url);
      expect(missing.status).toBe(400);
      expect(missing.body.details[0].field).toBe('domain');
    },
  );
});

describe('search available domains', () => {
  const search = (body: Record<string, unknown>) =>
    h.call('POST', '/v1/api/domains/search', { body });

  it('suggests available names around a keyword, a page at a time', async () => {
    const first = await search({ keyword: 'Acme', tlds: ['.com', 'net'], num: 5 });
    expect(first.status).toBe(200);
    expect(first.body.domains).toHaveLength(5);
    expect(first.body.pagination).toMatchObject({ page: 1, limit: 5 });
    expect(first.body.pagination.total).toBeGreaterThan(5);
    for (const d of first.body.domains) {
      expect(d.domain).toContain('acme');
      expect(['com', 'net']).toContain(d.tld);
      expect(d).toMatchObject({ available: true, banned: false });
      expect(d.total_price).toBe(d.registration_price);
    }
    const second = await search({ keyword: 'acme', tlds: ['com', 'net'], num: 5, page: 2 });
    const firstNames = first.body.domains.map((d: { domain: string }) => d.domain);
    for (const d of second.body.domains) expect(firstNames).not.toContain(d.domain);
  });

  it('drops unavailable names unless asked, and prices several years', async () => {
    expect((await search({ keyword: 'taken', tlds: ['com'] })).body.domains).toEqual([]);
    const shown = await search({
      keyword: 'taken',
      tlds: ['com'],
      show_unavailable: true,
      registration_years: 3,
    });
    expect(shown.body.domains.length).toBeGreaterThan(0);
    expect(shown.body.domains[0]).toMatchObject({
      available: false,
      registration_price: 12.99,
      total_price: 38.97,
    });
  });

  it('looks one name up, with the mail tenant checks', async () => {
    const res = await search({
      domain: 'acme-gwsexists.org',
      show_unavailable: true,
      check_google_workspace_availability: true,
      check_ms365_workspace_availability: true,
    });
    expect(res.body.domains).toEqual([
      expect.objectContaining({
        domain: 'acme-gwsexists.org',
        available: true,
        google_workspace_available: false,
        ms365_workspace_available: true,
      }),
    ]);
  });

  it('reports banned names as unavailable and banned, and drops them unless asked', async () => {
    expect((await search({ keyword: 'banned', tlds: ['com'] })).body.domains).toEqual([]);
    const shown = await search({ keyword: 'banned', tlds: ['com'], show_unavailable: true });
    expect(shown.body.domains.length).toBeGreaterThan(0);
    for (const d of shown.body.domains) {
      expect(d.domain).toContain('banned');
      expect(d).toMatchObject({ available: false, banned: true });
    }
    const one = await search({ domain: 'acme-banned.net', show_unavailable: true });
    expect(one.body.domains).toEqual([
      expect.objectContaining({ domain: 'acme-banned.net', available: false, banned: true }),
    ]);
    const plain = await search({ domain: 'acme-plain.net', show_unavailable: true });
    expect(plain.body.domains).toEqual([
      expect.objectContaining({ domain: 'acme-plain.net', available: true, banned: false }),
    ]);
  });

  it.each<[Record<string, unknown>, string]>([
    [{ keyword: 'acme', tlds: ['com', 'io'] }, 'tlds[1]'],
    [{ keyword: 'no spaces' }, 'keyword'],
    [{}, 'keyword'],
    [{ keyword: 'acme', num: 0 }, 'num'],
    [{ domain: 'bad domain' }, 'domain'],
  ])('answers 400 for %o naming %s', async (body, field) => {
    const res = await search(body);
    expect(res.status).toBe(400);
    expect(res.body.details[0].field).toBe(field);
  });
});

describe('check workspace availability', () => {
  it('says whether a Google or Microsoft tenant already claims each domain', async () => {
    const res = await h.call('POST', '/v1/api/domains/check-workspace-availability', {
      workspace: null,
      body: { domains: ['plain.com', 'acme-gwsexists.com', 'acme-m365exists.net'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual([
      { domain: 'plain.com', google_workspace_available: true, ms365_workspace_available: true },
      {
        domain: 'acme-gwsexists.com',
        google_workspace_available: false,
        ms365_workspace_available: true,
      },
      {
        domain: 'acme-m365exists.net',
        google_workspace_available: true,
        ms365_workspace_available: false,
      },
    ]);
  });

  it('answers 400 naming the bad entry', async () => {
    const res = await h.call('POST', '/v1/api/domains/check-workspace-availability', {
      body: { domains: ['ok.com', 'nope'] },
    });
    expect(res.status).toBe(400);
    expect(res.body.details[0].field).toBe('domains[1]');
  });
});
