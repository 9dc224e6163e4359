import { createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { Agent } from 'undici';

/**
 * The floor of webhook delivery: the work a delivery cannot avoid when each attempt is recorded
 * durably, done the cheapest way we know on each database, with no Kysely and no Mailwright
 * code. On the bench's own database (its schema, its events and their attempt jobs), through a
 * connection of its own, per batch of `concurrency` jobs:
 * 1. claim the due attempt jobs (one `UPDATE … RETURNING`, as the runner's claim);
 * 2. read their events with workspace, team and signing secret (one joined `SELECT`);
 * 3. per event: open its sealed payload (AES-256-GCM; the signing secret is opened once per
 *    workspace), build the envelope, sign it (the contract's and the Standard Webhooks HMAC) and
 *    POST it with undici, the batch's POSTs at once;
 * 4. settle, atomically: each event numbered and settled, its attempt row inserted, its job
 *    deleted (`FloorStore.settle`: on SQLite one transaction of prepared statements, on
 *    PostgreSQL one statement).
 * As the runner does, a batch's settle runs while the next batch is claimed, read and sent (on
 * SQLite the settle is synchronous, so nothing overlaps there). Left out, beside what Mailwright
 * does: the records' current credentials (a read per batch), the list counters (one upsert per
 * batch), failure streaks, retries (a failed POST here fails the event), the in-flight cap per
 * workspace and the destination check at connect time.
 */
export interface FloorOptions {
  /**
   * The bench's database, with its schema and queued attempt jobs, through one dialect's store
   * (`webhook-floor-sqlite.ts`, `webhook-floor-postgres.ts`).
   */
  store: FloorStore;
  masterKey: Buffer;
  concurrency: number;
  timeoutMs: number;
}

/** The attempt job's name (`modules/webhooks/attempt-schedule.ts`). */
export const FLOOR_JOB = 'webhooks.attempt';
export const FLOOR_LEASE_MS = 30_000;

export interface FloorRun {
  /** Makes every queued attempt job due now (the start of a timed drain). */
  release(): Promise<void>;
  /** Drains every due attempt job; resolves with the attempts recorded and the batches. */
  drain(): Promise<{ attempts: number; batches: number; statements: number }>;
  /** Rows in the database now: attempt rows, and attempt jobs not yet removed. */
  count(): Promise<{ attempts: number; jobs: number }>;
  close(): Promise<void>;
}

/** An event as the floor's joined read returns it. */
export interface FloorEvent {
  id: string;
  uid: string;
  event: string;
  recordKind: string;
  payload: string;
  sensitive: boolean;
  workspaceId: string;
  url: string;
  teamUid: string;
  teamName: string;
  signingSecret: string;
}

/** One dialect's statements, each the cheapest form of that step on that database. */
export interface FloorStore {
  release(at: string): Promise<void>;
  /** Claims up to `count` due attempt jobs for `worker`. */
  claim(worker: string, count: number): Promise<Array<{ id: string; payload: string }>>;
  read(eventIds: string[]): Promise<FloorEvent[]>;
  /** Settles the batch atomically; returns the statements it sent. */
  settle(worker: string, sent: FloorSent[]): Promise<number>;
  count(): Promise<{ attempts: number; jobs: number }>;
  close(): Promise<void>;
}

export interface FloorJob {
  event_id: string;
  round: number;
  attempt: number;
  trigger: string;
}

export interface FloorSent {
  /** The attempt row's id. */
  attemptId: string;
  jobId: string;
  eventId: string;
  workspaceId: string;
  url: string;
  job: FloorJob;
  startedAt: Date;
  finishedAt: Date;
  status: number;
  excerpt: string | null;
}

export function webhookFloor(options: FloorOptions): FloorRun {
  const { store } = options;
  // The same dispatcher settings as delivery's (`delivery-runtime.ts`) but the destination check.
  const agent = new Agent({
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
    keepAliveTimeout: 4_000,
    connections: options.concurrency,
  });
  const worker = `floor:${process.pid}:${randomBytes(3).toString('hex')}`;
  const key = options.masterKey;
  const open = (sealed: string) => {
    const [, iv, tag, body] = sealed.split('.') as [string, string, string, string];
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString(
      'utf8',
    );
  };
  const signingKeys = new Map<string, Buffer>();
  const signingKey = (sealed: string) => {
    let found = signingKeys.get(sealed);
    if (!found) {
      found = Buffer.from(open(sealed).slice('whsec_'.length), 'base64');
      signingKeys.set(sealed, found);
    }
    return found;
  };

  async function post(e: FloorEvent, job: FloorJob, jobId: string): Promise<FloorSent> {
    const { record, metadata } = JSON.parse(e.sensitive ? open(e.payload) : e.payload);
    const startedAt = new Date();
    const iso = startedAt.toISOString();
    const body = Buffer.from(
      JSON.stringify({
        event: e.event,
        timestamp: iso,
        team_id: e.teamUid,
        team_name: e.teamName,
        data: { [e.recordKind]: record, metadata },
      }),
    );
    const hmacKey = signingKey(e.signingSecret);
    const unix = String(Math.floor(startedAt.getTime() / 1000));
    const contract = createHmac('sha256', hmacKey).update(`${iso}.`).update(body).digest('hex');
    const standard = createHmac('sha256', hmacKey)
      .update(`${e.uid}.${unix}.`)
      .update(body)
      .digest('base64');
    const target = new URL(e.url);
    let status = 0;
    let excerpt: string | null = null;
    try {
      const answer = await agent.request({
        origin: target.origin,
        path: target.pathname + target.search,
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'Service-Webhook/1.0',
          'X-Service-Event': e.event,
          'X-Service-Timestamp': iso,
          'X-Service-Signature': `sha256=${contract}`,
          'X-Service-Event-Id': e.uid,
          'webhook-id': e.uid,
          'webhook-timestamp': unix,
          'webhook-signature': `v1,${standard}`,
        },
        body,
      });
      status = answer.statusCode;
      excerpt = (await answer.body.text()).slice(0, 4096);
    } catch {
      status = 0;
    }
    return {
      attemptId: newId(),
      jobId,
      eventId: e.id,
      workspaceId: e.workspaceId,
      url: e.url,
      job,
      startedAt,
      finishedAt: new Date(),
      status,
      excerpt,
    };
  }

  return {
    release: () => store.release(new Date().toISOString()),
    async drain() {
      let attempts = 0;
      let batches = 0;
      let statements = 0;
      let settling: Promise<number> = Promise.resolve(0);
      for (;;) {
        const claimed = await store.claim(worker, options.concurrency);
        statements++;
        if (claimed.length === 0) break;
        batches++;
        const jobs = claimed.map(({ id, payload }) => ({
          id,
          job: JSON.parse(payload) as FloorJob,
        }));
        const events = await store.read(jobs.map((j) => j.job.event_id));
        statements++;
        const byEvent = new Map(events.map((e) => [e.id, e]));
        const sent = await Promise.all(
          jobs.flatMap(({ id, job }) => {
            const e = byEvent.get(job.event_id);
            return e ? [post(e, job, id)] : [];
          }),
        );
        // The previous batch's settle ran while this batch was claimed, read and sent.
        statements += await settling;
        settling = store.settle(worker, sent);
        attempts += sent.length;
      }
      statements += await settling;
      return { attempts, batches, statements };
    },
    count: () => store.count(),
    async close() {
      await store.close();
      await agent.close();
    },
  };
}

/** A 24-hex id, as Mailwright's (`lib/ids.ts`), without importing it. */
function newId(): string {
  return randomBytes(12).toString('hex');
}
