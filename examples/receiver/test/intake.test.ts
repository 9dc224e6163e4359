import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  deliver,
  mailboxEnvelope,
  newSecret,
  startTestReceiver,
  type TestReceiver,
} from './support/receiver.js';

// Deliveries signed here with the SDK's signWebhook: the cases the real server never sends
// (forged, stale, malformed), and the receiver's own failures.
let r: TestReceiver;
let secret: string;

beforeEach(async () => {
  secret = newSecret();
  r = await startTestReceiver({ MAILWRIGHT_WEBHOOK_SECRET: secret });
});
afterEach(() => r.stop());

const body = () => JSON.stringify(mailboxEnvelope({}));

describe('intake', () => {
  it('answers 200 to a verified delivery and queues it once per event id', async () => {
    const id = crypto.randomUUID();
    const payload = body();
    const first = await deliver(r.url, payload, { secret, eventId: id });
    expect(first).toEqual({ status: 200, body: { received: true, message: 'Queued' } });
    expect((await r.waitForProcessed(id)).outcome).toBe('applied');
  });

  it('rejects a signature made with another secret, and a body changed after signing, with 401', async () => {
    const id = crypto.randomUUID();
    const forged = await deliver(r.url, body(), { secret: newSecret(), eventId: id });
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ received: false });

    const { signWebhook } = await import('@mailwright/sdk/webhooks');
    const signed = await signWebhook({ body: body(), secret });
    const altered = await deliver(r.url, body(), { eventId: id, headers: signed });
    expect(altered.status).toBe(401);
    expect(r.store.inboxEntry(id)).toBeUndefined();
    expect(r.logs()).toContain('"reason":"bad_signature"');
  });

  it('rejects a delivery signed more than 5 minutes ago with 401', async () => {
    const id = crypto.randomUUID();
    const stale = await deliver(r.url, body(), {
      secret,
      eventId: id,
      timestamp: new Date(Date.now() - 6 * 60_000),
    });
    expect(stale.status).toBe(401);
    expect(stale.body.message).toMatch(/old/);
    expect(r.store.inboxEntry(id)).toBeUndefined();
  });

  it('rejects a delivery without signature headers, and a signed body that is not an event, with 400', async () => {
    const id = crypto.randomUUID();
    expect((await deliver(r.url, body(), { eventId: id })).status).toBe(400);
    expect((await deliver(r.url, 'not json', { secret, eventId: id })).status).toBe(400);
    expect((await deliver(r.url, '{"event":"x"}', { secret, eventId: id })).status).toBe(400);
    expect(r.store.inboxEntry(id)).toBeUndefined();
  });

  it('accepts deliveries signed with any of several secrets (rotation)', async () => {
    const next = newSecret();
    const rotating = await startTestReceiver({ MAILWRIGHT_WEBHOOK_SECRET: `${secret}, ${next}` });
    try {
      for (const key of [secret, next]) {
        const id = crypto.randomUUID();
        expect((await deliver(rotating.url, body(), { secret: key, eventId: id })).status).toBe(
          200,
        );
      }
      expect((await deliver(rotating.url, body(), { secret: newSecret() })).status).toBe(401);
    } finally {
      await rotating.stop();
    }
  });

  it('answers 500 when it cannot store a verified delivery (its own failure, so the sender retries)', async () => {
    r.store.close();
    const res = await deliver(r.url, body(), { secret, eventId: crypto.randomUUID() });
    expect(res).toEqual({ status: 500, body: { received: false, message: 'Internal error' } });
    expect(r.logs()).toContain('delivery could not be handled');
  });

  it('serves a health check and refuses other paths and methods', async () => {
    expect((await fetch(r.url.replace('/webhooks/mailwright', '/healthz'))).status).toBe(200);
    expect(
      (await fetch(r.url.replace('/webhooks/mailwright', '/other'), { method: 'POST' })).status,
    ).toBe(404);
    const get = await fetch(r.url);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('de-duplicates deliveries without an event id by their name and data', async () => {
    const payload = JSON.parse(body());
    const first = await deliver(r.url, JSON.stringify(payload), { secret });
    // A retry: same data, new envelope timestamp and signature.
    payload.timestamp = new Date(Date.now() + 1000).toISOString();
    const retry = await deliver(r.url, JSON.stringify(payload), { secret });
    expect([first.body.message, retry.body.message]).toEqual(['Queued', 'Already received']);
  });
});

describe('processing', () => {
  it('orders two changes of one record in the same millisecond by their statuses, in either arrival order', async () => {
    const sameInstant = new Date().toISOString();
    const change = (status: string, previousStatus: string) =>
      mailboxEnvelope({ uid, status, previousStatus, updatedAt: sameInstant });
    const apply = async (envelope: ReturnType<typeof change>) => {
      const id = crypto.randomUUID();
      expect((await deliver(r.url, JSON.stringify(envelope), { secret, eventId: id })).status).toBe(
        200,
      );
      return (await r.waitForProcessed(id)).outcome;
    };

    // In order: the second change follows the stored status, so it is the newer one.
    let uid = crypto.randomUUID();
    expect(await apply(change('configuring_dns', 'pending'))).toBe('applied');
    expect(await apply(change('active', 'configuring_dns'))).toBe('applied');
    expect(r.store.getRecord('mailbox', uid)?.status).toBe('active');

    // Reversed: the late change does not follow the stored status, so it is the older one.
    uid = crypto.randomUUID();
    expect(await apply(change('active', 'configuring_dns'))).toBe('applied');
    expect(await apply(change('configuring_dns', 'pending'))).toBe('stale');
    expect(r.store.getRecord('mailbox', uid)?.status).toBe('active');
  });

  it('keeps an event whose updated_at is not a timestamp as failed, without applying it', async () => {
    const id = crypto.randomUUID();
    const envelope = mailboxEnvelope({ updatedAt: 'yesterday' });
    expect((await deliver(r.url, JSON.stringify(envelope), { secret, eventId: id })).status).toBe(
      200,
    );
    const entry = await r.waitForProcessed(id);
    expect(entry).toMatchObject({ state: 'failed', attempts: 1 });
    expect(entry.lastError).toMatch(/updated_at is not a timestamp/);
    expect(r.store.getRecord('mailbox', envelope.data.mailbox.uid)).toBeUndefined();
    expect(r.logs()).toContain('event processing failed for good');
  });
});
