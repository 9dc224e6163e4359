import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pauseJobs, registerDomains, settle, uniqueName } from './support/domains.js';
import { activeMailbox, clientIdStatus, initiateClientId } from './support/grants.js';
import { useHarness } from './support/harness.js';
import { activeDomainNamed } from './support/mailboxes.js';

const h = useHarness();

const GOOGLE_ID = '123456789-abc.apps.googleusercontent.com';
const initiate = (body: Record<string, unknown>) =>
  h.call('POST', '/v1/api/mailboxes/client-id-request/initiate', { body });
const list = (query: Record<string, string | number> = {}) =>
  h.call('GET', '/v1/api/mailboxes/client-id-requests', { query });

async function expectNothingWritten() {
  expect((await list()).body.pagination.total).toBe(0);
}

describe('Initiate client-id request', () => {
  it('tells the platform from the client id and names the domain by uid or by name', async () => {
    const { domain } = await activeMailbox(h, { platform: 'GOOGLE' });
    const byUid = await initiateClientId(h, {
      domain_uid: domain.uid,
      client_id: ` ${GOOGLE_ID.toUpperCase()} `,
    });
    expect(byUid).toMatchObject({
      status: 'queued',
      previous_status: null,
      domain_uid: domain.uid,
      domain_name: domain.name,
      client_id: GOOGLE_ID,
      platform: 'GOOGLE',
      instructions: '',
      retry_count: 0,
      max_retries: 24,
      completed_at: null,
    });
    const other = '987-xyz.apps.googleusercontent.com';
    const byName = await initiateClientId(h, {
      domain_name: domain.name.toUpperCase(),
      client_id: other,
    });
    expect(byName).toMatchObject({ domain_uid: domain.uid, client_id: other });
    await settle(h);
    expect((await clientIdStatus(h, byUid.uid)).status).toBe('completed');
  });

  it.each([
    [{ client_id: GOOGLE_ID }, 'domain_uid'],
    [{ domain_uid: randomUUID(), domain_name: 'a.com', client_id: GOOGLE_ID }, 'domain_name'],
    [{ domain_uid: randomUUID(), client_id: 'my-app' }, 'client_id'],
    [{ domain_uid: randomUUID(), client_id: 'x.apps.googleusercontent.com.evil' }, 'client_id'],
    [{ domain_uid: randomUUID(), client_id: '0000-0000' }, 'client_id'],
    [{ domain_uid: randomUUID() }, 'client_id'],
    [{ domain_uid: 'nope', client_id: GOOGLE_ID }, 'domain_uid'],
  ])('400 naming the field for %j, nothing written', async (body, field) => {
    const res = await initiate(body);
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
    await expectNothingWritten();
  });

  it('an unknown domain (or another team’s) is a 404', async () => {
    const other = await h.createTeam();
    const [theirs] = await registerDomains(h, [uniqueName()], { team: other });
    for (const domain_uid of [randomUUID(), theirs]) {
      expect((await initiate({ domain_uid, client_id: GOOGLE_ID })).status).toBe(404);
    }
    await expectNothingWritten();
  });

  it('409 when the domain is not active, or has no mailboxes on the client id’s platform', async () => {
    const [inCart] = await registerDomains(h, [uniqueName()]);
    await pauseJobs(h);
    const cart = await initiate({ domain_uid: inCart, client_id: GOOGLE_ID });
    expect(cart.status).toBe(409);
    expect(cart.body.details).toEqual([{ field: 'domain_uid', message: 'is cart, not active' }]);

    const empty = await activeDomainNamed(h);
    const none = await initiate({ domain_uid: empty.uid, client_id: GOOGLE_ID });
    expect(none.status).toBe(409);
    expect(none.body.details[0]).toEqual({
      field: 'client_id',
      message: `does not fit ${empty.name} (it has no mailboxes yet)`,
    });

    const { domain: microsoft } = await activeMailbox(h, { platform: 'MICROSOFT' });
    const google = await initiate({ domain_uid: microsoft.uid, client_id: GOOGLE_ID });
    expect(google.status).toBe(409);
    expect(google.body.message).toContain('its mailboxes are on MICROSOFT');
    const { domain: googleDomain } = await activeMailbox(h, { platform: 'GOOGLE' });
    const tenant = await initiate({ domain_uid: googleDomain.uid, client_id: randomUUID() });
    expect(tenant.status).toBe(409);
    expect(tenant.body.message).toContain('Microsoft 365 or Azure tenant');
    const { domain: smtp } = await activeMailbox(h, { platform: 'SMTP' });
    expect((await initiate({ domain_uid: smtp.uid, client_id: randomUUID() })).status).toBe(409);
    await expectNothingWritten();
  });

  it('one open request per domain and client id; another client id, or after the end, may start', async () => {
    const { domain } = await activeMailbox(h, { platform: 'AZURE' });
    const clientId = randomUUID();
    await initiateClientId(h, { domain_uid: domain.uid, client_id: clientId });
    const twice = await initiate({ domain_uid: domain.uid, client_id: clientId.toUpperCase() });
    expect(twice.status).toBe(409);
    expect(twice.body.details[0].field).toBe('client_id');
    await initiateClientId(h, { domain_uid: domain.uid, client_id: randomUUID() });
    await settle(h);
    await initiateClientId(h, { domain_uid: domain.uid, client_id: clientId });
  });
});

describe('Get client-id request status', () => {
  it('an unknown uid is a 404', async () => {
    const res = await h.call('GET', `/v1/api/mailboxes/client-id-request/status/${randomUUID()}`);
    expect(res.status).toBe(404);
  });
});

describe('List client-id requests (page style)', () => {
  it('newest first, {page, limit, total, pages}, filtered by domain and status', async () => {
    const { domain: a } = await activeMailbox(h, { platform: 'GOOGLE' });
    const { domain: b } = await activeMailbox(h, { platform: 'MICROSOFT' });
    const made = [];
    for (let i = 0; i < 3; i += 1) {
      made.push(
        await initiateClientId(h, {
          domain_uid: a.uid,
          client_id: `${i}-app.apps.googleusercontent.com`,
        }),
      );
    }
    made.push(await initiateClientId(h, { domain_uid: b.uid, client_id: randomUUID() }));
    const newest = made.map((r) => r.uid).reverse();

    const all = await list();
    expect(all.body.client_id_requests.map((r: { uid: string }) => r.uid)).toEqual(newest);
    expect(all.body.pagination).toEqual({ page: 1, limit: 10, total: 4, pages: 1 });
    const second = await list({ page: 2, limit: 3 });
    expect(second.body.client_id_requests.map((r: { uid: string }) => r.uid)).toEqual(
      newest.slice(3),
    );
    expect(second.body.pagination).toEqual({ page: 2, limit: 3, total: 4, pages: 2 });
    expect((await list({ page: 3, limit: 3 })).body.client_id_requests).toEqual([]);

    const ofB = await list({ domain_uid: b.uid });
    expect(ofB.body.client_id_requests.map((r: { platform: string }) => r.platform)).toEqual([
      'MICROSOFT',
    ]);
    expect((await list({ status: 'queued' })).body.pagination.total).toBe(4);
    expect((await list({ status: 'completed' })).body.pagination.total).toBe(0);
    expect((await list({ domain_uid: randomUUID() })).body).toMatchObject({
      client_id_requests: [],
      pagination: { total: 0, pages: 0 },
    });
  });

  it.each([
    [{ page: 0 }, 'page'],
    [{ limit: 501 }, 'limit'],
    [{ status: 'granted' }, 'status'],
  ])('400 for %j', async (query, field) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body.details[0].field).toBe(field);
  });
});
