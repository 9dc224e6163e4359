import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type MailboxPlatform,
  signWebhook,
  type VerifyWebhookOptions,
  verifyWebhook,
  type WebhookEvent,
  WebhookVerificationError,
} from '../src/webhooks/index.js';
import { deliveryHeaders, mailboxEvent, newSecret, sign } from './support/signing.js';

const secret = newSecret();
const body = JSON.stringify(mailboxEvent);

/** The failure reason of a verification that must fail. */
async function failure(options: VerifyWebhookOptions): Promise<string> {
  const error = await verifyWebhook(options).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WebhookVerificationError);
  return (error as WebhookVerificationError).reason;
}

describe('a valid delivery', () => {
  it('verifies and returns the typed event with its event id', async () => {
    const headers = deliveryHeaders(secret, body, { eventId: 'evt_1' });
    const event = await verifyWebhook({ body, headers, secret });

    expect(event.eventId).toBe('evt_1');
    expect(event).toMatchObject(mailboxEvent);
    if (event.event !== 'mailbox.status_changed') throw new Error('expected a mailbox event');
    expectTypeOf(event.data.mailbox.platform).toEqualTypeOf<MailboxPlatform>();
    expectTypeOf(event.data.metadata.domain_uid).toEqualTypeOf<string | null>();
    expect(event.data.mailbox.status).toBe('active');
  });

  it('matches a signature vector computed with openssl', async () => {
    const vectorBody =
      '{"event":"webhook.test","timestamp":"2026-03-01T12:00:00.000Z","team_id":"t","team_name":"T","data":{"test":{"uid":"u","message":"hello"},"metadata":{"requested_at":"2026-03-01T12:00:00.000Z","workspace_id":"w","workspace_uid":null}}}';
    const event = await verifyWebhook({
      body: vectorBody,
      headers: {
        'x-service-timestamp': '2026-03-01T12:00:00.000Z',
        'x-service-signature':
          'sha256=cf29a8deffde5b18e80b98b0a86fd067469bd3e5dc56f151a1fe7b953dcf660d',
      },
      // base64 of the 32 bytes "mailwright-sdk-test-vector-key!!"
      secret: 'whsec_bWFpbHdyaWdodC1zZGstdGVzdC12ZWN0b3Ita2V5ISE=',
      now: Date.parse('2026-03-01T12:01:00.000Z'),
    });
    expect(event.event).toBe('webhook.test');
    expect(event.event === 'webhook.test' && event.data.test.message).toBe('hello');
    expect(event.eventId).toBeNull();
  });

  it('accepts the body as a string, a Buffer, a Uint8Array or an ArrayBuffer', async () => {
    const headers = deliveryHeaders(secret, body);
    const bytes = new TextEncoder().encode(body);
    for (const given of [body, Buffer.from(body), bytes, bytes.slice().buffer]) {
      await expect(verifyWebhook({ body: given, headers, secret })).resolves.toMatchObject({
        event: 'mailbox.status_changed',
      });
    }
  });

  it('reads headers from a Headers object, Node-style lower-case headers, or any case', async () => {
    const headers = deliveryHeaders(secret, body, { eventId: 'evt_2' });
    const nodeStyle = Object.fromEntries(
      Object.entries(headers).map(([k, v]) => [
        k.toLowerCase(),
        k === 'X-Service-Event-Id' ? [v] : v,
      ]),
    );
    const shouting = Object.fromEntries(
      Object.entries(headers).map(([k, v]) => [k.toUpperCase(), v]),
    );
    for (const given of [new Headers(headers), nodeStyle, shouting]) {
      const event = await verifyWebhook({ body, headers: given, secret });
      expect(event.eventId).toBe('evt_2');
    }
  });

  it('takes the event id from webhook-id when X-Service-Event-Id is absent', async () => {
    const { 'X-Service-Event-Id': _, ...headers } = deliveryHeaders(secret, body);
    const event = await verifyWebhook({
      body,
      headers: { ...headers, 'webhook-id': 'msg_9' },
      secret,
    });
    expect(event.eventId).toBe('msg_9');
  });

  it('verifies any UTF-8 body byte for byte', async () => {
    const accented = JSON.stringify({
      ...mailboxEvent,
      data: {
        ...mailboxEvent.data,
        mailbox: { ...mailboxEvent.data.mailbox, first_name: 'Zoë ✉' },
      },
    });
    const event = await verifyWebhook({
      body: Buffer.from(accented),
      headers: deliveryHeaders(secret, accented),
      secret,
    });
    expect(event.event === 'mailbox.status_changed' && event.data.mailbox.first_name).toBe('Zoë ✉');
  });
});

describe('secret rotation', () => {
  const next = newSecret();

  it('verifies a delivery signed with any of the given secrets', async () => {
    for (const signer of [secret, next]) {
      const headers = deliveryHeaders(signer, body);
      await expect(
        verifyWebhook({ body, headers, secrets: [secret, next] }),
      ).resolves.toBeDefined();
      await expect(
        verifyWebhook({
          body,
          headers,
          secret: signer === secret ? next : secret,
          secrets: [signer],
        }),
      ).resolves.toBeDefined();
    }
  });

  it('rejects a delivery signed by neither', async () => {
    const headers = deliveryHeaders(newSecret(), body);
    expect(await failure({ body, headers, secrets: [secret, next] })).toBe('bad_signature');
  });

  it('needs at least one secret, in the whsec_ base64 format', async () => {
    const headers = deliveryHeaders(secret, body);
    await expect(verifyWebhook({ body, headers })).rejects.toThrow(TypeError);
    await expect(verifyWebhook({ body, headers, secrets: [] })).rejects.toThrow(TypeError);
    await expect(verifyWebhook({ body, headers, secret: 'whsec_***' })).rejects.toThrow(TypeError);
  });
});

describe('rejected deliveries', () => {
  it('missing_header: no signature or no timestamp', async () => {
    const headers = deliveryHeaders(secret, body);
    const { 'X-Service-Signature': _s, ...noSignature } = headers;
    const { 'X-Service-Timestamp': _t, ...noTimestamp } = headers;
    expect(await failure({ body, headers: noSignature, secret })).toBe('missing_header');
    expect(await failure({ body, headers: noTimestamp, secret })).toBe('missing_header');
    expect(
      await failure({ body, headers: { ...headers, 'X-Service-Signature': ' ' }, secret }),
    ).toBe('missing_header');
  });

  it('bad_signature: another secret, a changed body, a changed timestamp, or a malformed header', async () => {
    const headers = deliveryHeaders(secret, body);
    expect(await failure({ body, headers, secret: newSecret() })).toBe('bad_signature');
    expect(await failure({ body: body.replace('Jane', 'Jone'), headers, secret })).toBe(
      'bad_signature',
    );
    const later = new Date(Date.parse(headers['X-Service-Timestamp']!) + 1000).toISOString();
    expect(
      await failure({ body, headers: { ...headers, 'X-Service-Timestamp': later }, secret }),
    ).toBe('bad_signature');
    for (const signature of [
      'sha256=abc',
      'sha1=' + 'a'.repeat(64),
      headers['X-Service-Signature']!.slice(7),
    ]) {
      expect(
        await failure({ body, headers: { ...headers, 'X-Service-Signature': signature }, secret }),
      ).toBe('bad_signature');
    }
  });

  it('stale_timestamp: further than the tolerance either way, or not ISO 8601', async () => {
    const old = deliveryHeaders(secret, body, { at: new Date(Date.now() - 301_000) });
    const future = deliveryHeaders(secret, body, { at: new Date(Date.now() + 301_000) });
    expect(await failure({ body, headers: old, secret })).toBe('stale_timestamp');
    await expect(verifyWebhook({ body, headers: old, secret })).rejects.toThrow(/30[12] s old/);
    expect(await failure({ body, headers: future, secret })).toBe('stale_timestamp');
    await expect(
      verifyWebhook({ body, headers: old, secret, toleranceSeconds: 600 }),
    ).resolves.toBeDefined();
    const recent = deliveryHeaders(secret, body, { at: new Date(Date.now() - 60_000) });
    expect(await failure({ body, headers: recent, secret, toleranceSeconds: 30 })).toBe(
      'stale_timestamp',
    );

    const epoch = String(Math.floor(Date.now() / 1000));
    const notIso = {
      ...old,
      'X-Service-Timestamp': epoch,
      'X-Service-Signature': sign(secret, epoch, body),
    };
    expect(await failure({ body, headers: notIso, secret })).toBe('stale_timestamp');
  });

  it('malformed_body: correctly signed, but not an event envelope', async () => {
    const bodies = [
      'not json',
      '[1,2]',
      '{"event":"mailbox.status_changed"}',
      '{"event":42,"data":{}}',
      '{"event":"mailbox.status_changed","data":{"metadata":{}}}',
    ];
    for (const bad of bodies) {
      expect(await failure({ body: bad, headers: deliveryHeaders(secret, bad), secret }), bad).toBe(
        'malformed_body',
      );
    }
    const invalidUtf8 = Buffer.from([0x7b, 0xff, 0x7d]);
    const timestamp = new Date().toISOString();
    const headers = {
      'x-service-timestamp': timestamp,
      'x-service-signature': sign(secret, timestamp, invalidUtf8),
    };
    expect(await failure({ body: invalidUtf8, headers, secret })).toBe('malformed_body');
  });
});

describe('events this SDK does not know', () => {
  it('returns a new event name on the unknown branch, with its data', async () => {
    const future = JSON.stringify({ ...mailboxEvent, event: 'mailbox.renamed', data: { x: 1 } });
    const event = await verifyWebhook({
      body: future,
      headers: deliveryHeaders(secret, future),
      secret,
    });
    expect(event).toMatchObject({ event: 'unknown', name: 'mailbox.renamed', data: { x: 1 } });
    expectTypeOf<Extract<WebhookEvent, { event: 'unknown' }>['name']>().toEqualTypeOf<string>();
  });

  it('keeps a new platform value as it is', async () => {
    const withNewPlatform = JSON.stringify({
      ...mailboxEvent,
      data: { ...mailboxEvent.data, mailbox: { ...mailboxEvent.data.mailbox, platform: 'ZOHO' } },
    });
    const event = await verifyWebhook({
      body: withNewPlatform,
      headers: deliveryHeaders(secret, withNewPlatform),
      secret,
    });
    expect(event.event === 'mailbox.status_changed' && event.data.mailbox.platform).toBe('ZOHO');
  });

  it('narrows on event, with a branch for unknown ones', () => {
    const summary = (event: WebhookEvent): string => {
      switch (event.event) {
        case 'mailbox.status_changed':
          return event.data.mailbox.email;
        case 'domain.status_changed':
          return event.data.domain.name;
        case 'consent_request.status_changed':
          return event.data.consent_request.consent_url;
        case 'client_id_request.status_changed':
          return event.data.client_id_request.client_id;
        case 'verified_destination.verification_sent':
          return event.data.verified_destination.destination;
        case 'infraguard_alert.status_changed':
          return event.data.infraguard_alert.title;
        case 'placement_test.status_changed':
          return event.data.placement_test.name;
        case 'warmup_subscription.status_changed':
          return event.data.warmup_subscription.mailbox_email;
        case 'order.status_changed':
          return event.data.order.order_id;
        case 'sequencer.status_changed':
          return event.data.sequencer.name;
        case 'sequencer_export.status_changed':
          return event.data.sequencer_export.mailbox_email;
        case 'forwarding_job.status_changed':
          return `${event.data.forwarding_job.mailbox_uid} ${event.data.metadata.previous_status}`;
        case 'webhook.test':
          return event.data.test.uid;
        case 'unknown':
          return event.name;
      }
    };
    expect(summary({ ...mailboxEvent, eventId: null } as WebhookEvent)).toBe('jane@acme-mail.com');
  });
});

describe('signWebhook, for testing receivers', () => {
  it('produces the headers the service sends, which verify', async () => {
    const at = new Date('2026-03-01T12:00:00.000Z');
    const headers = await signWebhook({ body, secret, timestamp: at });
    expect(headers).toEqual({
      'X-Service-Timestamp': '2026-03-01T12:00:00.000Z',
      'X-Service-Signature': sign(secret, '2026-03-01T12:00:00.000Z', body),
    });
    await expect(verifyWebhook({ body, headers, secret, now: at })).resolves.toMatchObject({
      event: 'mailbox.status_changed',
    });
  });
});
