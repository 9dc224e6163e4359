import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.js';
import { writeDirectly } from './support/list-counts.js';
import { answer, type Receiver, startReceiver } from './support/receiver.js';
import { clockPast, PATIENCE_MS, waitFor } from './support/wait.js';
import {
  emitMailboxEvent,
  getEvent,
  setWebhook,
  WEBHOOK_TEST_ENV,
  waitForState,
} from './support/webhooks.js';

const h = useHarness({
  env: {
    ...WEBHOOK_TEST_ENV,
    MAILWRIGHT_WEBHOOK_RETRY_SCHEDULE: '50ms,1h',
    MAILWRIGHT_METRICS_TOKEN: 'scrape-me',
  },
});
let receiver: Receiver;

beforeEach(async () => {
  await h.ctx.db.deleteFrom('jobs').execute();
  receiver = await startReceiver();
});
afterEach(() => receiver.close());

const scrape = (token: string | null = 'scrape-me') =>
  h.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** The value of one sample, by metric name and workspace. */
const sample = (text: string, name: string, workspaceUid: string) => {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}{workspace_uid="${workspaceUid}"}`));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
};

/** The oldest-undelivered age of a workspace, as of a scrape between `scrapedFrom` and now. */
const expectAge = (text: string, workspaceUid: string, createdAt: string, scrapedFrom: number) => {
  const age = sample(text, 'mailwright_webhook_oldest_undelivered_event_age_seconds', workspaceUid);
  const created = Date.parse(createdAt);
  expect(age).toBeGreaterThanOrEqual((scrapedFrom - created) / 1000 - 0.001);
  expect(age).toBeLessThanOrEqual((Date.now() - created) / 1000 + 0.001);
};

/** Ends an event as `failed`, as if its schedule had run out (the schedule here ends with 1 h). */
const markFailed = async (eventId: string) => {
  await writeDirectly(
    h,
    'events',
    { id: eventId },
    { delivery_state: 'failed', next_attempt_at: null, last_error_class: 'http_error' },
  );
};

describe('/metrics', () => {
  it('needs the metrics token when one is configured', async () => {
    expect((await scrape(null)).statusCode).toBe(401);
    expect((await scrape('wrong')).statusCode).toBe(401);
    expect((await scrape()).statusCode).toBe(200);
  });

  it('reports per-workspace deliveries, failed attempts, pending events and the oldest one’s age', async () => {
    await setWebhook(h, receiver.url);
    // Two events delivered (one after a failure); a third stays pending behind a 1 h retry.
    receiver.queue(answer(500), answer(200), answer(200), answer(503), answer(503));
    await h.startRunner();
    const delivered = [(await emitMailboxEvent(h)).row, (await emitMailboxEvent(h)).row];
    for (const row of delivered) await waitForState(h, row.uid, 'delivered');
    const pending = (await emitMailboxEvent(h)).row;
    await waitFor(async () => {
      const attempts = (await getEvent(h, pending.uid)).attempts;
      return attempts.length === 2 && attempts[1].state === 'failed';
    });

    const scrapedFrom = Date.now();
    const res = await scrape();
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = res.body;
    const ws = h.team.workspace.uid;
    expect(text).toContain('# TYPE mailwright_webhook_deliveries_total counter');
    expect(text).toContain('# TYPE mailwright_webhook_events_pending gauge');
    expect(sample(text, 'mailwright_webhook_deliveries_total', ws)).toBe(2);
    expect(sample(text, 'mailwright_webhook_failed_attempts_total', ws)).toBe(3);
    expect(sample(text, 'mailwright_webhook_events_pending', ws)).toBe(1);
    expectAge(text, ws, pending.created_at, scrapedFrom);
    // Another team's workspace has its own series.
    const other = await h.createTeam();
    await emitMailboxEvent(h, { team: other });
    expect(
      sample((await scrape()).body, 'mailwright_webhook_deliveries_total', other.workspace.uid),
    ).toBeUndefined();
  });

  it('counts failed events in the oldest-undelivered age, and leaves skipped events out', async () => {
    // A workspace without a webhook URL: its event ends `skipped`, never owed to a receiver.
    const skippedTeam = await h.createTeam();
    const skipped = (await emitMailboxEvent(h, { team: skippedTeam })).row;
    // A workspace whose only event failed.
    const failedTeam = await h.createTeam();
    await setWebhook(h, receiver.url, failedTeam);
    const onlyFailed = (await emitMailboxEvent(h, { team: failedTeam })).row;
    await markFailed(onlyFailed.id);
    // This workspace: an older failed event and a newer pending one; the failed one is the oldest.
    await setWebhook(h, receiver.url);
    const failed = (await emitMailboxEvent(h)).row;
    await markFailed(failed.id);
    await clockPast();
    receiver.fallback = answer(500);
    await h.startRunner();
    const pending = (await emitMailboxEvent(h)).row;
    await waitFor(async () => (await getEvent(h, pending.uid)).attempts.length === 2);
    await waitForState(h, skipped.uid, 'skipped', PATIENCE_MS, skippedTeam);

    const scrapedFrom = Date.now();
    const text = (await scrape()).body;
    const ws = h.team.workspace.uid;
    expect(sample(text, 'mailwright_webhook_events_pending', ws)).toBe(1);
    expect(sample(text, 'mailwright_webhook_events_failed', ws)).toBe(1);
    expectAge(text, ws, failed.created_at, scrapedFrom);
    expectAge(text, failedTeam.workspace.uid, onlyFailed.created_at, scrapedFrom);
    expect(
      sample(
        text,
        'mailwright_webhook_oldest_undelivered_event_age_seconds',
        skippedTeam.workspace.uid,
      ),
    ).toBeUndefined();
  });
});
