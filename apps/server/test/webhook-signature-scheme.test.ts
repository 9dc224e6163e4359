import { createHash, timingSafeEqual } from 'node:crypto';
import { verifyWebhook } from '@mailwright/sdk/webhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.js';
import { type Behaviour, type Receiver, startReceiver } from './support/receiver.js';
import {
  emitMailboxEvent,
  setWebhook,
  signingSecret,
  verifyContractSignature,
  WEBHOOK_TEST_ENV,
  waitForState,
} from './support/webhooks.js';

/**
 * Issue 12 item 11: a workspace can sign as the real service does (a static `sha256=` hash of an
 * API key), so a receiver written for it runs unchanged; the per-delivery HMAC stays the default.
 */
const h = useHarness({ env: WEBHOOK_TEST_ENV });
let receiver: Receiver;

beforeEach(async () => {
  await h.ctx.db.deleteFrom('jobs').execute();
  receiver = await startReceiver();
});
afterEach(() => receiver.close());

/** A receiver written for the real service: the docs' recipe, SHA-256 of the key it holds. */
function realServiceReceiverAccepts(apiKey: string, header: unknown): boolean {
  const given = String(header)
    .replace(/^sha256=/i, '')
    .toLowerCase();
  const expected = createHash('sha256').update(apiKey).digest('hex');
  return (
    given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  );
}

/**
 * A receiver written for the real service, as strict as its public integrations are (a FastAPI
 * handler and two TypeScript clients; service-facts.md §2.3): it reads only the real service's
 * header names. 401 when `X-InboxKit-Signature` is missing or is not `sha256=` + the hex SHA-256
 * of the API key it holds (prefix optional, case-insensitive, compared in constant time); 400
 * when `X-InboxKit-Event` is not the body's `event`, or `X-InboxKit-Timestamp` (or the body's
 * `timestamp`) is more than 5 minutes off; 200 otherwise. Each answer's status is kept.
 */
function strictRealServiceReceiver(apiKey: string, answers: number[]): Behaviour {
  return (request, res) => {
    const reply = (status: number) => {
      answers.push(status);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: status === 200 ? 'processed' : 'refused' }));
    };
    const signature = request.headers['x-inboxkit-signature'];
    if (typeof signature !== 'string' || !realServiceReceiverAccepts(apiKey, signature))
      return reply(401);
    let envelope: { event?: string; timestamp?: string };
    try {
      envelope = JSON.parse(request.body.toString('utf8'));
    } catch {
      return reply(400);
    }
    if (request.headers['x-inboxkit-event'] !== envelope.event) return reply(400);
    const stamp = String(request.headers['x-inboxkit-timestamp'] ?? envelope.timestamp);
    if (!(Math.abs(Date.now() - Date.parse(stamp)) <= 5 * 60_000)) return reply(400);
    return reply(200);
  };
}

const setScheme = (scheme: string) =>
  h.call('POST', '/v1/api/webhooks/signature-scheme', { body: { scheme } });

describe('webhook signature schemes', () => {
  it('signs with the per-delivery HMAC by default; the SDK verifies it', async () => {
    await setWebhook(h, receiver.url);
    const secret = await signingSecret(h);
    const shown = await h.call('GET', '/v1/api/webhooks/secret');
    expect(shown.body.signature_scheme).toBe('hmac');
    await h.startRunner();
    await emitMailboxEvent(h);
    const [request] = await receiver.waitForRequests(1);
    expect(verifyContractSignature(secret, request!.headers, request!.body)).toBe(true);
    expect(realServiceReceiverAccepts(h.team.token, request!.headers['x-service-signature'])).toBe(
      false,
    );
    await expect(
      verifyWebhook({ body: request!.body, headers: request!.headers, secret }),
    ).resolves.toBeDefined();
  });

  it('api_key_sha256: every delivery carries sha256 of the API key, as a real-service receiver checks', async () => {
    await setWebhook(h, receiver.url);
    const res = await setScheme('api_key_sha256');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ scheme: 'api_key_sha256' });
    expect(h.team.token.startsWith(res.body.api_key_prefix)).toBe(true);
    await h.startRunner();
    await emitMailboxEvent(h);
    await emitMailboxEvent(h);
    const requests = await receiver.waitForRequests(2);
    const signatures = requests.map((r) => r.headers['x-service-signature']);
    for (const signature of signatures)
      expect(realServiceReceiverAccepts(h.team.token, signature)).toBe(true);
    // Static: the same value on every delivery, whatever the body (the weakness documented).
    expect(signatures[0]).toBe(signatures[1]);
    expect(requests[0]!.body.equals(requests[1]!.body)).toBe(false);
    // The Standard Webhooks headers stay HMAC-signed with the secret.
    expect(requests[0]!.headers['webhook-signature']).toMatch(/^v1,/);
  });

  it('api_key_sha256 also sends the real service’s header names: a strict receiver written for it accepts every delivery', async () => {
    const answers: number[] = [];
    receiver.fallback = strictRealServiceReceiver(h.team.token, answers);
    await setWebhook(h, receiver.url);
    await h.startRunner();
    // The default scheme: no real-service headers (its signature would not verify anyway).
    await emitMailboxEvent(h);
    const [plain] = await receiver.waitForRequests(1);
    expect(plain!.headers['x-inboxkit-signature']).toBeUndefined();
    expect(answers[0]).toBe(401);

    expect((await setScheme('api_key_sha256')).status).toBe(200);
    const { row } = await emitMailboxEvent(h);
    const delivered = await waitForState(h, row.uid, 'delivered');
    expect(delivered.delivery.last_status_code).toBe(200);
    const request = receiver.requests.find((r) => r.headers['x-service-event-id'] === row.uid);
    expect(request).toBeDefined();
    const headers = request!.headers;
    // Beside the contract's headers, unchanged, with the same values.
    expect(headers['x-inboxkit-event']).toBe(headers['x-service-event']);
    expect(headers['x-inboxkit-event']).toBe('mailbox.status_changed');
    expect(headers['x-inboxkit-timestamp']).toBe(headers['x-service-timestamp']);
    expect(headers['x-inboxkit-timestamp']).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/,
    );
    expect(headers['x-inboxkit-signature']).toBe(headers['x-service-signature']);
    expect(headers['user-agent']).toBe('Service-Webhook/1.0');
    expect(answers).toContain(200);
  });

  it('switching back to hmac restores the default, and an unknown scheme is a 400', async () => {
    await setWebhook(h, receiver.url);
    await setScheme('api_key_sha256');
    const back = await setScheme('hmac');
    expect(back.body).toEqual({
      error: false,
      message: expect.any(String),
      scheme: 'hmac',
      api_key_prefix: null,
    });
    const secret = await signingSecret(h);
    await h.startRunner();
    await emitMailboxEvent(h);
    const [request] = await receiver.waitForRequests(1);
    expect(verifyContractSignature(secret, request!.headers, request!.body)).toBe(true);
    const bad = await setScheme('md5');
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].field).toBe('scheme');
  });

  it('reads the scheme without the secret: hmac before any is chosen, then the one chosen', async () => {
    const read = () => h.call('GET', '/v1/api/webhooks/signature-scheme');
    const before = await read();
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      error: false,
      message: 'Signature scheme retrieved successfully',
      scheme: 'hmac',
      api_key_prefix: null,
    });
    await setWebhook(h, receiver.url);
    const chosen = await setScheme('api_key_sha256');
    const after = await read();
    expect(after.body).toMatchObject({
      scheme: 'api_key_sha256',
      api_key_prefix: chosen.body.api_key_prefix,
    });
    expect(h.team.token.startsWith(after.body.api_key_prefix)).toBe(true);
    expect(JSON.stringify(after.body)).not.toContain('whsec_');
    await setScheme('hmac');
    expect((await read()).body).toMatchObject({ scheme: 'hmac', api_key_prefix: null });
  });
});
