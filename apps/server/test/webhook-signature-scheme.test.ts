import { createHash, timingSafeEqual } from 'node:crypto';
import { verifyWebhook } from '@mailwright/sdk/webhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.js';
import { type Receiver, startReceiver } from './support/receiver.js';
import {
  emitMailboxEvent,
  setWebhook,
  signingSecret,
  verifyContractSignature,
  WEBHOOK_TEST_ENV,
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
});
