import { describe, expect, it } from 'vitest';
import { pauseJobs, settle } from './support/domains.js';
import { EVENT_TEST_ENV, recordedEvents, useEventReceiver } from './support/events.js';
import {
  activeMailbox,
  answerConsentScreen,
  consentStatus,
  expectChained,
  expectConsentEvent,
  initiateConsent,
  pathOf,
} from './support/grants.js';
import { useHarness } from './support/harness.js';

const h = useHarness({ env: EVENT_TEST_ENV });
useEventReceiver(h);

/** A consent request for an active mailbox (username carrying `token`), brought to `pending`. */
async function pendingConsent(options: { token?: string; platform?: string } = {}) {
  const { mailbox } = await activeMailbox(h, options);
  const initiated = await initiateConsent(h, mailbox.uid);
  await settle(h);
  const pending = await consentStatus(h, initiated.uid);
  expect(pending.status).toBe('pending');
  return { mailbox, request: pending };
}

/** The request's events as the receiver got them, each checked against the contract. */
async function checkedEvents(uid: string, mailbox: { _id: string; uid: string }) {
  const events = await recordedEvents(h, uid);
  for (const event of events) expectConsentEvent(event, { workspace: h.team.workspace, mailbox });
  expectChained(events);
  return events;
}

describe('consent_request.status_changed through each path, at a real receiver', () => {
  it('granted: queued, pending (with the URL), processing, completed', async () => {
    const { mailbox, request } = await pendingConsent({ platform: 'MICROSOFT' });
    expect(request.consent_url).toMatch(/\/sandbox\/consent\/[\w-]+$/);
    const answered = await answerConsentScreen(h, request.consent_url, 'allow');
    expect(answered.statusCode).toBe(200);
    expect(answered.body).toContain('consent granted');
    await settle(h);
    const events = await checkedEvents(request.uid, mailbox);
    expect(events.map((e) => e.record.status)).toEqual([
      'queued',
      'pending',
      'processing',
      'completed',
    ]);
    expect(events[1]?.record.consent_url).toBe(request.consent_url);
    expect(events.at(-1)?.record).toMatchObject({
      status_text: 'Consent granted',
      status_reason: '',
      retry_count: 0,
      max_retries: 5,
    });
    expect(await consentStatus(h, request.uid)).toMatchObject({
      status: 'completed',
      consent_url: '',
      expires_at: null,
    });
  });

  it('denied by the user on the consent screen: pending -> processing -> failed, with the reason', async () => {
    const { mailbox, request } = await pendingConsent();
    const answered = await answerConsentScreen(h, request.consent_url, 'deny');
    expect(answered.body).toContain('Consent not granted');
    await settle(h);
    const events = await checkedEvents(request.uid, mailbox);
    expect(events.map((e) => e.record.status)).toEqual([
      'queued',
      'pending',
      'processing',
      'failed',
    ]);
    expect(events[2]?.record.status_text).toBe('Checking the user’s answer');
    expect(events.at(-1)?.record).toMatchObject({
      status_text: 'Consent declined',
      status_reason: 'The user declined (access_denied)',
    });
  });

  it('consentdeny: the screen refuses even Allow (an organisation policy): failed, access_denied', async () => {
    const { mailbox, request } = await pendingConsent({ token: 'consentdeny', platform: 'AZURE' });
    await answerConsentScreen(h, request.consent_url, 'allow');
    await settle(h);
    const events = await checkedEvents(request.uid, mailbox);
    expect(events.map((e) => e.record.status)).toEqual([
      'queued',
      'pending',
      'processing',
      'failed',
    ]);
    expect(events.at(-1)?.record.status_reason).toMatch(
      /administrator must approve.*\(access_denied\)$/,
    );
  });

  it('consentscope: granted without every permission: processing -> failed', async () => {
    const { mailbox, request } = await pendingConsent({ token: 'consentscope' });
    await answerConsentScreen(h, request.consent_url, 'allow');
    await settle(h);
    const events = await checkedEvents(request.uid, mailbox);
    expect(events.map((e) => e.record.status)).toEqual([
      'queued',
      'pending',
      'processing',
      'failed',
    ]);
    expect(events.at(-1)?.record.status_reason).toContain('(insufficient_scopes)');
  });

  it('consenterror: provider errors on every check, retried up to max_retries, then errored', async () => {
    const { mailbox, request } = await pendingConsent({ token: 'consenterror' });
    await answerConsentScreen(h, request.consent_url, 'allow');
    await settle(h);
    const events = await checkedEvents(request.uid, mailbox);
    expect(events.map((e) => e.record.status)).toEqual([
      'queued',
      'pending',
      'processing',
      'errored',
    ]);
    expect(events.at(-1)?.record).toMatchObject({ retry_count: 5, max_retries: 5 });
    expect(events.at(-1)?.record.status_reason).toContain('gave up after 5 retries');
  });

  it('consentflaky: two provider errors, then verified: completed with retry_count 2', async () => {
    const { mailbox, request } = await pendingConsent({ token: 'consentflaky' });
    await answerConsentScreen(h, request.consent_url, 'allow');
    await settle(h);
    const events = await checkedEvents(request.uid, mailbox);
    expect(events.map((e) => e.record.status)).toEqual([
      'queued',
      'pending',
      'processing',
      'completed',
    ]);
    expect(events.at(-1)?.record).toMatchObject({ retry_count: 2, status_reason: '' });
  });

  it('consentrevoke: an administrator revokes the grant while it is verified: cancelled', async () => {
    const { mailbox, request } = await pendingConsent({
      token: 'consentrevoke',
      platform: 'MICROSOFT',
    });
    await answerConsentScreen(h, request.consent_url, 'allow');
    await settle(h);
    const events = await checkedEvents(request.uid, mailbox);
    expect(events.map((e) => e.record.status)).toEqual([
      'queued',
      'pending',
      'processing',
      'cancelled',
    ]);
    expect(events.at(-1)?.record.status_reason).toBe(
      'An administrator of the tenant revoked the grant',
    );
  });

  it('consentexpire: the link expires at once: pending -> processing -> failed, and the screen says so', async () => {
    const { mailbox } = await activeMailbox(h, { token: 'consentexpire' });
    const { uid } = await initiateConsent(h, mailbox.uid);
    await settle(h);
    const events = await checkedEvents(uid, mailbox);
    expect(events.map((e) => e.record.status)).toEqual([
      'queued',
      'pending',
      'processing',
      'failed',
    ]);
    expect(events[2]?.record.status_text).toBe('Stopped waiting for the user’s answer');
    expect(events.at(-1)?.record.status_text).toBe('The consent link expired');
    const url = pathOf(events[1]?.record.consent_url);
    const page = await h.app.inject({ method: 'GET', url });
    expect(page.body).toContain('This consent link is no longer valid');
    const late = await h.app.inject({ method: 'POST', url, payload: { decision: 'allow' } });
    expect(late.statusCode).toBe(410);
    expect((await consentStatus(h, uid)).status).toBe('failed');
  });

  it('a link nobody answers expires after the expiry time (10 minutes at instant speed): failed', async () => {
    const { mailbox, request } = await pendingConsent();
    const ttl = Date.parse(request.expires_at) - Date.parse(request.updated_at);
    expect(ttl).toBeGreaterThanOrEqual(10 * 60_000 - 1_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 1_000);
    // Let the ten minutes pass: the request's deadline and its expiry job move to now.
    const past = new Date(Date.now() - 1).toISOString();
    await h.ctx.db
      .updateTable('consent_requests')
      .set({ expires_at: past })
      .where('uid', '=', request.uid)
      .execute();
    await h.ctx.db
      .updateTable('jobs')
      .set({ run_at: past })
      .where('name', '=', 'consent-requests.expire')
      .where('status', '=', 'queued')
      .execute();
    await settle(h);
    const events = await checkedEvents(request.uid, mailbox);
    expect(events.map((e) => e.record.status)).toEqual([
      'queued',
      'pending',
      'processing',
      'failed',
    ]);
    expect(events.at(-1)?.record.status_reason).toContain('did not answer the consent screen');
  });

  it.each(['pending', 'processing'] as const)(
    'cancelled by the customer while %s: through processing to cancelled, and nothing runs after',
    async (from) => {
      const { mailbox } = await activeMailbox(h);
      const { uid } = await initiateConsent(h, mailbox.uid);
      await settle(h);
      // Stopped before answering: the verification waits until the request is cancelled.
      await pauseJobs(h);
      const { consent_url } = await consentStatus(h, uid);
      if (from === 'processing') await answerConsentScreen(h, consent_url, 'allow');
      expect((await consentStatus(h, uid)).status).toBe(from);
      const res = await h.call('POST', '/v1/api/mailboxes/consent-request/cancel', {
        body: { uid },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({
        status: 'cancelled',
        previous_status: 'processing',
        consent_url: '',
        status_reason: 'Cancelled by the customer',
      });
      expect(res.body.data.completed_at).toBeTruthy();
      // The link stopped working: a late answer changes nothing.
      const late = await h.app.inject({
        method: 'POST',
        url: pathOf(consent_url),
        payload: { decision: 'allow' },
      });
      expect(late.statusCode).toBe(410);
      await settle(h);
      const events = await checkedEvents(uid, mailbox);
      expect(events.map((e) => e.record.status)).toEqual([
        'queued',
        'pending',
        'processing',
        'cancelled',
      ]);
      expect(events[2]?.record.status_text).toBe(
        from === 'pending' ? 'Cancelling' : 'Verifying the grant',
      );
      expect(events.at(-1)?.record.status_reason).toBe('Cancelled by the customer');
      expect(await consentStatus(h, uid)).toMatchObject({ status: 'cancelled' });
    },
  );

  it('cancel while queued is a 409 saying to retry once pending, and changes nothing', async () => {
    const { mailbox } = await activeMailbox(h);
    const { uid } = await initiateConsent(h, mailbox.uid);
    const res = await h.call('POST', '/v1/api/mailboxes/consent-request/cancel', {
      body: { uid },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('cancel it once it is pending');
    expect(res.body.details).toEqual([
      { field: 'uid', message: 'is queued; retry once it is pending' },
    ]);
    expect(await consentStatus(h, uid)).toMatchObject({ status: 'queued', completed_at: null });
    // Once pending, the same call cancels it.
    await settle(h);
    await pauseJobs(h);
    const again = await h.call('POST', '/v1/api/mailboxes/consent-request/cancel', {
      body: { uid },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await checkedEvents(uid, mailbox)).map((e) => e.record.status)).toEqual([
      'queued',
      'pending',
      'processing',
      'cancelled',
    ]);
  });

  it('a mailbox that stopped being active before the worker ran: pending, then at once processing -> failed', async () => {
    const { mailbox } = await activeMailbox(h);
    const { uid } = await initiateConsent(h, mailbox.uid);
    const cancel = await h.call('POST', '/v1/api/mailboxes/cancel', {
      body: { uids: [mailbox.uid] },
    });
    expect(cancel.status).toBe(200);
    await settle(h);
    const events = await checkedEvents(uid, mailbox);
    expect(events.map((e) => e.record.status)).toEqual([
      'queued',
      'pending',
      'processing',
      'failed',
    ]);
    expect(events[2]?.record.status_text).toBe('Checking the mailbox');
    expect(events.at(-1)?.record).toMatchObject({
      status_text: 'The mailbox is not active',
      status_reason: expect.stringContaining('consent needs an active mailbox'),
    });
  });

  it('a mailbox that stopped being active while its consent was verified: processing -> failed', async () => {
    const { mailbox, request } = await pendingConsent();
    await pauseJobs(h);
    await answerConsentScreen(h, request.consent_url, 'allow');
    const cancel = await h.call('POST', '/v1/api/mailboxes/cancel', {
      body: { uids: [mailbox.uid] },
    });
    expect(cancel.status).toBe(200);
    await settle(h);
    const events = await checkedEvents(request.uid, mailbox);
    expect(events.map((e) => e.record.status)).toEqual([
      'queued',
      'pending',
      'processing',
      'failed',
    ]);
    expect(events.at(-1)?.record.status_reason).toContain('is scheduled_for_cancellation');
  });
});
