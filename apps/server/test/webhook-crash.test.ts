import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.js';
import { cliPath, killAll, spawnNode } from './support/processes.js';
import { answer, hang, type Receiver, startReceiver } from './support/receiver.js';
import { PATIENCE_MS, PROCESS_TEST_TIMEOUT_MS, waitFor } from './support/wait.js';
import {
  emitMailboxEvent,
  setWebhook,
  WEBHOOK_TEST_ENV,
  waitForState,
} from './support/webhooks.js';

const h = useHarness({ env: WEBHOOK_TEST_ENV });
let receiver: Receiver;

beforeEach(async () => {
  await h.ctx.db.deleteFrom('jobs').execute();
  receiver = await startReceiver();
});
afterEach(async () => {
  await killAll();
  await receiver.close();
});

/** The real `mailwright serve --role worker`, on this file's database. */
const startWorker = async (extra: Record<string, string> = {}) => {
  const worker = spawnNode(
    cliPath,
    ['serve', '--role', 'worker'],
    h.env({ MAILWRIGHT_JOB_LEASE_MS: '1000', MAILWRIGHT_JOB_CONCURRENCY: '20', ...extra }),
  );
  await worker.waitForOutput('worker running', PROCESS_TEST_TIMEOUT_MS);
  return worker;
};

const emit = async (count: number) => {
  const uids: string[] = [];
  for (let i = 0; i < count; i++) uids.push((await emitMailboxEvent(h)).row.uid);
  return uids;
};

// Starts real processes: each test gets the time a busy machine needs (PROCESS_TEST_TIMEOUT_MS).
describe('a worker killed mid-storm', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('loses no event: after a restart every event reaches the receiver and ends delivered', async () => {
    await setWebhook(h, receiver.url);
    // Answers take 100 ms, and after the first 50 the receiver holds requests open until the
    // kill: the worker is always mid-storm when it dies (requests in flight, most events not yet
    // delivered), however late a busy machine lets this test look.
    receiver.delayMs = 100;
    const ok = receiver.fallback;
    receiver.fallback = (request, res) =>
      receiver.requests.indexOf(request) < 50 ? ok(request, res) : hang(request, res);
    const uids = await emit(100);
    const first = await startWorker();
    uids.push(...(await emit(100)));
    await waitFor(
      () => receiver.requests.length >= 50 && receiver.openNow() > 0,
      PATIENCE_MS,
      'the first worker did not get going',
    );
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    const beforeRestart = receiver.requests.length;
    expect(beforeRestart).toBeLessThan(uids.length);
    // Events keep being committed while no worker runs.
    uids.push(...(await emit(100)));
    receiver.fallback = ok;

    await startWorker();
    const received = () =>
      new Set(receiver.requests.map((r) => String(r.headers['x-service-event-id'])));
    await waitFor(
      () => uids.every((uid) => received().has(uid)),
      60_000,
      'not every event reached the receiver',
    );
    await waitFor(
      async () => {
        const rows = await h.ctx.db
          .selectFrom('events')
          .select('delivery_state')
          .where('workspace_id', '=', h.team.workspace.id)
          .execute();
        return rows.length === 300 && rows.every((r) => r.delivery_state === 'delivered');
      },
      PATIENCE_MS,
      'not every event ended delivered',
    );

    // Each of the 300 ids arrived at least once; the ones cut off by the kill arrived again.
    const counts = new Map<string, number>();
    for (const r of receiver.requests) {
      const id = String(r.headers['x-service-event-id']);
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect(new Set(counts.keys())).toEqual(new Set(uids));
    const interrupted = await h.ctx.db
      .selectFrom('webhook_attempts')
      .select('event_id')
      .where('workspace_id', '=', h.team.workspace.id)
      .where('error_class', '=', 'interrupted')
      .execute();
    expect(interrupted.length).toBeGreaterThan(0);
  });
});

describe('a worker stopped mid-attempt', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('leaves the cut attempt in the delivery log as interrupted; the next worker delivers it', async () => {
    await setWebhook(h, receiver.url);
    // The receiver holds the request open: the shutdown's grace period runs out mid-attempt.
    receiver.fallback = hang;
    const { row } = await emitMailboxEvent(h);
    // Leases long enough that a busy machine never retakes a running attempt (only the
    // shutdown cuts it).
    const lease = { MAILWRIGHT_JOB_LEASE_MS: '30000' };
    const first = await startWorker({ ...lease, MAILWRIGHT_SHUTDOWN_GRACE_MS: '200' });
    await receiver.waitForRequests(1);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.stdout()).toContain('released unfinished jobs at shutdown');

    receiver.fallback = answer(200);
    await startWorker(lease);
    const event = await waitForState(h, row.uid, 'delivered');
    // The receiver got the event twice; the log says why.
    expect(receiver.requests.map((r) => r.headers['x-service-event-id'])).toEqual([
      row.uid,
      row.uid,
    ]);
    expect(
      event.attempts.map((a: any) => [a.attempt, a.state, a.error_class, a.status_code]),
    ).toEqual([
      [1, 'failed', 'interrupted', null],
      [2, 'succeeded', null, 200],
    ]);
  });
});
