import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.js';
import { answer, type Receiver, startReceiver } from './support/receiver.js';
import { waitFor } from './support/wait.js';
import {
  emitMailboxEvent,
  getEvent,
  setWebhook,
  WEBHOOK_TEST_ENV,
  waitForState,
} from './support/webhooks.js';

// Failing continuously for 1 s disables the webhook here (5 days in production); the retry
// schedule spans about 2 s, so the streak gets there before the schedule runs out.
const h = useHarness({
  env: {
    ...WEBHOOK_TEST_ENV,
    MAILWRIGHT_WEBHOOK_RETRY_SCHEDULE: Array(10).fill('200ms').join(','),
    MAILWRIGHT_WEBHOOK_DISABLE_AFTER_MS: '1000',
  },
});
let receiver: Receiver;

beforeEach(async () => {
  await h.ctx.db.deleteFrom('jobs').execute();
  receiver = await startReceiver();
});
afterEach(() => receiver.close());

const workspace = async () =>
  (await h.call('GET', '/v1/api/workspaces/details', { query: { uid: h.team.workspace.uid } })).body
    .workspace;

describe('disabling a webhook that keeps failing', () => {
  it('disables it with a reason on the workspace, keeps recording events, and re-enables when set again', async () => {
    await setWebhook(h, receiver.url);
    expect(await workspace()).toMatchObject({
      webhook_disabled_at: null,
      webhook_disabled_reason: null,
    });
    receiver.fallback = answer(500);
    await h.startRunner();
    const { row } = await emitMailboxEvent(h);
    await waitFor(async () => (await workspace()).webhook_disabled_at !== null);

    const disabled = await workspace();
    expect(disabled.webhook_url).toBe(receiver.url);
    expect(disabled.webhook_disabled_reason).toMatch(
      /^Every delivery attempt since .+ failed \(the last: HTTP 500\)/,
    );
    // The attempt after the one that disabled the webhook is not made: the event is skipped.
    const stopped = await waitForState(h, row.uid, 'skipped');
    expect(stopped.delivery.last_error_class).toBe('webhook_disabled');
    const sent = receiver.requests.length;
    // Disabled by failing for the whole window, however many attempts a busy machine made in it:
    // the attempts that failed span at least the window, and none was made after.
    expect(stopped.attempts).toHaveLength(sent);
    const spans = stopped.attempts.map((a: { started_at: string; duration_ms: number }) => [
      Date.parse(a.started_at),
      Date.parse(a.started_at) + a.duration_ms,
    ]);
    const streak =
      Math.max(...spans.map(([, end]: number[]) => end)) -
      Math.min(...spans.map(([start]: number[]) => start));
    expect(streak).toBeGreaterThanOrEqual(1000);

    // Events keep being recorded, not sent; tests and redeliveries are refused with the reason.
    const later = (await emitMailboxEvent(h)).row;
    expect(later.delivery_state).toBe('skipped');
    expect(later.last_error_class).toBe('webhook_disabled');
    const test = await h.call('POST', '/v1/api/webhooks/test');
    expect(test.status).toBe(409);
    expect(test.body.message).toContain('disabled');
    const metrics = await h.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toContain(
      `mailwright_webhook_disabled{workspace_uid="${h.team.workspace.uid}"} 1`,
    );

    // Setting the webhook again re-enables it; the events can then be replayed.
    receiver.fallback = answer(200);
    await setWebhook(h, receiver.url);
    expect(await workspace()).toMatchObject({
      webhook_disabled_at: null,
      webhook_disabled_reason: null,
    });
    expect(receiver.requests.length).toBe(sent);
    const replay = await h.call('POST', '/v1/api/webhooks/events/redeliver-failed', {
      body: { since: row.created_at },
    });
    expect(replay.body.count).toBe(2);
    await waitForState(h, row.uid, 'delivered');
    await waitForState(h, later.uid, 'delivered');
  });

  it('a success ends the failure streak: failures with successes between never disable', async () => {
    await setWebhook(h, receiver.url);
    await h.startRunner();
    // A failure, then a success; then, once more than the window has passed since that first
    // failure, another failure. Had the success not ended the streak, this one would disable.
    receiver.queue(answer(500));
    const first = (await emitMailboxEvent(h)).row;
    await waitForState(h, first.uid, 'delivered');
    const firstFailure = Date.parse(
      (await getEvent(h, first.uid)).attempts.find(
        (a: { status_code: number }) => a.status_code === 500,
      ).started_at,
    );
    await waitFor(() => Date.now() > firstFailure + 1000 + 100);
    receiver.queue(answer(500));
    const second = (await emitMailboxEvent(h)).row;
    await waitForState(h, second.uid, 'delivered');
    expect(
      (await getEvent(h, second.uid)).attempts.map((a: { status_code: number }) => a.status_code),
    ).toEqual([500, 200]);
    expect((await workspace()).webhook_disabled_at).toBeNull();
  });
});
