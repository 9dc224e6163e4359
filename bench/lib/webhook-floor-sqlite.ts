import SQLite from 'better-sqlite3';
import {
  FLOOR_JOB,
  FLOOR_LEASE_MS,
  type FloorEvent,
  type FloorSent,
  type FloorStore,
} from './webhook-floor.js';

/**
 * The floor's statements on SQLite (`webhook-floor.ts`): a connection of its own to the bench's
 * database file with the server's pragmas; every statement prepared once and run with
 * better-sqlite3's own calls; the settle one `BEGIN IMMEDIATE` transaction with one UPDATE, one
 * INSERT and one DELETE per attempt.
 */
export function sqliteFloorStore(path: string): FloorStore {
  const db = new SQLite(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 10000');
  const release = db.prepare(`update jobs set run_at = ? where status = 'queued' and name = ?`);
  const claim = db.prepare(
    `update jobs set status = 'running', locked_by = ?, locked_until = ?, attempts = attempts + 1, updated_at = ?
     where id in (select id from jobs where name = ? and status = 'queued' and run_at <= ? order by run_at limit ?)
     returning id, payload`,
  );
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
  const settle = db.transaction((worker: string, sent: FloorSent[]) => {
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
          s.attemptId,
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
  return {
    async release(at) {
      release.run(at, FLOOR_JOB);
    },
    async claim(worker, count) {
      const now = new Date();
      return claim.all(
        worker,
        new Date(now.getTime() + FLOOR_LEASE_MS).toISOString(),
        now.toISOString(),
        FLOOR_JOB,
        now.toISOString(),
        count,
      ) as Array<{ id: string; payload: string }>;
    },
    async read(eventIds) {
      const rows = read(eventIds.length).all(...eventIds) as unknown[][];
      return rows.map(
        (r): FloorEvent => ({
          id: r[0] as string,
          uid: r[1] as string,
          event: r[2] as string,
          recordKind: r[3] as string,
          payload: r[4] as string,
          sensitive: Boolean(r[5]),
          workspaceId: r[6] as string,
          url: r[7] as string,
          teamUid: r[8] as string,
          teamName: r[9] as string,
          signingSecret: r[10] as string,
        }),
      );
    },
    async settle(worker, sent) {
      settle.immediate(worker, sent);
      // BEGIN, one UPDATE, one INSERT and one DELETE per attempt, COMMIT.
      return 2 + sent.length * 3;
    },
    async count() {
      const attempts = db.prepare('select count(*) from webhook_attempts').pluck().get() as number;
      const jobs = db
        .prepare('select count(*) from jobs where name = ?')
        .pluck()
        .get(FLOOR_JOB) as number;
      return { attempts, jobs };
    },
    async close() {
      db.close();
    },
  };
}
