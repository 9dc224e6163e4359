import { createServer } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WebhookConfig } from '../src/config.js';
import { retryDelayMs } from '../src/modules/webhooks/attempt-schedule.js';
import { parseRetryAfter } from '../src/modules/webhooks/http-attempt.js';
import { useHarness } from './support/harness.js';
import { answer, hang, type Receiver, slowBody, startReceiver } from './support/receiver.js';
import {
  emitMailboxEvent,
  setWebhook,
  WEBHOOK_TEST_ENV,
  waitForState,
} from './support/webhooks.js';

const h = useHarness({
  env: {
    ...WEBHOOK_TEST_ENV,
    MAILWRIGHT_WEBHOOK_RETRY_AFTER_MAX_MS: '1500',
  },
});
let receiver: Receiver;

beforeEach(async () => {
  await h.ctx.db.deleteFrom('jobs').execute();
  receiver = await startReceiver();
});
afterEach(() => receiver.close());

/** Emits an event, waits for it to be delivered, and returns its attempts as [status, error class]. */
async function deliverThroughFailures() {
  await setWebhook(h, receiver.url);
  await h.startRunner();
  const { row } = await emitMailboxEvent(h);
  const event = await waitForState(h, row.uid, 'delivered');
  const ids = new Set(receiver.requests.map((r) => r.headers['x-service-event-id']));
  expect([...ids]).toEqual([row.uid]);
  return event.attempts.map((a: any) => [a.status_code, a.error_class]);
}

describe('webhook retries', () => {
  it('retries a receiver that does not answer in time', async () => {
    receiver.queue(hang);
    expect(await deliverThroughFailures()).toEqual([
      [null, 'timeout'],
      [200, null],
    ]);
  });

  it('retries a body that is still arriving when the time is up, even after a 200 status', async () => {
    receiver.queue(slowBody(200));
    expect(await deliverThroughFailures()).toEqual([
      [200, 'timeout'],
      [200, null],
    ]);
  });

  it('does not follow a redirect: a 3xx is a failed attempt, retried at the same URL', async () => {
    receiver.queue(
      answer(302, '', { location: '/elsewhere' }),
      answer(307, '', { location: '/x' }),
    );
    expect(await deliverThroughFailures()).toEqual([
      [302, 'redirect'],
      [307, 'redirect'],
      [200, null],
    ]);
    expect(receiver.requests.map((r) => r.path)).toEqual(['/hook', '/hook', '/hook']);
  });

  it('retries 4xx and 5xx answers alike', async () => {
    receiver.queue(answer(400), answer(401), answer(503));
    expect(await deliverThroughFailures()).toEqual([
      [400, 'http_error'],
      [401, 'http_error'],
      [503, 'http_error'],
      [200, null],
    ]);
  });

  it('retries a refused connection through the whole schedule, then marks the event failed', async () => {
    const port = await closedPort();
    await setWebhook(h, `http://127.0.0.1:${port}/hook`);
    await h.startRunner();
    const { row } = await emitMailboxEvent(h);
    const event = await waitForState(h, row.uid, 'failed');
    // One attempt and one retry per entry of the schedule (50ms,100ms,100ms).
    expect(event.attempts.map((a: any) => a.error_class)).toEqual(
      Array(4).fill('connection_refused'),
    );
    expect(event.attempts.at(-1).next_attempt_at).toBeNull();
    expect(event.delivery).toMatchObject({
      state: 'failed',
      attempts: 4,
      next_attempt_at: null,
      last_error_class: 'connection_refused',
    });
  });

  it('waits as long as Retry-After asks on a 429, up to the configured bound', async () => {
    receiver.queue(
      answer(429, 'slow down', { 'retry-after': '1' }),
      answer(503, 'maintenance', { 'retry-after': '3600' }),
    );
    await setWebhook(h, receiver.url);
    await h.startRunner();
    const { row } = await emitMailboxEvent(h);
    const event = await waitForState(h, row.uid, 'delivered');
    const [first, second, third] = receiver.requests;
    // The schedule says ~50 ms and ~100 ms; Retry-After says 1 s, then an hour capped to 1.5 s.
    expect(second!.receivedAt - first!.receivedAt).toBeGreaterThanOrEqual(950);
    expect(third!.receivedAt - second!.receivedAt).toBeGreaterThanOrEqual(1450);
    const waits = event.attempts
      .slice(0, 2)
      .map((a: any) => Date.parse(a.next_attempt_at) - Date.parse(a.started_at) - a.duration_ms);
    expect(waits[0]).toBeGreaterThanOrEqual(1000);
    expect(waits[0]).toBeLessThan(1100);
    expect(waits[1]).toBeGreaterThanOrEqual(1500);
    expect(waits[1]).toBeLessThan(1600);
  });
});

/** A port on 127.0.0.1 that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('retry timing', () => {
  const config = (): WebhookConfig => ({
    ...h.ctx.config.webhooks,
    retryScheduleMs: [5_000, 30_000],
    retryAfterMaxMs: 3_600_000,
  });

  it('varies each delay by up to 20 % either way', () => {
    expect(retryDelayMs(config(), 1, null, () => 0)).toBe(4_000);
    expect(retryDelayMs(config(), 1, null, () => 0.5)).toBe(5_000);
    expect(retryDelayMs(config(), 1, null, () => 1)).toBe(6_000);
    expect(retryDelayMs(config(), 2, null, () => 0)).toBe(24_000);
    expect(retryDelayMs(config(), 2, null, () => 1)).toBe(36_000);
    const delays = Array.from({ length: 200 }, () => retryDelayMs(config(), 1, null)!);
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(4_000);
      expect(delay).toBeLessThanOrEqual(6_000);
    }
    expect(new Set(delays).size).toBeGreaterThan(1);
  });

  it('ends after the last entry of the schedule', () => {
    expect(retryDelayMs(config(), 3, null, () => 0.5)).toBeNull();
    expect(retryDelayMs(config(), 3, 1_000, () => 0.5)).toBeNull();
  });

  it('lets Retry-After lengthen a delay up to the bound, never shorten it', () => {
    expect(retryDelayMs(config(), 1, 20_000, () => 0.5)).toBe(20_000);
    expect(retryDelayMs(config(), 1, 1_000, () => 0.5)).toBe(5_000);
    expect(retryDelayMs(config(), 1, 2 * 3_600_000, () => 0.5)).toBe(3_600_000);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-20T10:00:00.000Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 7 ', now)).toBe(7_000);
    const inFive = new Date(now + 5_000).toUTCString();
    expect(inFive).toBe('Fri, 20 Nov 2026 10:00:05 GMT');
    expect(parseRetryAfter(inFive, now)).toBe(5_000);
    expect(parseRetryAfter('Fri, 20 Nov 2026 11:00:00 GMT', now)).toBe(3_600_000);
    // A date already past asks for no wait; the schedule's own delay then applies.
    expect(parseRetryAfter('Fri, 20 Nov 2026 09:59:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('', now)).toBeNull();
    expect(parseRetryAfter(undefined, now)).toBeNull();
  });
});
