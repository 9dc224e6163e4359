import { createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { Agent } from 'undici';

/**
 * The floor of webhook delivery on SQLite: the work a delivery cannot avoid when each attempt is
 * recorded durably, done the cheapest way we know, with no Kysely and no Mailwright code. On the
 * bench's own database file (its schema, its events and their attempt jobs), through a
 * connection of its own with the server's pragmas, per batch of `concurrency` jobs:
 * 1. claim the due attempt jobs (one `UPDATE … RETURNING`, as the runner's claim);
 * 2. read their events with workspace, team and signing secret (one joined `SELECT`);
 * 3. per event: open its sealed payload (AES-256-GCM; the signing secret is opened once per
 *    workspace), build the envelope, sign it (the contract's and the Standard Webhooks HMAC) and
 *    POST it with undici, the batch's POSTs at once;
 * 4. one transaction (`BEGIN IMMEDIATE`): each event numbered and settled (one `UPDATE …
 *    RETURNING`), its attempt row inserted, its job deleted; commit.
 * Every statement is prepared once and run with better-sqlite3's own calls. Left out, beside
 * what Mailwright does: the records' current credentials (a read per batch), the list counters
 * (one upsert per batch), failure streaks, retries (a failed POST here fails the event), the
 * in-flight cap per workspace and the destination check at connect time.
 */
export interface FloorOptions {
  /** The SQLite database file, with Mailwright's schema and queued attempt jobs. */
  path: string;
  masterKey: Buffer;
  concurrency: number;
  timeoutMs: number;
}

/** The attempt job's name (`modules/webhooks/attempt-schedule.ts`). */
const JOB = 'webhooks.attempt';
const LEASE_MS = 30_000;

export interface FloorRun {
  /** Makes every queued attempt job due now (the start of a timed drain). */
  release(): void;
  /** Drains every due attempt job; resolves with the attempts recorded and the batches. */
  drain(): Promise<{ attempts: number; batches: number; statements: number }>;
  /** Rows in the database now: attempt rows, and attempt jobs not yet removed. */
  count(): { attempts: number; jobs: number };
  close(): Promise<void>;
}

export function webhookFloor(options: FloorOptions): FloorRun {
  const db = new SQLite(options.path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 10000');
  // The same dispatcher settings as delivery's (`delivery-runtime.ts`) but the destination check.
  const agent = new Agent({
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
    keepAliveTimeout: 4_000,
    connections: options.concurrency,
  });
  const worker = `floor:${process.pid}:${randomBytes(3).toString('hex')}`;
  const release = db.prepare(`update jobs set run_at = ? where status = 'queued' and name = ?`);
  const claim = db
    .prepare(
      `update jobs set status = 'running', locked_by = ?, locked_until = ?, attempts = attempts + 1, updated_at = ?
       where id in (select id from jobs where name = ? and status = 'queued' and run_at <= ? order by run_at limit ?)
       returning id, payload`,
    )
    .raw(true);
  const reads = new Map<number, SQLite.Statement>();
  const read = (count: number) => {
    let statement = reads.get(count);
    if (!statement) {
      statement = db
        .prepare(
          `select e.id, e.uid, e.event, e.record_kind, e.payload, e.sensitive, e.workspace_id,
             w.webhook_url, t.uid, t.name, s.signing_secret
           from events e join workspaces w on w.id = e.workspace_id join teams t on t.id = w.team_id
             join webhook_endpoints s on s.workspace_id = e.workspace_id
           where e.id in (${Array.from({ length: count }, () => '?').join(', ')})`,
        )
        .raw(true);
      reads.set(count, statement);
    }
    return statement;
  };
  const settleEvent = db.prepare(
    `update events set attempt_count = attempt_count + 1, round_attempts = ?, delivery_state = ?,
       delivered_at = ?, next_attempt_at = null, last_attempt_at = ?, last_status_code = ?,
       last_error_class = ?
     where id = ? and delivery_round = ? and delivery_state = 'pending' returning attempt_count`,
  );
  const insertAttempt = db.prepare(
    `insert into webhook_attempts (id, event_id, workspace_id, attempt, round, trigger, url,
       started_at, finished_at, duration_ms, succeeded, status_code, error_class, response_excerpt,
       next_attempt_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, null)`,
  );
  const deleteJob = db.prepare('delete from jobs where id = ? and locked_by = ?');
  const settle = db.transaction((sent: Sent[]) => {
    for (const s of sent) {
      const ok = s.status >= 200 && s.status < 300;
      const started = s.startedAt.toISOString();
      const finished = s.finishedAt.toISOString();
      const numbered = settleEvent.get(
        s.job.attempt,
        ok ? 'delivered' : 'failed',
        ok ? finished : null,
        started,
        s.status || null,
        ok ? null : 'http_error',
        s.eventId,
        s.job.round,
      ) as { attempt_count: number } | undefined;
      if (numbered) {
        insertAttempt.run(
          newId(),
          s.eventId,
          s.workspaceId,
          numbered.attempt_count,
          s.job.round,
          s.job.trigger,
          s.url,
          started,
          finished,
          s.finishedAt.getTime() - s.startedAt.getTime(),
          ok ? 1 : 0,
          s.status || null,
          ok ? null : 'http_error',
          s.excerpt,
        );
      }
      deleteJob.run(s.jobId, worker);
    }
  });
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

  async function post(row: unknown[], job: ClaimedJob, jobId: string): Promise<Sent> {
    const [eventId, uid, event, kind, payload, sensitive, workspaceId, url, teamUid, teamName] =
      row as [string, string, string, string, string, number, string, string, string, string];
    const { record, metadata } = JSON.parse(sensitive ? open(payload) : payload);
    const startedAt = new Date();
    const iso = startedAt.toISOString();
    const body = Buffer.from(
      JSON.stringify({
        event,
        timestamp: iso,
        team_id: teamUid,
        team_name: teamName,
        data: { [kind]: record, metadata },
      }),
    );
    const hmacKey = signingKey(row[10] as string);
    const unix = String(Math.floor(startedAt.getTime() / 1000));
    const contract = createHmac('sha256', hmacKey).update(`${iso}.`).update(body).digest('hex');
    const standard = createHmac('sha256', hmacKey)
      .update(`${uid}.${unix}.`)
      .update(body)
      .digest('base64');
    const target = new URL(url);
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
          'X-Service-Event': event,
          'X-Service-Timestamp': iso,
          'X-Service-Signature': `sha256=${contract}`,
          'X-Service-Event-Id': uid,
          'webhook-id': uid,
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
      jobId,
      eventId,
      workspaceId,
      url,
      job,
      startedAt,
      finishedAt: new Date(),
      status,
      excerpt,
    };
  }

  return {
    release() {
      release.run(new Date().toISOString(), JOB);
    },
    async drain() {
      let attempts = 0;
      let batches = 0;
      let statements = 0;
      for (;;) {
        const now = new Date();
        const claimed = claim.all(
          worker,
          new Date(now.getTime() + LEASE_MS).toISOString(),
          now.toISOString(),
          JOB,
          now.toISOString(),
          options.concurrency,
        ) as Array<[string, string]>;
        statements++;
        if (claimed.length === 0) break;
        batches++;
        const jobs = claimed.map(([id, payload]) => ({
          id,
          job: JSON.parse(payload) as ClaimedJob,
        }));
        const rows = read(jobs.length).all(...jobs.map((j) => j.job.event_id)) as unknown[][];
        statements++;
        const byEvent = new Map(rows.map((row) => [row[0] as string, row]));
        const sent = await Promise.all(
          jobs.flatMap(({ id, job }) => {
            const row = byEvent.get(job.event_id);
            return row ? [post(row, job, id)] : [];
          }),
        );
        settle.immediate(sent);
        // BEGIN, one UPDATE, one INSERT and one DELETE per attempt, COMMIT.
        statements += 2 + sent.length * 3;
        attempts += sent.length;
      }
      return { attempts, batches, statements };
    },
    count() {
      const attempts = db.prepare('select count(*) from webhook_attempts').pluck().get() as number;
      const jobs = db
        .prepare('select count(*) from jobs where name = ?')
        .pluck()
        .get(JOB) as number;
      return { attempts, jobs };
    },
    async close() {
      db.close();
      await agent.close();
    },
  };
}

interface ClaimedJob {
  event_id: string;
  round: number;
  attempt: number;
  trigger: string;
}

interface Sent {
  jobId: string;
  eventId: string;
  workspaceId: string;
  url: string;
  job: ClaimedJob;
  startedAt: Date;
  finishedAt: Date;
  status: number;
  excerpt: string | null;
}

/** A 24-hex id, as Mailwright's (`lib/ids.ts`), without importing it. */
function newId(): string {
  return randomBytes(12).toString('hex');
}
