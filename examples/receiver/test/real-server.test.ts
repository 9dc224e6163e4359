import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useHarness } from '../../../apps/server/test/support/harness.js';
import { WEBHOOK_TEST_ENV } from '../../../apps/server/test/support/webhooks.js';
import type { TestReceiver } from './support/receiver.js';
import { connectReceiver, emit, emitMailbox, waitDelivered } from './support/server.js';

// Deliveries made by the real server (its delivery jobs, signing and HTTP client) to the
// receiver over loopback; the test asserts on what the receiver stored.
const h = useHarness({ env: WEBHOOK_TEST_ENV });
let r: TestReceiver;

beforeEach(async () => {
  r = await connectReceiver(h);
  await h.startRunner();
});
afterEach(() => r.stop());

const iso = (ms: number) => new Date(ms).toISOString();

describe('the receiver, fed by the real server', () => {
  it('acknowledges the test event sent with Send a test event', async () => {
    const res = await h.call('POST', '/v1/api/webhooks/test');
    expect(res.status).toBe(200);
    const eventId = res.body.event.uid;
    await waitDelivered(h, eventId);
    expect(await r.waitForProcessed(eventId)).toMatchObject({ state: 'done', outcome: 'tested' });
    expect(r.logs()).toContain('test event received');
  });

  it('stores a mailbox’s state and its credentials encrypted, and never logs them', async () => {
    const { eventId, mailbox } = await emitMailbox(h);
    await waitDelivered(h, eventId);
    expect((await r.waitForProcessed(eventId)).outcome).toBe('applied');

    const stored = r.store.getRecord('mailbox', mailbox.uid);
    expect(stored).toMatchObject({
      status: 'active',
      previousStatus: 'finalizing_setup',
      eventId,
      hasCredentials: true,
    });
    expect(stored?.record).toMatchObject({ email: mailbox.email, platform: 'GOOGLE' });
    expect(stored?.record).not.toHaveProperty('password');
    expect(r.store.readCredentials(mailbox.uid)).toEqual({
      password: mailbox.password,
      app_password: mailbox.app_password,
      secret: mailbox.secret,
    });

    const disk = r.diskBytes();
    expect(disk.length).toBeGreaterThan(0);
    for (const value of [mailbox.password, mailbox.app_password, mailbox.secret]) {
      expect(r.logs()).not.toContain(value);
      expect(disk.includes(value)).toBe(false);
    }
    expect(disk.includes(mailbox.email)).toBe(true); // the check above can find text
  });

  it('shows the consent URL of a pending consent request, until a newer change ends it', async () => {
    const uid = randomUUID();
    const mailboxUid = randomUUID();
    const consentUrl = `https://accounts.google.com/o/oauth2/consent?req=${uid}`;
    const request = (status: string, previous: string | null) => ({
      uid,
      status,
      previous_status: previous,
      consent_url: consentUrl,
      status_text: '',
      status_reason: '',
      retry_count: 0,
      max_retries: 3,
      completed_at: status === 'completed' ? new Date().toISOString() : null,
    });
    const metadata = { mailbox_id: 'c'.repeat(24), mailbox_uid: mailboxUid };
    const pending = await emit(h, {
      event: 'consent_request.status_changed',
      kind: 'consent_request',
      record: request('pending', 'queued'),
      metadata,
    });
    await waitDelivered(h, pending);
    await r.waitForProcessed(pending);
    expect(r.store.pendingConsents().map((c) => c.record.consent_url)).toEqual([consentUrl]);
    expect(r.logs()).toContain('consent needed: show the consent URL to the user');
    expect(r.logs()).toContain(`"consent_url":"${consentUrl}"`);
    expect(r.logs()).toContain(`"mailbox_uid":"${mailboxUid}"`);

    const completed = await emit(h, {
      event: 'consent_request.status_changed',
      kind: 'consent_request',
      record: request('completed', 'processing'),
      metadata: { ...metadata, updated_at: iso(Date.now() + 1000) },
    });
    await r.waitForProcessed(completed);
    expect(r.store.pendingConsents()).toEqual([]);
    expect(r.store.getRecord('consent_request', uid)?.status).toBe('completed');
  });

  it('ignores an older change of a record that arrives after a newer one', async () => {
    const uid = randomUUID();
    const now = Date.now();
    const newer = await emitMailbox(h, { uid, status: 'active' }, iso(now));
    await r.waitForProcessed(newer.eventId);
    const older = await emitMailbox(
      h,
      { uid, status: 'configuring_dns', previous_status: 'pending' },
      iso(now - 60_000),
    );
    await waitDelivered(h, older.eventId);
    expect((await r.waitForProcessed(older.eventId)).outcome).toBe('stale');

    expect(r.store.getRecord('mailbox', uid)).toMatchObject({
      status: 'active',
      updatedAt: iso(now),
      eventId: newer.eventId,
    });
    // The older event's credentials did not replace the newer ones either.
    expect(r.store.readCredentials(uid)?.password).toBe(newer.mailbox.password);
  });

  it('processes a redelivered event once, while answering every delivery with 2xx', async () => {
    const { eventId } = await emitMailbox(h);
    await waitDelivered(h, eventId);
    await r.waitForProcessed(eventId);

    const redeliver = await h.call('POST', `/v1/api/webhooks/events/${eventId}/redeliver`);
    expect(redeliver.status).toBe(200);
    const event = await waitDelivered(h, eventId);
    expect(event.attempts).toHaveLength(2);
    expect(event.attempts.map((a: { status_code: number }) => a.status_code)).toEqual([200, 200]);

    expect(r.store.inboxEntry(eventId)).toMatchObject({ receivedCount: 2, state: 'done' });
    const processedLines = r
      .logs()
      .split('\n')
      .filter((line) => line.includes('"msg":"event processed"') && line.includes(eventId));
    expect(processedLines).toHaveLength(1);
  });

  it('acknowledges an unknown event name and a mailbox on an unknown platform without failing', async () => {
    // A webhook that takes every kind, "including kinds added later" (`*`), gets the unknown one.
    const every = await h.call('POST', '/v1/api/webhooks/enabled-events', {
      body: { events: ['*'] },
    });
    expect(every.status, JSON.stringify(every.body)).toBe(200);
    const unknown = await emit(h, {
      event: 'mailbox.renamed',
      kind: 'mailbox',
      record: { uid: randomUUID(), email: 'new@acme-outbound.com' },
    });
    const yahoo = await emitMailbox(h, { platform: 'YAHOO' });
    await waitDelivered(h, unknown);
    await waitDelivered(h, yahoo.eventId);

    expect(await r.waitForProcessed(unknown)).toMatchObject({
      state: 'done',
      event: 'mailbox.renamed',
      outcome: 'ignored',
    });
    expect((await r.waitForProcessed(yahoo.eventId)).outcome).toBe('applied');
    expect(r.store.getRecord('mailbox', yahoo.mailbox.uid)?.record).toMatchObject({
      platform: 'YAHOO',
      family: null,
    });
    expect(r.logs()).toContain('mailbox on a platform this receiver does not know');
    expect(r.logs()).toContain('event this receiver does not know');
  });

  it('tells the Google admin which client id to add for a pending client-id request', async () => {
    const clientId = '1234567890-abc.apps.googleusercontent.com';
    const eventId = await emit(h, {
      event: 'client_id_request.status_changed',
      kind: 'client_id_request',
      record: {
        uid: randomUUID(),
        status: 'pending',
        previous_status: 'queued',
        domain_name: 'acme-outbound.com',
        client_id: clientId,
        status_text: '',
        status_reason: '',
        retry_count: 0,
        max_retries: 3,
        completed_at: null,
      },
    });
    await r.waitForProcessed(eventId);
    expect(r.logs()).toContain('client id grant needed');
    expect(r.logs()).toContain(`"client_id":"${clientId}"`);
  });
});
