import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { responseExcerpt } from '../src/modules/webhooks/http-attempt.js';
import { useHarness } from './support/harness.js';
import { answer, type Receiver, startReceiver } from './support/receiver.js';
import { clockPast } from './support/wait.js';
import {
  emitMailboxEvent,
  getEvent,
  mailboxRecord,
  setWebhook,
  signingSecret,
  verifyContractSignature,
  WEBHOOK_TEST_ENV,
  waitForState,
} from './support/webhooks.js';

// At debug, so delivered attempts' log lines are there to read (at info only the others are).
const h = useHarness({ env: { ...WEBHOOK_TEST_ENV, LOG_LEVEL: 'debug' } });
let receiver: Receiver;

beforeEach(async () => {
  await h.ctx.db.deleteFrom('jobs').execute();
  receiver = await startReceiver();
});
afterEach(() => receiver.close());

/** Lets the clock move on, so events get distinct creation times. */
const tick = () => clockPast();

// Strict, so a misspelt filter in a test fails instead of being ignored.
const list = (body: Record<string, unknown> = {}) =>
  h.call('POST', '/v1/api/webhooks/events/list', {
    body,
    headers: { 'x-mailwright-strict': 'true' },
  });

describe('delivery log', () => {
  it('lists the workspace’s events newest first with page-style pagination', async () => {
    const uids = [];
    for (let i = 0; i < 3; i++) {
      uids.push((await emitMailboxEvent(h)).row.uid);
      await tick();
    }
    const page1 = await list({ limit: 2 });
    expect(page1.status).toBe(200);
    expect(page1.body.events.map((e: any) => e.uid)).toEqual([uids[2], uids[1]]);
    expect(page1.body.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
    const page2 = await list({ limit: 2, page: 2 });
    expect(page2.body.events.map((e: any) => e.uid)).toEqual([uids[0]]);
    expect(page1.body.events[0]).toEqual({
      uid: uids[2],
      event: 'mailbox.status_changed',
      record_kind: 'mailbox',
      record_uid: expect.any(String),
      created_at: expect.stringMatching(/Z$/),
      delivery: {
        state: 'skipped',
        attempts: 0,
        last_attempt_at: null,
        last_status_code: null,
        last_error_class: 'no_webhook_url',
        next_attempt_at: null,
        delivered_at: null,
      },
    });
  });

  it('filters by event name, record uid, delivery state and time range', async () => {
    const record = mailboxRecord();
    const first = (await emitMailboxEvent(h, { record })).row;
    await tick();
    const middle = (await emitMailboxEvent(h)).row;
    await setWebhook(h, receiver.url);
    await h.startRunner();
    const test = await h.call('POST', '/v1/api/webhooks/test');
    expect(test.status).toBe(200);
    await waitForState(h, test.body.event.uid, 'delivered');
    await tick();
    const last = (await emitMailboxEvent(h, { record })).row;
    await waitForState(h, last.uid, 'delivered');

    const uidsOf = async (body: Record<string, unknown>) =>
      (await list(body)).body.events.map((e: any) => e.uid);
    expect(await uidsOf({ event: 'webhook.test' })).toEqual([test.body.event.uid]);
    expect(await uidsOf({ record_uid: record.uid })).toEqual([last.uid, first.uid]);
    expect(await uidsOf({ state: 'skipped' })).toEqual([middle.uid, first.uid]);
    expect(await uidsOf({ state: 'delivered', event: 'mailbox.status_changed' })).toEqual([
      last.uid,
    ]);
    expect(await uidsOf({ since: middle.created_at, until: last.created_at })).toEqual([
      test.body.event.uid,
      middle.uid,
    ]);
    // A time with an offset and no milliseconds means the same instant.
    const offset = new Date(Date.parse(last.created_at) + 3_600_000 + 1000)
      .toISOString()
      .replace(/\.\d{3}Z$/, '+01:00');
    expect(await uidsOf({ since: offset })).toEqual([]);
  });

  it('rejects bad filters with a 400 naming the field', async () => {
    for (const [body, field] of [
      [{ state: 'lost' }, 'state'],
      [{ event: 'mailbox.created' }, 'event'],
      [{ since: 'yesterday' }, 'since'],
      [{ limit: 501 }, 'limit'],
      [{ colour: 'red' }, 'colour'],
    ] as const) {
      const res = await list(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.details[0].field).toBe(field);
    }
  });

  it('refuses a since later than until with a 400 naming since, listing and redelivering', async () => {
    const event = (await emitMailboxEvent(h)).row;
    const since = new Date(Date.parse(event.created_at) + 1).toISOString();
    const until = event.created_at;
    const refused = {
      code: 'VALIDATION_FAILED',
      message: 'since must not be later than until',
      details: [{ field: 'since', message: 'must not be later than until' }],
    };
    const listed = await list({ since, until });
    expect(listed.status).toBe(400);
    expect(listed.body).toMatchObject(refused);
    await setWebhook(h, receiver.url);
    const redelivered = await h.call('POST', '/v1/api/webhooks/events/redeliver-failed', {
      body: { since, until },
    });
    expect(redelivered.status).toBe(400);
    expect(redelivered.body).toMatchObject(refused);
    // Equal ends are an empty range, not a mistake.
    expect((await list({ since: until, until })).body.events).toEqual([]);
    expect((await getEvent(h, event.uid)).delivery.state).toBe('skipped');
  });

  it('shows one event with its data, credentials masked, and every attempt', async () => {
    await setWebhook(h, receiver.url);
    receiver.queue(answer(500, 'x'.repeat(10_000)));
    await h.startRunner();
    const { row, record, metadata } = await emitMailboxEvent(h);
    const event = await waitForState(h, row.uid, 'delivered');
    expect(event.data).toEqual({
      mailbox: {
        ...record,
        password: '[redacted]',
        app_password: '[redacted]',
        secret: '[redacted]',
      },
      metadata,
    });
    expect(event.attempts).toHaveLength(2);
    expect(event.attempts[0]).toEqual({
      attempt: 1,
      trigger: 'automatic',
      state: 'failed',
      url: receiver.url,
      started_at: expect.any(String),
      duration_ms: expect.any(Number),
      status_code: 500,
      error_class: 'http_error',
      response_excerpt: 'x'.repeat(4096),
      next_attempt_at: expect.any(String),
    });
    expect(event.attempts[1]).toMatchObject({
      attempt: 2,
      state: 'succeeded',
      next_attempt_at: null,
    });
  });

  it('removes echoed credentials before cutting an excerpt to 4096 bytes, never inside a character', async () => {
    await setWebhook(h, receiver.url);
    const record = mailboxRecord();
    receiver.queue(
      // The password runs across the 4096-byte mark: removed whole, then cut.
      answer(500, `${'a'.repeat(4080)}${record.password}${'b'.repeat(100)}`),
      // Once the password is removed, a 3-byte character starts at byte 4095: it is left out.
      answer(500, `${record.password}${'a'.repeat(4085)}${'€'.repeat(10)}`),
    );
    await h.startRunner();
    const { row } = await emitMailboxEvent(h, { record });
    const event = await waitForState(h, row.uid, 'delivered');
    const excerpts = event.attempts.map((a: any) => a.response_excerpt);
    expect(excerpts.slice(0, 2)).toEqual([
      `${'a'.repeat(4080)}[redacted]${'b'.repeat(6)}`,
      `[redacted]${'a'.repeat(4085)}`,
    ]);
    expect(excerpts.slice(0, 2).map((e: string) => Buffer.byteLength(e))).toEqual([4096, 4095]);
  });

  it('shows where an attempt went without the URL’s query string, as the log line does', async () => {
    await setWebhook(h, `${receiver.url}?token=receiver-token-123#part`);
    await h.startRunner();
    const { row } = await emitMailboxEvent(h);
    const event = await waitForState(h, row.uid, 'delivered');
    // The receiver gets its query string; the delivery log and the log line show the URL without it.
    expect(receiver.requests.map((r) => r.path)).toEqual(['/hook?token=receiver-token-123']);
    expect(event.attempts.map((a: any) => a.url)).toEqual([receiver.url]);
    const line = h
      .logs()
      .split('\n')
      .find((l) => l.includes('"msg":"webhook attempt"') && l.includes(row.uid));
    expect(JSON.parse(line!).destination).toBe(receiver.url);
    expect(JSON.stringify(event)).not.toContain('receiver-token-123');
  });

  it('drops a character or a credential value cut off at the end of what was read', () => {
    const head = Buffer.from(`ok ${'€'}`).subarray(0, 4);
    expect(responseExcerpt(head, false, [])).toBe('ok ');
    expect(responseExcerpt(Buffer.from('ok pw-sec'), false, ['pw-secret'])).toBe('ok ');
    // A whole answer ends where it ends.
    expect(responseExcerpt(Buffer.from('ok pw-sec'), true, ['pw-secret'])).toBe('ok pw-sec');
  });

  it('never shows another workspace’s events, even the same team’s', async () => {
    const created = await h.call('POST', '/v1/api/workspaces/create', { body: { name: 'Second' } });
    const second = created.body.workspace.uid;
    const { row } = await emitMailboxEvent(h);
    const other = await h.call('POST', '/v1/api/webhooks/events/list', {
      workspace: second,
      body: {},
    });
    expect(other.body.events).toEqual([]);
    const detail = await h.call('GET', `/v1/api/webhooks/events/${row.uid}`, { workspace: second });
    expect(detail.status).toBe(404);
  });
});

describe('redelivery and the test event', () => {
  it('records events while no webhook URL is set and sends them once asked, after a URL is set', async () => {
    const before = await emitMailboxEvent(h);
    const res = await h.call('POST', `/v1/api/webhooks/events/${before.row.uid}/redeliver`);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('no webhook URL');
    expect((await h.call('POST', '/v1/api/webhooks/test')).status).toBe(409);

    await setWebhook(h, receiver.url);
    await h.startRunner();
    const since = new Date(Date.parse(before.row.created_at) - 1000).toISOString();
    const all = await h.call('POST', '/v1/api/webhooks/events/redeliver-failed', {
      body: { since },
    });
    expect(all.body).toMatchObject({ error: false, count: 1, has_more: false });
    const event = await waitForState(h, before.row.uid, 'delivered');
    expect(event.attempts).toMatchObject([{ attempt: 1, trigger: 'manual', state: 'succeeded' }]);
    expect(receiver.requests[0]!.headers['x-service-event-id']).toBe(before.row.uid);
  });

  it('redelivers a delivered event with the same id and a fresh signature, as a manual attempt', async () => {
    await setWebhook(h, receiver.url);
    const secret = await signingSecret(h);
    await h.startRunner();
    const { row } = await emitMailboxEvent(h);
    await waitForState(h, row.uid, 'delivered');
    const res = await h.call('POST', `/v1/api/webhooks/events/${row.uid}/redeliver`);
    expect(res.status).toBe(200);
    expect(res.body.event.delivery.state).toBe('pending');
    const [first, second] = await receiver.waitForRequests(2);
    expect(second!.headers['x-service-event-id']).toBe(row.uid);
    expect(second!.headers['x-service-timestamp']).not.toBe(first!.headers['x-service-timestamp']);
    expect(verifyContractSignature(secret, second!.headers, second!.body)).toBe(true);
    const event = await waitForState(h, row.uid, 'delivered');
    expect(event.attempts.map((a: any) => [a.attempt, a.trigger])).toEqual([
      [1, 'automatic'],
      [2, 'manual'],
    ]);
  });

  it('redelivers only failed and skipped events created in the range', async () => {
    const old = (await emitMailboxEvent(h)).row;
    await clockPast();
    const since = new Date().toISOString();
    const skipped = (await emitMailboxEvent(h)).row;
    await setWebhook(h, receiver.url);
    receiver.fallback = answer(500);
    await h.startRunner();
    const failed = (await emitMailboxEvent(h)).row;
    await waitForState(h, failed.uid, 'failed');
    receiver.fallback = answer(200);
    receiver.queue(answer(200));
    const delivered = (await emitMailboxEvent(h)).row;
    await waitForState(h, delivered.uid, 'delivered');
    const sentBefore = receiver.requests.length;

    const res = await h.call('POST', '/v1/api/webhooks/events/redeliver-failed', {
      body: { since },
    });
    expect(res.body).toMatchObject({
      count: 2,
      has_more: false,
      message: '2 events queued for redelivery',
    });
    await waitForState(h, skipped.uid, 'delivered');
    await waitForState(h, failed.uid, 'delivered');
    const resent = receiver.requests.slice(sentBefore).map((r) => r.headers['x-service-event-id']);
    expect(resent.sort()).toEqual([skipped.uid, failed.uid].sort());
    expect((await getEvent(h, old.uid)).delivery.state).toBe('skipped');
  });

  it('sends a webhook.test event a receiver can verify', async () => {
    await setWebhook(h, receiver.url);
    const secret = await signingSecret(h);
    await h.startRunner();
    const res = await h.call('POST', '/v1/api/webhooks/test');
    expect(res.body.event).toMatchObject({ event: 'webhook.test', record_kind: 'test' });
    const [request] = await receiver.waitForRequests(1);
    expect(request!.headers['x-service-event']).toBe('webhook.test');
    const body = JSON.parse(request!.body.toString());
    expect(body).toEqual({
      event: 'webhook.test',
      timestamp: request!.headers['x-service-timestamp'],
      team_id: h.team.team.uid,
      team_name: h.team.team.name,
      data: {
        test: { uid: res.body.event.record_uid, message: expect.any(String) },
        metadata: {
          requested_at: expect.any(String),
          workspace_id: h.team.workspace.id,
          workspace_uid: h.team.workspace.uid,
        },
      },
    });
    expect(verifyContractSignature(secret, request!.headers, request!.body)).toBe(true);
  });
});

describe('signing secrets', () => {
  const rotate = (body: Record<string, unknown> = {}) =>
    h.call('POST', '/v1/api/webhooks/secret/rotate', { body });

  it('has none before a webhook URL is set; the first URL creates it and later URLs keep it', async () => {
    const none = await h.call('GET', '/v1/api/webhooks/secret');
    expect(none.status).toBe(409);
    expect((await rotate()).status).toBe(409);
    await setWebhook(h, 'https://one.example.com/hook');
    const secret = await signingSecret(h);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    await setWebhook(h, 'https://two.example.com/hook');
    await setWebhook(h, '');
    await setWebhook(h, 'https://three.example.com/hook');
    expect(await signingSecret(h)).toBe(secret);
    const other = await h.createTeam();
    await setWebhook(h, 'https://one.example.com/hook', other);
    expect(await signingSecret(h, other)).not.toBe(secret);
  });

  it('is created with a workspace created with a webhook URL', async () => {
    const created = await h.call('POST', '/v1/api/workspaces/create', {
      body: { name: 'With hook', webhook_url: 'https://hooks.example.com/mw' },
    });
    const res = await h.call('GET', '/v1/api/webhooks/secret', {
      workspace: created.body.workspace.uid,
    });
    expect(res.status).toBe(200);
    expect(res.body.secret).toMatch(/^whsec_/);
  });

  it('is shown by no other operation and stored sealed', async () => {
    await setWebhook(h, receiver.url);
    const secret = await signingSecret(h);
    await h.startRunner();
    const test = await h.call('POST', '/v1/api/webhooks/test');
    await waitForState(h, test.body.event.uid, 'delivered');
    const responses = [
      await h.call('GET', '/v1/api/workspaces/list'),
      await h.call('GET', '/v1/api/workspaces/details', { query: { uid: h.team.workspace.uid } }),
      await list(),
      await h.call('GET', `/v1/api/webhooks/events/${test.body.event.uid}`),
    ];
    for (const res of responses) expect(JSON.stringify(res.body)).not.toContain(secret.slice(6));
    const stored = await h.ctx.db.selectFrom('webhook_endpoints').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(secret.slice(6));
    expect(h.logs()).not.toContain(secret.slice(6));
  });

  it('rotates after the grace period: the current secret keeps signing until then', async () => {
    await setWebhook(h, receiver.url);
    const current = await signingSecret(h);
    const res = await rotate();
    expect(res.status).toBe(200);
    const next = res.body.secret;
    expect(next).toMatch(/^whsec_/);
    expect(next).not.toBe(current);
    const expectedActive = Date.now() + 24 * 3_600_000;
    expect(Math.abs(Date.parse(res.body.active_at) - expectedActive)).toBeLessThan(60_000);
    const shown = await h.call('GET', '/v1/api/webhooks/secret');
    expect(shown.body).toMatchObject({
      secret: current,
      next_secret: next,
      next_secret_active_at: res.body.active_at,
    });

    await h.startRunner();
    const test = await h.call('POST', '/v1/api/webhooks/test');
    await waitForState(h, test.body.event.uid, 'delivered');
    const [request] = receiver.requests;
    expect(verifyContractSignature(current, request!.headers, request!.body)).toBe(true);
    expect(verifyContractSignature(next, request!.headers, request!.body)).toBe(false);
  });

  it('switches to the next secret once its grace period has passed', async () => {
    await setWebhook(h, receiver.url);
    const old = await signingSecret(h);
    const res = await rotate({ grace_period_minutes: 1 });
    expect(res.status).toBe(200);
    const next = res.body.secret;
    // The minute of grace is over: moved into the past rather than waited for.
    await h.ctx.db
      .updateTable('webhook_endpoints')
      .set({ next_secret_active_at: new Date(Date.now() - 1000).toISOString() })
      .where('workspace_id', '=', h.team.workspace.id)
      .execute();

    const shown = await h.call('GET', '/v1/api/webhooks/secret');
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      secret: next,
      next_secret: null,
      next_secret_active_at: null,
    });
    await h.startRunner();
    const test = await h.call('POST', '/v1/api/webhooks/test');
    await waitForState(h, test.body.event.uid, 'delivered');
    const [request] = receiver.requests;
    expect(verifyContractSignature(next, request!.headers, request!.body)).toBe(true);
    expect(verifyContractSignature(old, request!.headers, request!.body)).toBe(false);
    const headers = {
      'webhook-id': String(request!.headers['webhook-id']),
      'webhook-timestamp': String(request!.headers['webhook-timestamp']),
      'webhook-signature': String(request!.headers['webhook-signature']),
    };
    expect(() => new Webhook(old).verify(request!.body.toString(), headers)).toThrow();
    expect(new Webhook(next).verify(request!.body.toString(), headers)).toMatchObject({
      event: 'webhook.test',
    });
  });

  it('switches at once with a grace period of 0, and a verifier holding both secrets accepts either', async () => {
    await setWebhook(h, receiver.url);
    const old = await signingSecret(h);
    const res = await rotate({ grace_period_minutes: 0 });
    expect(Date.parse(res.body.active_at)).toBeLessThanOrEqual(Date.now());
    expect(await signingSecret(h)).toBe(res.body.secret);
    await h.startRunner();
    const test = await h.call('POST', '/v1/api/webhooks/test');
    await waitForState(h, test.body.event.uid, 'delivered');
    const [request] = receiver.requests;
    const headers = {
      'webhook-id': String(request!.headers['webhook-id']),
      'webhook-timestamp': String(request!.headers['webhook-timestamp']),
      'webhook-signature': String(request!.headers['webhook-signature']),
    };
    expect(() => new Webhook(old).verify(request!.body.toString(), headers)).toThrow();
    expect(new Webhook(res.body.secret).verify(request!.body.toString(), headers)).toMatchObject({
      event: 'webhook.test',
    });
  });

  it('signs the next delivery with a secret rotated after a delivery in the same process', async () => {
    // The worker keeps opened secrets by their sealed form: a rotation must reach the next attempt.
    await setWebhook(h, receiver.url);
    const old = await signingSecret(h);
    await h.startRunner();
    const first = await h.call('POST', '/v1/api/webhooks/test');
    await waitForState(h, first.body.event.uid, 'delivered');
    const res = await rotate({ grace_period_minutes: 0 });
    expect(res.status).toBe(200);
    const second = await h.call('POST', '/v1/api/webhooks/test');
    await waitForState(h, second.body.event.uid, 'delivered');
    const [before, after] = receiver.requests;
    expect(verifyContractSignature(old, before!.headers, before!.body)).toBe(true);
    expect(verifyContractSignature(res.body.secret, after!.headers, after!.body)).toBe(true);
    expect(verifyContractSignature(old, after!.headers, after!.body)).toBe(false);
  });

  it('rejects a grace period outside 0 to 7 days', async () => {
    await setWebhook(h, receiver.url);
    for (const grace of [-1, 7 * 24 * 60 + 1, 1.5]) {
      const res = await rotate({ grace_period_minutes: grace });
      expect(res.status).toBe(400);
      expect(res.body.details[0].field).toBe('grace_period_minutes');
    }
  });
});
