import { verifyWebhook } from '@mailwright/sdk/webhooks';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/transaction.js';
import { ATTEMPT_JOB_NAME } from '../src/modules/webhooks/attempt-schedule.js';
import { settleDeliveries } from '../src/modules/webhooks/delivery-settle.js';
import { findDeliveries } from '../src/modules/webhooks/events.repository.js';
import { emitEvent } from '../src/modules/webhooks/events.service.js';
import { useHarness } from './support/harness.js';
import { answer, echo, type Receiver, startReceiver } from './support/receiver.js';
import {
  emitMailboxEvent,
  getEvent,
  setWebhook,
  signingSecret,
  verifyContractSignature,
  WEBHOOK_TEST_ENV,
  waitForState,
} from './support/webhooks.js';

// At debug, so delivered attempts' log lines are there to read (at info only the others are).
const h = useHarness({
  env: { ...WEBHOOK_TEST_ENV, MAILWRIGHT_WEBHOOK_MAX_IN_FLIGHT: '2', LOG_LEVEL: 'debug' },
});
let receiver: Receiver;

beforeEach(async () => {
  await h.ctx.db.deleteFrom('jobs').execute();
  receiver = await startReceiver();
});
afterEach(() => receiver.close());

const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('webhook delivery', () => {
  it('POSTs the contract’s headers and envelope, byte for byte, signed in both dialects', async () => {
    await setWebhook(h, receiver.url);
    const secret = await signingSecret(h);
    await h.startRunner();
    const { row, record, metadata } = await emitMailboxEvent(h);
    const [request] = await receiver.waitForRequests(1);
    const headers = request!.headers;
    const timestamp = String(headers['x-service-timestamp']);

    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/hook');
    expect(headers['content-type']).toBe('application/json');
    expect(headers['user-agent']).toBe('Service-Webhook/1.0');
    expect(headers['x-service-event']).toBe('mailbox.status_changed');
    expect(timestamp).toMatch(ISO_MS);
    expect(Math.abs(Date.parse(timestamp) - Date.now())).toBeLessThan(60_000);
    expect(headers['x-service-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(headers['x-service-event-id']).toBe(row.uid);
    expect(headers['webhook-id']).toBe(row.uid);
    expect(headers['webhook-timestamp']).toBe(String(Math.floor(Date.parse(timestamp) / 1000)));
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(headers.authorization).toBeUndefined();

    // The body is exactly this serialisation: field order, types and the attempt's timestamp.
    const expected = JSON.stringify({
      event: 'mailbox.status_changed',
      timestamp,
      team_id: h.team.team.uid,
      team_name: h.team.team.name,
      data: { mailbox: record, metadata },
    });
    expect(request!.body.toString('utf8')).toBe(expected);
    expect(Number(headers['content-length'])).toBe(Buffer.byteLength(expected));

    expect(verifyContractSignature(secret, headers, request!.body)).toBe(true);
    const verified = new Webhook(secret).verify(request!.body.toString('utf8'), {
      'webhook-id': String(headers['webhook-id']),
      'webhook-timestamp': String(headers['webhook-timestamp']),
      'webhook-signature': String(headers['webhook-signature']),
    });
    expect(verified).toEqual(JSON.parse(expected));
    // And the project's own SDK verifier, as integrators use it.
    const sdkEvent = await verifyWebhook({ body: request!.body, headers, secret });
    expect(sdkEvent).toMatchObject({ event: 'mailbox.status_changed', eventId: row.uid });
    // A tampered body fails both checks.
    const tampered = Buffer.from(expected.replace('"active"', '"failed"'));
    expect(verifyContractSignature(secret, headers, tampered)).toBe(false);
    expect(() =>
      new Webhook(secret).verify(tampered.toString(), {
        'webhook-id': String(headers['webhook-id']),
        'webhook-timestamp': String(headers['webhook-timestamp']),
        'webhook-signature': String(headers['webhook-signature']),
      }),
    ).toThrow();

    const event = await waitForState(h, row.uid, 'delivered');
    expect(event.attempts).toMatchObject([
      { attempt: 1, trigger: 'automatic', state: 'succeeded', status_code: 200, error_class: null },
    ]);
  });

  it('answered 500 then 200: the same event id twice, re-signed with a fresh timestamp, then delivered', async () => {
    await setWebhook(h, receiver.url);
    const secret = await signingSecret(h);
    receiver.queue(answer(500, 'database down'), answer(200));
    await h.startRunner();
    const { row } = await emitMailboxEvent(h);
    const [first, second] = await receiver.waitForRequests(2);
    const event = await waitForState(h, row.uid, 'delivered');

    for (const request of [first!, second!]) {
      expect(request.headers['x-service-event-id']).toBe(row.uid);
      expect(request.headers['webhook-id']).toBe(row.uid);
      expect(verifyContractSignature(secret, request.headers, request.body)).toBe(true);
      const envelope = JSON.parse(request.body.toString());
      expect(envelope.timestamp).toBe(request.headers['x-service-timestamp']);
    }
    expect(second!.headers['x-service-timestamp']).not.toBe(first!.headers['x-service-timestamp']);
    expect(
      event.attempts.map((a: any) => [a.attempt, a.state, a.status_code, a.error_class]),
    ).toEqual([
      [1, 'failed', 500, 'http_error'],
      [2, 'succeeded', 200, null],
    ]);
    expect(event.attempts[0].response_excerpt).toBe('database down');
    expect(event.attempts[0].next_attempt_at).toMatch(ISO_MS);
    expect(event.delivery).toMatchObject({
      state: 'delivered',
      attempts: 2,
      next_attempt_at: null,
    });
  });

  it('a 2xx other than 200 ends delivery: nothing is sent again', async () => {
    await setWebhook(h, receiver.url);
    receiver.fallback = answer(202);
    const runner = await h.startRunner();
    const { row } = await emitMailboxEvent(h);
    await waitForState(h, row.uid, 'delivered');
    await runner.drain();
    // No attempt is left to come: a retry would be a queued job.
    expect(await h.ctx.db.selectFrom('jobs').select(['name', 'status']).execute()).toEqual([]);
    expect(receiver.requests).toHaveLength(1);
    expect((await getEvent(h, row.uid)).attempts).toHaveLength(1);
  });

  it('settles an attempt into its event only while the event is still its to settle; a late one is numbered and logged, and changes nothing else', async () => {
    await setWebhook(h, receiver.url);
    // No runner: the attempts are settled here as batches of the runner's would be.
    const { row } = await emitMailboxEvent(h);
    const [delivery] = await findDeliveries(h.ctx.db, [row.id]);
    if (!delivery) throw new Error('the event was not found');
    const at = new Date();
    const round = delivery.delivery_round;
    const attempt = (status: number, number: number, inRound = round) => ({
      kind: 'attempt' as const,
      delivery,
      url: receiver.url,
      job: {
        event_id: row.id,
        round: inRound,
        attempt: number,
        trigger: 'automatic' as const,
        deferrals: 0,
      },
      startedAt: at,
      finishedAt: at,
      result: {
        succeeded: status === 200,
        statusCode: status,
        errorClass: status === 200 ? null : ('http_error' as const),
        responseExcerpt: null,
        retryAfterMs: null,
        detail: null,
      },
    });
    const outcomes = (settled: Awaited<ReturnType<typeof settleDeliveries>>) =>
      settled.map((s) => ({ number: s.number, retry: s.next !== null }));
    // Attempt 1 fails and schedules attempt 2. Each late one fails one test of "still its to
    // settle" alone: a second run of attempt 1 (the event's position moved on), and attempt 2 of
    // an earlier round (the round moved on).
    expect(
      outcomes(
        await settleDeliveries(h.ctx, [
          attempt(500, 1),
          attempt(500, 1),
          attempt(500, 2, round - 1),
        ]),
      ),
    ).toEqual([
      { number: 1, retry: true },
      { number: 2, retry: false },
      { number: 3, retry: false },
    ]);
    // Attempt 2 delivers; attempt 3, settled after it, finds the event no longer pending.
    expect(outcomes(await settleDeliveries(h.ctx, [attempt(200, 2), attempt(500, 3)]))).toEqual([
      { number: 4, retry: false },
      { number: 5, retry: false },
    ]);
    const event = await getEvent(h, row.uid);
    expect(event.delivery).toMatchObject({ state: 'delivered', last_status_code: 200 });
    expect(
      event.attempts.map((a: { attempt: number; state: string }) => [a.attempt, a.state]),
    ).toEqual([
      [1, 'failed'],
      [2, 'failed'],
      [3, 'failed'],
      [4, 'succeeded'],
      [5, 'failed'],
    ]);
    // The one retry scheduled is attempt 1's.
    const retries = await h.ctx.db
      .selectFrom('jobs')
      .select('payload')
      .where('name', '=', ATTEMPT_JOB_NAME)
      .execute();
    expect(retries.map((j) => JSON.parse(j.payload).attempt).filter((n: number) => n > 1)).toEqual([
      2,
    ]);
  });

  it('sends nothing for an event whose transaction rolled back', async () => {
    await setWebhook(h, receiver.url);
    const runner = await h.startRunner();
    await expect(
      inTransaction(h.ctx.db, async (trx) => {
        await emitEvent(trx, h.ctx, {
          workspaceId: h.team.workspace.id,
          event: 'webhook.test',
          kind: 'test',
          record: { uid: 'rolled-back' },
          metadata: {},
        });
        throw new Error('the status change failed');
      }),
    ).rejects.toThrow('the status change failed');
    const { row } = await emitMailboxEvent(h);
    await waitForState(h, row.uid, 'delivered');
    await runner.drain();
    expect(receiver.requests.map((r) => r.headers['x-service-event-id'])).toEqual([row.uid]);
  });

  it('keeps at most MAILWRIGHT_WEBHOOK_MAX_IN_FLIGHT requests open to one workspace', async () => {
    await setWebhook(h, receiver.url);
    receiver.delayMs = 150;
    await h.startRunner({ concurrency: 10 });
    const rows = [];
    for (let i = 0; i < 8; i++) rows.push((await emitMailboxEvent(h)).row);
    for (const row of rows) await waitForState(h, row.uid, 'delivered');
    expect(receiver.requests).toHaveLength(8);
    expect(receiver.maxConcurrent()).toBe(2);
  });

  it('never lets a credential value reach a log line, the delivery log, or the stored event', async () => {
    await setWebhook(h, receiver.url);
    const secret = await signingSecret(h);
    receiver.queue(echo);
    await h.startRunner();
    const { row, record } = await emitMailboxEvent(h);
    const [request] = await receiver.waitForRequests(1);
    // The receiver does get them: the contract puts them in the event.
    expect(JSON.parse(request!.body.toString()).data.mailbox.password).toBe(record.password);
    const event = await waitForState(h, row.uid, 'delivered');

    const credentials = [record.password, record.app_password, record.secret, secret];
    const list = await h.call('POST', '/v1/api/webhooks/events/list', { body: {} });
    const stored = await h.ctx.db
      .selectFrom('events')
      .select('payload')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    const attempts = await h.ctx.db
      .selectFrom('webhook_attempts')
      .selectAll()
      .where('event_id', '=', row.id)
      .execute();
    const surfaces = {
      logs: h.logs(),
      detail: JSON.stringify(event),
      list: JSON.stringify(list.body),
      stored: stored.payload,
      attempts: JSON.stringify(attempts),
    };
    expect(h.logs()).toContain('"msg":"webhook attempt"');
    for (const [where, text] of Object.entries(surfaces)) {
      for (const value of credentials)
        expect(text, `${where} holds a credential`).not.toContain(value);
    }
    expect(event.data.mailbox).toMatchObject({
      uid: record.uid,
      email: record.email,
      password: '[redacted]',
      app_password: '[redacted]',
      secret: '[redacted]',
    });
    // The echoed body is kept in the excerpt with the credential values removed.
    expect(event.attempts[0].response_excerpt).toContain('"password":"[redacted]"');
  });
});
