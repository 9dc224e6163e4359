import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { inTransaction } from '../../src/db/transaction.js';
import type { JobDefinition } from '../../src/jobs/job.js';
import { JobQueue } from '../../src/jobs/queue.js';
import { JobRunner } from '../../src/jobs/runner.js';
import { newId, newUid } from '../../src/lib/ids.js';
import { webhookAttemptJob } from '../../src/modules/webhooks/delivery.job.js';
import { insertEvent } from '../../src/modules/webhooks/events.repository.js';
import type { Harness } from './harness.js';
import { type Receiver, startReceiver } from './receiver.js';
import { waitFor } from './wait.js';
import { setWebhook, WEBHOOK_TEST_ENV } from './webhooks.js';

/** Environment for files that observe events: webhooks may reach the loopback receiver. */
export const EVENT_TEST_ENV = WEBHOOK_TEST_ENV;

export interface RecordedEvent {
  event: string;
  record: Record<string, any>;
  metadata: Record<string, any>;
  workspace_id: string;
}

let receiver: Receiver | null = null;
let deliveryRunner: JobRunner | null = null;

/**
 * Starts a real HTTP receiver on loopback for this test file and points each test team's
 * workspace webhook at it (through the contract's Update workspace webhook). Events are then
 * observed as integrators see them: delivered, signed, over HTTP. Call after `useHarness`, whose
 * environment must allow loopback destinations ({@link EVENT_TEST_ENV}).
 */
export function useEventReceiver(h: Harness): { url(): string } {
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  beforeEach(async () => {
    await setWebhook(h, (receiver as Receiver).url);
  });
  afterEach(async () => {
    await deliveryRunner?.stop(0);
    deliveryRunner = null;
  });
  afterAll(async () => {
    await receiver?.close();
    receiver = null;
  });
  return { url: () => (receiver as Receiver).url };
}

/**
 * Runs webhook delivery attempts only, so observing events never moves a lifecycle along (a test
 * may have paused the other jobs to look at an intermediate state).
 */
async function startDeliveryRunner(h: Harness): Promise<void> {
  if (deliveryRunner) return;
  const queue = new JobQueue(h.ctx.database.dialect);
  queue.register([webhookAttemptJob as JobDefinition]);
  deliveryRunner = new JobRunner(h.ctx, queue, {
    concurrency: 10,
    leaseMs: 30_000,
    pollIntervalMs: 20,
  });
  await deliveryRunner.start();
}

/**
 * The events emitted so far for one record that the webhook receives, as the receiver got them,
 * in the order they were emitted: waits until the receiver has had one delivery per event the service recorded for the
 * record; the record and metadata are read from the delivered bodies.
 */
export async function recordedEvents(h: Harness, recordUid: string): Promise<RecordedEvent[]> {
  if (!receiver) throw new Error('recordedEvents needs useEventReceiver(h) in this test file');
  const active = receiver;
  await startDeliveryRunner(h);
  const rows = await h.ctx.db
    .selectFrom('events')
    .select(['uid', 'workspace_id', 'record_kind', 'delivery_state'])
    .where('record_uid', '=', recordUid)
    // Events of kinds the webhook does not receive are in the log but never sent.
    .where((eb) =>
      eb.or([
        eb('last_error_class', 'is', null),
        eb('last_error_class', '!=', 'event_not_enabled'),
      ]),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const delivered = () =>
    new Map(active.requests.map((r) => [String(r.headers['x-service-event-id']), r] as const));
  await waitFor(
    () => rows.every((row) => delivered().has(row.uid)),
    15_000,
    `not every event of ${recordUid} reached the receiver: ${JSON.stringify(rows)}`,
  );
  const received = delivered();
  return rows.map((row) => {
    const body = JSON.parse((received.get(row.uid) as { body: Buffer }).body.toString('utf8'));
    return {
      event: body.event,
      record: body.data[row.record_kind],
      metadata: body.data.metadata,
      workspace_id: row.workspace_id,
    };
  });
}

/** The statuses a record went through, from its delivered events. */
export async function statusTrail(h: Harness, recordUid: string): Promise<string[]> {
  return (await recordedEvents(h, recordUid)).map((e) => e.record.status);
}

/**
 * Writes `count` skipped events (no webhook URL) of the test team's workspace through the
 * repository, one millisecond apart from `start`, oldest first: names taken in turn from
 * `events`, records from `records` (a new one for each event when none are given).
 */
export async function writeSkippedEvents(
  h: Harness,
  count: number,
  options: { start: string; events: readonly string[]; records?: readonly string[] },
) {
  const start = Date.parse(options.start);
  const rows = Array.from({ length: count }, (_, i) => ({
    id: newId(),
    uid: newUid(),
    workspace_id: h.team.workspace.id,
    event: options.events[i % options.events.length] as string,
    record_kind: 'test',
    record_uid: options.records
      ? (options.records[i % options.records.length] as string)
      : newUid(),
    payload: '{"record":{},"metadata":{}}',
    sensitive: 0,
    created_at: new Date(start + i).toISOString(),
    delivery_state: 'skipped' as const,
    delivery_round: 1,
    round_attempts: 0,
    attempt_count: 0,
    next_attempt_at: null,
    last_attempt_at: null,
    last_status_code: null,
    last_error_class: 'no_webhook_url',
    delivered_at: null,
  }));
  await inTransaction(h.ctx.db, async (trx) => {
    for (const row of rows) await insertEvent(trx, row);
  });
  return rows;
}
