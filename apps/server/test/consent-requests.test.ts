import { describe, expect, it } from 'vitest';
import { pauseJobs, settle } from './support/domains.js';
import { activeMailbox, consentStatus, initiateConsent, pathOf } from './support/grants.js';
import { useHarness } from './support/harness.js';
import { activeDomainNamed, buyMailboxes } from './support/mailboxes.js';

const h = useHarness();

const listConsent = (query: Record<string, string | number> = {}) =>
  h.call('GET', '/v1/api/mailboxes/consent-requests', { query });

async function expectNothingWritten() {
  const list = await listConsent();
  expect(list.status).toBe(200);
  expect(list.body.pagination.total).toBe(0);
}

describe('Initiate consent request', () => {
  it('answers the request in queued with its mailbox, and Get status follows it to pending', async () => {
    const { mailbox } = await activeMailbox(h, { platform: 'MICROSOFT' });
    const data = await initiateConsent(h, mailbox.uid);
    expect(data).toMatchObject({
      status: 'queued',
      previous_status: null,
      consent_url: '',
      status_reason: '',
      retry_count: 0,
      max_retries: 5,
      completed_at: null,
      expires_at: null,
      redirect_url: '',
      platform: 'MICROSOFT',
      mailbox_email: mailbox.email,
      mailbox: { uid: mailbox.uid, email: mailbox.email },
    });
    expect(data._id).toMatch(/^[0-9a-f]{24}$/);
    await settle(h);
    const pending = await consentStatus(h, data.uid);
    expect(pending).toMatchObject({ status: 'pending', previous_status: 'queued' });
    expect(pending.consent_url.startsWith(`${h.ctx.config.publicUrl}/sandbox/consent/`)).toBe(true);
    expect(Date.parse(pending.expires_at)).toBeGreaterThan(Date.now());
  });

  it('refuses an SMTP mailbox (400 naming mailbox_uid) and writes nothing', async () => {
    const { mailbox } = await activeMailbox(h, { platform: 'SMTP' });
    const res = await h.call('POST', '/v1/api/mailboxes/consent-request/initiate', {
      body: { mailbox_uid: mailbox.uid },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { field: 'mailbox_uid', message: expect.stringContaining('SMTP mailbox') },
    ]);
    await expectNothingWritten();
  });

  it('refuses a mailbox that is not active (409) and one with an open request (409 naming it)', async () => {
    const domain = await activeDomainNamed(h);
    const [scheduled] = await buyMailboxes(h, domain.name, [{}]);
    const notActive = await h.call('POST', '/v1/api/mailboxes/consent-request/initiate', {
      body: { mailbox_uid: scheduled.uid },
    });
    expect(notActive.status).toBe(409);
    expect(notActive.body.details).toEqual([
      { field: 'mailbox_uid', message: 'is scheduled, not active' },
    ]);
    await expectNothingWritten();

    const { mailbox } = await activeMailbox(h);
    const first = await initiateConsent(h, mailbox.uid);
    const second = await h.call('POST', '/v1/api/mailboxes/consent-request/initiate', {
      body: { mailbox_uid: mailbox.uid },
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toContain(first.uid);
    // Once the first has ended, a new one may start.
    await settle(h);
    const cancel = await h.call('POST', '/v1/api/mailboxes/consent-request/cancel', {
      body: { uid: first.uid },
    });
    expect(cancel.status).toBe(200);
    await initiateConsent(h, mailbox.uid);
  });

  it('two requests for one mailbox at the same time: one wins, the other is a 409', async () => {
    const { mailbox } = await activeMailbox(h);
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        h.call('POST', '/v1/api/mailboxes/consent-request/initiate', {
          body: { mailbox_uid: mailbox.uid },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect((await listConsent()).body.pagination.total).toBe(1);
  });

  it.each([
    [{ mailbox_uid: 'not-a-uid' }, 'mailbox_uid'],
    [{}, 'mailbox_uid'],
    [
      { mailbox_uid: '00000000-0000-4000-8000-000000000000', redirect_url: 'ftp://x.example' },
      'redirect_url',
    ],
    [
      {
        mailbox_uid: '00000000-0000-4000-8000-000000000000',
        redirect_url: 'https://u:p@x.example',
      },
      'redirect_url',
    ],
    [{ mailbox_uid: '00000000-0000-4000-8000-000000000000', extra: 1 }, 'extra'],
  ])('400 naming the field for %j', async (body, field) => {
    const res = await h.call('POST', '/v1/api/mailboxes/consent-request/initiate', {
      body,
      headers: { 'x-mailwright-strict': 'true' },
    });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
    await expectNothingWritten();
  });

  it('an unknown mailbox is a 404', async () => {
    const res = await h.call('POST', '/v1/api/mailboxes/consent-request/initiate', {
      body: { mailbox_uid: '00000000-0000-4000-8000-000000000000' },
    });
    expect(res.status).toBe(404);
  });
});

describe('Get consent request status and Cancel', () => {
  it('an unknown uid is a 404, and so is a malformed one (it names no record)', async () => {
    const unknown = await h.call(
      'GET',
      '/v1/api/mailboxes/consent-request/status/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.status).toBe(404);
    const bad = await h.call('GET', '/v1/api/mailboxes/consent-request/status/nope');
    expect(bad.status).toBe(404);
    expect(bad.body.code).toBe('NOT_FOUND');
  });

  it('cancelling a request that has ended is a 409, and changes nothing', async () => {
    const { mailbox } = await activeMailbox(h);
    const { uid } = await initiateConsent(h, mailbox.uid);
    await settle(h);
    const first = await h.call('POST', '/v1/api/mailboxes/consent-request/cancel', {
      body: { uid },
    });
    expect(first.body.data).toMatchObject({ status: 'cancelled', status_text: 'Cancelled' });
    expect(first.body.data.completed_at).toBeTruthy();
    const again = await h.call('POST', '/v1/api/mailboxes/consent-request/cancel', {
      body: { uid },
    });
    expect(again.status).toBe(409);
    expect(again.body.details).toEqual([{ field: 'uid', message: 'is cancelled' }]);
    expect((await consentStatus(h, uid)).completed_at).toBe(first.body.data.completed_at);
  });
});

describe('List consent requests (offset style)', () => {
  it('newest first, with {total, limit, offset, hasMore}, and filters by mailbox and status', async () => {
    const { mailbox: a } = await activeMailbox(h);
    const { mailbox: b } = await activeMailbox(h);
    const first = await initiateConsent(h, a.uid);
    await settle(h);
    await pauseJobs(h);
    const cancel = await h.call('POST', '/v1/api/mailboxes/consent-request/cancel', {
      body: { uid: first.uid },
    });
    expect(cancel.status).toBe(200);
    const second = await initiateConsent(h, a.uid);
    const third = await initiateConsent(h, b.uid);

    const all = await listConsent();
    expect(all.body.data.map((r: { uid: string }) => r.uid)).toEqual([
      third.uid,
      second.uid,
      first.uid,
    ]);
    expect(all.body.pagination).toEqual({ total: 3, limit: 10, offset: 0, hasMore: false });

    const slice = await listConsent({ limit: 1, offset: 1 });
    expect(slice.body.data.map((r: { uid: string }) => r.uid)).toEqual([second.uid]);
    expect(slice.body.pagination).toEqual({ total: 3, limit: 1, offset: 1, hasMore: true });
    const last = await listConsent({ limit: 2, offset: 2 });
    expect(last.body.pagination).toEqual({ total: 3, limit: 2, offset: 2, hasMore: false });
    expect((await listConsent({ offset: 9 })).body.data).toEqual([]);

    const ofA = await listConsent({ mailbox_uid: a.uid });
    expect(ofA.body.data.map((r: { uid: string }) => r.uid)).toEqual([second.uid, first.uid]);
    const cancelled = await listConsent({ status: 'cancelled' });
    expect(cancelled.body.data.map((r: { uid: string }) => r.uid)).toEqual([first.uid]);
    // The same rule as List forwarding jobs: a uid naming no mailbox of the workspace matches
    // nothing, whatever its form; only a value over 100 characters is refused.
    for (const mailbox_uid of ['00000000-0000-4000-8000-000000000000', 'not-even-a-uid', '']) {
      const unknown = await listConsent({ mailbox_uid });
      expect(unknown.status).toBe(200);
      expect(unknown.body).toMatchObject({ data: [], pagination: { total: 0, hasMore: false } });
    }
    const long = await listConsent({ mailbox_uid: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.details[0].field).toBe('mailbox_uid');
  });

  it('another team’s mailbox matches nothing', async () => {
    const other = await h.createTeam();
    const { mailbox } = await activeMailbox(h);
    await initiateConsent(h, mailbox.uid);
    const res = await h.call('GET', '/v1/api/mailboxes/consent-requests', {
      token: other.token,
      workspace: other.workspace.uid,
      query: { mailbox_uid: mailbox.uid },
    });
    expect(res.body.data).toEqual([]);
  });

  it.each([
    [{ limit: 0 }, 'limit'],
    [{ limit: 501 }, 'limit'],
    [{ offset: -1 }, 'offset'],
    [{ status: 'done' }, 'status'],
  ])('400 for %j', async (query, field) => {
    const res = await listConsent(query);
    expect(res.status).toBe(400);
    expect(res.body.details[0].field).toBe(field);
    if (field === 'status') {
      expect(res.body.details[0].message).toBe(
        'must be one of: queued, pending, processing, completed, failed, errored, cancelled',
      );
    }
  });
});

describe('the sandbox consent screen', () => {
  async function pending(extra: Record<string, unknown> = {}) {
    const { mailbox } = await activeMailbox(h, { platform: 'GOOGLE' });
    const { uid } = await initiateConsent(h, mailbox.uid, extra);
    await settle(h);
    await pauseJobs(h);
    return { mailbox, request: await consentStatus(h, uid) };
  }

  it('shows the mailbox and the scopes asked for, as a page that cannot be framed or cached', async () => {
    const { mailbox, request } = await pending();
    const page = await h.app.inject({ method: 'GET', url: pathOf(request.consent_url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers).toMatchObject({
      'cache-control': 'no-store',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
    });
    expect(page.body).toContain(mailbox.email);
    expect(page.body).toContain('https://mail.google.com/');
  });

  it('sends the browser to redirect_url with the request uid and status once answered', async () => {
    const { request } = await pending({ redirect_url: 'https://app.example/consent/done?x=1' });
    const res = await h.app.inject({
      method: 'POST',
      url: pathOf(request.consent_url),
      payload: { decision: 'allow' },
    });
    expect(res.statusCode).toBe(303);
    const location = new URL(String(res.headers.location));
    expect(location.origin + location.pathname).toBe('https://app.example/consent/done');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      x: '1',
      consent_request_uid: request.uid,
      status: 'processing',
    });
  });

  it('answers an unknown link with a 404 page, and a bad decision with a 400', async () => {
    const unknown = await h.app.inject({ method: 'GET', url: '/sandbox/consent/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Consent link not found');
    const { request } = await pending();
    const bad = await h.app.inject({
      method: 'POST',
      url: pathOf(request.consent_url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=maybe',
    });
    expect(bad.statusCode).toBe(400);
    expect((await consentStatus(h, request.uid)).status).toBe('pending');
  });

  it('is not part of the API document', async () => {
    const doc = h.app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/sandbox'))).toBe(false);
  });
});
