import { describe, expect, it } from 'vitest';
import {
  activeDomain,
  CONTACT,
  connectDomains,
  pauseJobs,
  registerDomains,
  settle,
  uniqueName,
} from './support/domains.js';
import { useHarness } from './support/harness.js';
import { buyMailboxes, oneMailbox } from './support/mailboxes.js';
import { validForm } from './support/sequencers.js';
import { verifiedAddress } from './support/verified.js';

/**
 * Issue 12: each test sends exactly what a real client of the real service sends, and asserts
 * what that client reads from the answer (service-facts.md; docs/compatibility.md).
 */
// The local profile: verification codes are read from the sandbox's event log.
const h = useHarness({ env: { MAILWRIGHT_PROFILE: 'local' } });

const IGNORED = 'x-mailwright-ignored-fields';

/** An active mailbox on a fresh active domain. */
async function activeMailbox(platform = 'GOOGLE') {
  const { mailbox, domain } = await oneMailbox(h, { platform });
  await settle(h);
  return { mailbox, domain };
}

describe('what real clients send', () => {
  it('renames a mailbox with user_name on Update mailbox, as the rename tool does', async () => {
    const { mailbox, domain } = await activeMailbox();
    const res = await h.call('POST', '/v1/api/mailboxes/update', {
      body: { uid: mailbox.uid, first_name: 'Ana', last_name: 'Souza', user_name: 'ana.souza' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers[IGNORED]).toBeUndefined();
    expect(res.body.mailbox).toMatchObject({
      email: `ana.souza@${domain.name}`,
      username: 'ana.souza',
      last_name: 'Souza',
    });
    const [other] = await buyMailboxes(h, domain.name, [{ username: 'taken' }]);
    expect(other).toBeDefined();
    const clash = await h.call('POST', '/v1/api/mailboxes/update', {
      body: { uid: mailbox.uid, user_name: 'taken' },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(`Mailbox taken@${domain.name} already exists`);
  });

  it('renames a mailbox with username on Update mailbox, the same rename as user_name', async () => {
    const { mailbox, domain } = await activeMailbox();
    const res = await h.call('POST', '/v1/api/mailboxes/update', {
      body: { uid: mailbox.uid, username: 'bea.costa', first_name: 'Bea' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Used, not ignored: the rename happened and nothing is named as ignored.
    expect(res.headers[IGNORED]).toBeUndefined();
    expect(res.body.mailbox).toMatchObject({
      email: `bea.costa@${domain.name}`,
      username: 'bea.costa',
      first_name: 'Bea',
    });
    const both = await h.call('POST', `/v1/api/mailboxes/${mailbox.uid}/update`, {
      body: { username: 'Bea.Lima', user_name: 'bea.lima' },
    });
    expect(both.status, JSON.stringify(both.body)).toBe(200);
    expect(both.body.mailbox.email).toBe(`bea.lima@${domain.name}`);
    const differ = await h.call('POST', '/v1/api/mailboxes/update', {
      body: { uid: mailbox.uid, username: 'one', user_name: 'two' },
    });
    expect(differ.status).toBe(400);
    expect(differ.body.details.map((d: { field: string }) => d.field)).toEqual([
      'user_name',
      'username',
    ]);
    const bad = await h.call('POST', '/v1/api/mailboxes/update', {
      body: { uid: mailbox.uid, username: 'no spaces' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].field).toBe('username');
    const shown = await h.call('GET', '/v1/api/mailboxes/details', { query: { uid: mailbox.uid } });
    expect(shown.body.mailbox.email).toBe(`bea.lima@${domain.name}`);
  });

  it('takes admins_only on Create workspace, as real clients send it', async () => {
    const res = await h.call('POST', '/v1/api/workspaces/create', {
      body: { name: 'Agency client', webhook_url: '', admins_only: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.workspace).toMatchObject({ admins_only: true });
    expect(res.body.workspace.uid).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers[IGNORED]).toBeUndefined();
  });

  it('adds a sequencer with warmup and auto-reconnect fields, and says warmup applies to its exports', async () => {
    const res = await h.call('POST', '/v1/api/sequencers/add', {
      body: {
        name: 'Smartlead main',
        platform: 'smartlead',
        ...validForm('smartlead'),
        api_key: 'sl_live_abc123def456ghi789',
        enable_warmup: true,
        warmup_limit: 40,
        warmup_increment: '2',
        warmup_replyrate: 55,
        tags: [],
        auto_reconnect_mailboxes: true,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.uid).toBe(res.body.data.uid);
    expect(res.body.warmup).toEqual({
      requested: true,
      applied: true,
      reason: expect.stringContaining('enrolled in warmup'),
    });
    expect(res.body.auto_reconnect_mailboxes).toBe(true);
    expect(res.headers[IGNORED]).toBeUndefined();
    const row = await h.ctx.db
      .selectFrom('sequencers')
      .select(['warmup_settings', 'auto_reconnect_mailboxes'])
      .where('uid', '=', res.body.uid)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.warmup_settings as string)).toEqual({
      enable_warmup: true,
      warmup_limit: 40,
      warmup_increment: '2',
      warmup_replyrate: 55,
    });
    expect(row.auto_reconnect_mailboxes).toBe(1);
  });

  it('ignores a connection-form key of another platform (base_url on lemlist) and names it', async () => {
    const res = await h.call('POST', '/v1/api/sequencers/add', {
      body: { name: 'Lemlist', platform: 'lemlist', ...validForm('lemlist'), base_url: 'k', x: 1 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers[IGNORED]).toBe('x, base_url');
  });

  it('initiates a client-id request by mailbox_email', async () => {
    const { mailbox, domain } = await activeMailbox();
    const res = await h.call('POST', '/v1/api/mailboxes/client-id-request/initiate', {
      body: {
        mailbox_email: mailbox.email,
        client_id: '123456789012-abcdefghijklmnopqrstuvwxyz012345.apps.googleusercontent.com',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.domain_name).toBe(domain.name);
  });

  it('initiates a client-id request by mailbox_email with the domain named too, when they agree', async () => {
    const { mailbox, domain } = await activeMailbox();
    const clientId = (n: number) =>
      `12345678901${n}-abcdefghijklmnopqrstuvwxyz012345.apps.googleusercontent.com`;
    const res = await h.call('POST', '/v1/api/mailboxes/client-id-request/initiate', {
      body: {
        mailbox_email: mailbox.email,
        domain_name: domain.name.toUpperCase(),
        client_id: clientId(1),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.domain_name).toBe(domain.name);
    const byUid = await h.call('POST', '/v1/api/mailboxes/client-id-request/initiate', {
      body: { mailbox_email: mailbox.email, domain_uid: domain.uid, client_id: clientId(2) },
    });
    expect(byUid.status, JSON.stringify(byUid.body)).toBe(200);
    expect(byUid.body.data.domain_uid).toBe(domain.uid);
    const otherName = uniqueName();
    const other = await activeDomain(h, otherName);
    for (const named of [{ domain_name: otherName }, { domain_uid: other }]) {
      const differ = await h.call('POST', '/v1/api/mailboxes/client-id-request/initiate', {
        body: { mailbox_email: mailbox.email, ...named, client_id: clientId(3) },
      });
      expect(differ.status, JSON.stringify(differ.body)).toBe(400);
      expect(differ.body.details.map((d: { field: string }) => d.field)).toEqual([
        'mailbox_email',
        Object.keys(named)[0],
      ]);
    }
    const requests = await h.call('GET', '/v1/api/mailboxes/client-id-requests');
    expect(requests.body.total).toBe(2);
  });

  it('initiates a consent request by username and domain, as the real client sends it', async () => {
    const { mailbox, domain } = await activeMailbox('MICROSOFT');
    const res = await h.call('POST', '/v1/api/mailboxes/consent-request/initiate', {
      body: {
        consent_url: 'https://app.smartlead.ai/oauth/consent',
        username: mailbox.username,
        domain: domain.name,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.status).toBe('queued');
    expect(res.headers[IGNORED]).toBe('consent_url');
    const missing = await h.call('POST', '/v1/api/mailboxes/consent-request/initiate', {
      body: { username: 'nobody', domain: domain.name },
    });
    expect(missing.status).toBe(404);
  });

  it('verifies DNS by domain_name', async () => {
    const name = uniqueName();
    await activeDomain(h, name);
    const res = await h.call('POST', '/v1/api/dns/verify', { body: { domain_name: name } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.results.map((r: { domain: string }) => r.domain)).toEqual([name]);
  });

  it('filters forwarding jobs by several mailboxes with uids', async () => {
    const { domain } = await activeMailbox();
    const more = await buyMailboxes(h, domain.name, [{}, {}]);
    await settle(h);
    const all = (
      await h.call('POST', '/v1/api/mailboxes/list', { body: { domain_uid: domain.uid } })
    ).body.mailboxes.map((m: { uid: string }) => m.uid);
    expect(all).toHaveLength(3);
    await verifiedAddress(h, 'inbox@example.org');
    const setup = await h.call('POST', '/v1/api/mailboxes/forwarding/setup', {
      body: { uids: all, forwarding_email: 'inbox@example.org' },
    });
    expect(setup.status, JSON.stringify(setup.body)).toBe(200);
    const wanted = more.map((m) => m.uid).sort();
    const res = await h.call('POST', '/v1/api/mailboxes/forwarding/jobs', {
      body: { uids: wanted, page: 1, limit: 200 },
    });
    expect(res.status).toBe(200);
    expect(res.body.jobs.map((j: { mailbox_uid: string }) => j.mailbox_uid).sort()).toEqual(wanted);
    expect(res.body.pagination).toEqual({ page: 1, limit: 200, total: 2, pages: 1 });
    // The contract's shape exactly: no top-level page fields on this list.
    expect(Object.keys(res.body).sort()).toEqual(['error', 'jobs', 'message', 'pagination']);
  });

  it('sets up and updates forwarding to the customer’s own outside address, as against the real service', async () => {
    const { mailbox } = await activeMailbox();
    const setup = await h.call('POST', '/v1/api/mailboxes/forwarding/setup', {
      body: { uids: [mailbox.uid], forwarding_email: 'owner@customer-outside.example' },
    });
    expect(setup.status, JSON.stringify(setup.body)).toBe(200);
    const update = await h.call('POST', '/v1/api/mailboxes/forwarding/update', {
      body: { uids: [mailbox.uid], forwarding_email: 'desk@customer-outside.example' },
    });
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    expect(update.body.jobs[0].uid).toMatch(/^[0-9a-f-]{36}$/);
    await settle(h);
    const details = await h.call('GET', '/v1/api/mailboxes/details', {
      query: { uid: mailbox.uid },
    });
    expect(details.body.mailbox.forwarding_email).toBe('desk@customer-outside.example');
  });

  it('registers with dmarc_email and catch_all_email empty, meaning none', async () => {
    const name = uniqueName();
    const res = await h.call('POST', '/v1/api/domains/register', {
      body: {
        domains: [{ name, registration_years: 1 }],
        use_wallet_balance: true,
        contact_details: CONTACT,
        dmarc_email: '',
        catch_all_email: '',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = await h.call('POST', '/v1/api/domains/list', { body: { keyword: name } });
    expect(list.body.domains[0]).toMatchObject({ catch_all_email: '' });
  });

  it('registers without contact_details once the account has a registrant contact', async () => {
    const order = { domains: [{ name: uniqueName(), registration_years: 1 }] };
    const refused = await h.call('POST', '/v1/api/domains/register', { body: order });
    expect(refused.status).toBe(400);
    expect(refused.body.details[0].field).toBe('contact_details');
    const bad = await h.call('POST', '/v1/api/account/registrant-contact', {
      workspace: null,
      body: { contact_details: { ...CONTACT, country: 'XX' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].field).toBe('contact_details.country');
    const set = await h.call('POST', '/v1/api/account/registrant-contact', {
      workspace: null,
      body: { contact_details: CONTACT },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const shown = await h.call('GET', '/v1/api/account/registrant-contact', { workspace: null });
    expect(shown.body.contact_details).toMatchObject({ email: CONTACT.email, country: 'GB' });
    const res = await h.call('POST', '/v1/api/domains/register', { body: order });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.contact_details).toMatchObject({ email: CONTACT.email });
    const cleared = await h.call('POST', '/v1/api/account/registrant-contact', {
      workspace: null,
      body: { contact_details: null },
    });
    expect(cleared.body.contact_details).toBeNull();
  });

  it('places an order with only a name, an email and an organization: the rest is the registrant contact', async () => {
    const name = uniqueName();
    const partial = {
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@agency.example',
      organization: 'Agency Ltd',
    };
    const order = {
      contact_details: partial,
      domains: [
        {
          name,
          redirect_url: 'https://agency.example',
          registration_years: 1,
          mailboxes: [
            {
              email: `grace@${name}`,
              first_name: 'Grace',
              last_name: 'Hopper',
              platform: 'GOOGLE',
            },
          ],
        },
      ],
    };
    // Without a registrant contact to fill from, each missing field is named.
    const refused = await h.call('POST', '/v1/api/orders', { body: order });
    expect(refused.status).toBe(400);
    expect(refused.body.details.map((d: { field: string }) => d.field)).toEqual([
      'contact_details.address_line1',
      'contact_details.city',
      'contact_details.state',
      'contact_details.country',
      'contact_details.postal_code',
    ]);
    const set = await h.call('POST', '/v1/api/account/registrant-contact', {
      workspace: null,
      body: { contact_details: { ...CONTACT, phone: '+44.2071234567' } },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const res = await h.call('POST', '/v1/api/orders', { body: order });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.headers[IGNORED]).toBeUndefined();
    const row = await h.ctx.db
      .selectFrom('domains')
      .select('contact_details')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    // The client's person, at the team's address.
    expect(JSON.parse(row.contact_details as string)).toEqual({
      ...CONTACT,
      phone: '+44.2071234567',
      ...partial,
    });
    // Register domains fills a partial contact the same way.
    const registered = await h.call('POST', '/v1/api/domains/register', {
      body: {
        domains: [{ name: uniqueName(), registration_years: 1 }],
        contact_details: { email: 'ops@agency.example', organization: 'Agency Ltd' },
      },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    expect(registered.body.contact_details).toMatchObject({
      first_name: CONTACT.first_name,
      email: 'ops@agency.example',
      organization: 'Agency Ltd',
      city: CONTACT.city,
    });
  });

  it('cancels twice: the second answers 200 with each mailbox as it is', async () => {
    const { mailbox } = await activeMailbox();
    const first = await h.call('POST', '/v1/api/mailboxes/cancel', {
      body: { uids: [mailbox.uid] },
    });
    expect(first.status).toBe(200);
    const again = await h.call('POST', '/v1/api/mailboxes/cancel', {
      body: { uids: [mailbox.uid] },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.mailboxes).toEqual([
      expect.objectContaining({
        uid: mailbox.uid,
        status: 'scheduled_for_cancellation',
        cancel_at: first.body.mailboxes[0].cancel_at,
      }),
    ]);
  });
});

describe('what real clients read', () => {
  it('List mailboxes: top-level page fields to loop on, and domain_id / workspace_id on rows', async () => {
    const { domain } = await activeMailbox();
    await buyMailboxes(h, domain.name, [{}, {}]);
    const res = await h.call('POST', '/v1/api/mailboxes/list', { body: { page: 2, limit: 2 } });
    expect(res.body).toMatchObject({ total: 3, pages: 2, page: 2, current_page: 2, limit: 2 });
    expect(res.body.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
    const row = res.body.mailboxes[0];
    const domainRow = await h.ctx.db
      .selectFrom('domains')
      .select(['id', 'workspace_id'])
      .where('uid', '=', domain.uid)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ domain_id: domainRow.id, workspace_id: domainRow.workspace_id });
    // Sent back where the API takes uids, as the client does with what it read.
    const again = await h.call('POST', '/v1/api/mailboxes/list', {
      workspace: row.workspace_id,
      body: { domain_uid: row.domain_id, limit: 10 },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.total).toBe(3);
  });

  it('Show credentials: flat SMTP/IMAP fields and the password inside smtp and imap', async () => {
    const { mailbox } = await activeMailbox('MICROSOFT');
    for (const url of [
      `/v1/api/mailboxes/show-credentials?uid=${mailbox.uid}`,
      `/v1/api/mailboxes/${mailbox.uid}/credentials`,
    ]) {
      const res = await h.call('GET', url);
      expect(res.status, url).toBe(200);
      // The flat fields repeat smtp and imap (a simulated mailbox: the sandbox's hosts).
      expect(res.body).toMatchObject({
        smtp_host: res.body.smtp.host,
        // Strings, as the Go client of the real service decodes them; the nested ones stay numbers.
        smtp_port: '587',
        smtp_username: mailbox.email,
        imap_host: 'imap.mail.mailwright-sim.example',
        imap_port: '993',
        imap_username: mailbox.email,
      });
      expect(res.body.smtp).toMatchObject({ host: 'smtp.mail.mailwright-sim.example', port: 587 });
      expect(res.body.imap).toMatchObject({ host: 'imap.mail.mailwright-sim.example', port: 993 });
      expect(res.body.smtp.password).toBe(res.body.app_password);
      expect(res.body.imap.password).toBe(res.body.app_password);
      expect(res.body.app_password).toMatch(/^[a-z]{16}$/);
    }
  });

  it('Check mailbox status: names, domain and workspace per mailbox; domains by domain_uids', async () => {
    const { mailbox, domain } = await activeMailbox();
    const empty = await activeDomain(h);
    const res = await h.call('POST', '/v1/api/mailboxes/status', {
      body: { domain_uids: [domain.uid, empty] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.mailboxes).toEqual([
      expect.objectContaining({
        uid: mailbox.uid,
        status: 'active',
        first_name: 'Ana',
        last_name: 'Lima',
        domain_uid: domain.uid,
        domain_name: domain.name,
        workspace_uid: h.team.workspace.uid,
        workspace_id: h.team.workspace.id,
      }),
    ]);
    expect(res.body.domains.map((d: { uid: string; status: string }) => [d.uid, d.status])).toEqual(
      [
        [domain.uid, 'active'],
        [empty, 'active'],
      ],
    );
  });

  it('Get nameservers: the 409 for a connected domain carries its nameservers', async () => {
    const name = uniqueName();
    const [connected] = await connectDomains(h, [name]);
    const res = await h.call('POST', '/v1/api/domains/nameservers', { body: { domains: [name] } });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(true);
    expect(res.body.result).toEqual([
      { domain: name, uid: connected?.uid, nameservers: connected?.nameservers },
    ]);
    expect(res.body.result[0].nameservers.length).toBeGreaterThan(0);
  });

  it('Search: each row carries price beside registration_price', async () => {
    const res = await h.call('POST', '/v1/api/domains/search', {
      body: { keyword: 'acme', tlds: ['com'], num: 20, page: 1 },
    });
    expect(res.status).toBe(200);
    for (const row of res.body.domains) expect(row.price).toBe(row.registration_price);
    expect(res.body.domains.some((d: { price: number | null }) => d.price !== null)).toBe(true);
    expect(res.body).toMatchObject({ page: 1, current_page: 1, limit: 20 });
  });
});

describe('paths real clients call (aliases)', () => {
  it('POST /domains/nameservers/check-propagation answers as /domains/nameservers/check', async () => {
    const name = uniqueName();
    await connectDomains(h, [name]);
    const body = { domains: [name] };
    const alias = await h.call('POST', '/v1/api/domains/nameservers/check-propagation', { body });
    const real = await h.call('POST', '/v1/api/domains/nameservers/check', { body });
    expect(alias.status).toBe(200);
    expect(alias.body.result.map((r: { name: string }) => r.name)).toEqual([name]);
    expect(Object.keys(alias.body.result[0])).toEqual(Object.keys(real.body.result[0]));
  });

  it('GET /mailboxes/{uid} answers the mailbox’s fields at the top level', async () => {
    const { mailbox } = await activeMailbox();
    const res = await h.call('GET', `/v1/api/mailboxes/${mailbox.uid}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ uid: mailbox.uid, email: mailbox.email, status: 'active' });
    expect(res.body.mailbox.uid).toBe(mailbox.uid);
    const missing = await h.call('GET', '/v1/api/mailboxes/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
  });

  it('POST /mailboxes/{uid}/update renames with the uid in the path', async () => {
    const { mailbox, domain } = await activeMailbox();
    const res = await h.call('POST', `/v1/api/mailboxes/${mailbox.uid}/update`, {
      body: { user_name: 'renamed', first_name: 'Bea' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.mailbox).toMatchObject({
      uid: mailbox.uid,
      email: `renamed@${domain.name}`,
      first_name: 'Bea',
    });
  });

  it('POST /workspaces/{uid}/webhook and POST /workspaces are served', async () => {
    const created = await h.call('POST', '/v1/api/workspaces', {
      workspace: null,
      body: { name: 'By the short path' },
    });
    expect(created.status).toBe(200);
    const uid = created.body.workspace.uid;
    const res = await h.call('POST', `/v1/api/workspaces/${uid}/webhook`, {
      workspace: null,
      body: { webhook_url: 'https://hooks.example.com/mailwright' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const details = await h.call('GET', '/v1/api/workspaces/details', { query: { uid } });
    expect(details.body.workspace.webhook_url).toBe('https://hooks.example.com/mailwright');
  });

  it('are marked as aliases in the API document', () => {
    const doc = h.app.swagger() as { paths: Record<string, Record<string, any>> };
    const op = doc.paths['/v1/api/mailboxes/{uid}']?.get;
    expect(op).toMatchObject({ operationId: 'getMailboxByPath', 'x-alias-of': 'getMailbox' });
    expect(op.deprecated ?? false).toBe(false);
    expect(doc.paths['/v1/api/mailboxes/details']?.get['x-alias-of']).toBeUndefined();
  });
});

// Last: its 105 domains' jobs stay queued (the runner is paused), and `settle` would wait for them.
describe('page sizes', () => {
  it('pages through 105 domains with limit 200, and loops on the top-level pages', async () => {
    await pauseJobs(h);
    const names = Array.from({ length: 105 }, () => uniqueName());
    await registerDomains(h, names.slice(0, 100));
    await registerDomains(h, names.slice(100));
    const big = await h.call('POST', '/v1/api/domains/list', { body: { page: 1, limit: 200 } });
    expect(big.status).toBe(200);
    expect(big.body.domains).toHaveLength(105);
    expect(big.body).toMatchObject({ total: 105, pages: 1, page: 1, current_page: 1, limit: 200 });
    // A client that loops `while page <= pages` with the default page size sees every domain.
    const seen: string[] = [];
    for (let page = 1, pages = 1; page <= pages; page += 1) {
      const res = await h.call('POST', '/v1/api/domains/list', { body: { page, limit: 100 } });
      pages = res.body.pages;
      seen.push(...res.body.domains.map((d: { name: string }) => d.name));
    }
    expect(seen.sort()).toEqual([...names].sort());
    const tooBig = await h.call('POST', '/v1/api/domains/list', { body: { limit: 501 } });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.details).toEqual([{ field: 'limit', message: 'must be at most 500' }]);
  });
});
