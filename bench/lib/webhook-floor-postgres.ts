import pg from 'pg';
import { FLOOR_JOB, FLOOR_LEASE_MS, type FloorSent, type FloorStore } from './webhook-floor.js';

/**
 * The floor's statements on PostgreSQL (`webhook-floor.ts`): two connections of its own (one
 * claims and reads, the other settles, so a settle and the next claim overlap), each statement
 * prepared once on its connection (named), and every step one round trip, the settle included:
 * one statement whose common table expressions number and settle the events, insert the attempt
 * rows and delete the jobs (atomic as any single statement), its rows passed as arrays.
 */
export async function postgresFloorStore(url: string): Promise<FloorStore> {
  const client = new pg.Client({ connectionString: url });
  const settler = new pg.Client({ connectionString: url });
  await Promise.all([client.connect(), settler.connect()]);
  const run = (name: string, text: string, values: unknown[], on = client) =>
    on.query({ name: `floor_${name}`, text, values });
  return {
    async release(at) {
      await client.query(`update jobs set run_at = $1 where status = 'queued' and name = $2`, [
        at,
        FLOOR_JOB,
      ]);
      // As the runner does on a deep backlog: claims planned from fresh statistics.
      await client.query('analyze jobs');
    },
    async claim(worker, count) {
      const now = new Date();
      const { rows } = await run(
        'claim',
        `with claimed as materialized (select id from jobs where name = $4 and status = 'queued'
           and run_at <= $3 order by run_at limit $5 for update skip locked)
         update jobs set status = 'running', locked_by = $1, locked_until = $2, attempts = attempts + 1, updated_at = $3
         where id in (select id from claimed)
         returning id, payload`,
        [
          worker,
          new Date(now.getTime() + FLOOR_LEASE_MS).toISOString(),
          now.toISOString(),
          FLOOR_JOB,
          count,
        ],
      );
      return rows;
    },
    async read(eventIds) {
      const { rows } = await run(
        'read',
        `select e.id, e.uid, e.event, e.record_kind as "recordKind", e.payload,
           e.sensitive <> 0 as sensitive, e.workspace_id as "workspaceId", w.webhook_url as url,
           t.uid as "teamUid", t.name as "teamName", s.signing_secret as "signingSecret"
         from events e join workspaces w on w.id = e.workspace_id join teams t on t.id = w.team_id
           join webhook_endpoints s on s.workspace_id = e.workspace_id
         where e.id = any($1::text[])`,
        [eventIds],
      );
      return rows;
    },
    async settle(worker, sent) {
      const column = <T>(f: (s: FloorSent, ok: boolean) => T) =>
        sent.map((s) => f(s, s.status >= 200 && s.status < 300));
      await run(
        'settle',
        `with v as (
           select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[],
             $6::int[], $7::text[], $8::text[], $9::text[], $10::text[], $11::int[], $12::int[],
             $13::int[], $14::text[], $15::text[])
             as v(job_id, attempt_id, event_id, workspace_id, attempt, round, trigger, url,
               started_at, finished_at, duration_ms, succeeded, status_code, error_class,
               response_excerpt)
         ), settled as (
           update events e set attempt_count = e.attempt_count + 1, round_attempts = v.attempt,
             delivery_state = case when v.succeeded = 1 then 'delivered' else 'failed' end,
             delivered_at = case when v.succeeded = 1 then v.finished_at end,
             next_attempt_at = null, last_attempt_at = v.started_at,
             last_status_code = v.status_code, last_error_class = v.error_class
           from v where e.id = v.event_id and e.delivery_round = v.round
             and e.delivery_state = 'pending'
           returning e.id, e.attempt_count
         ), recorded as (
           insert into webhook_attempts (id, event_id, workspace_id, attempt, round, trigger, url,
             started_at, finished_at, duration_ms, succeeded, status_code, error_class,
             response_excerpt, next_attempt_at)
           select v.attempt_id, v.event_id, v.workspace_id, settled.attempt_count, v.round,
             v.trigger, v.url, v.started_at, v.finished_at, v.duration_ms, v.succeeded,
             v.status_code, v.error_class, v.response_excerpt, null
           from settled join v on v.event_id = settled.id
         )
         delete from jobs where id in (select job_id from v) and locked_by = $16`,
        [
          column((s) => s.jobId),
          column((s) => s.attemptId),
          column((s) => s.eventId),
          column((s) => s.workspaceId),
          column((s) => s.job.attempt),
          column((s) => s.job.round),
          column((s) => s.job.trigger),
          column((s) => s.url),
          column((s) => s.startedAt.toISOString()),
          column((s) => s.finishedAt.toISOString()),
          column((s) => s.finishedAt.getTime() - s.startedAt.getTime()),
          column((_, ok) => (ok ? 1 : 0)),
          column((s) => s.status || null),
          column((_, ok) => (ok ? null : 'http_error')),
          column((s) => s.excerpt),
          worker,
        ],
        settler,
      );
      return 1;
    },
    async count() {
      const { rows } = await client.query(
        `select (select count(*) from webhook_attempts)::int as attempts,
           (select count(*) from jobs where name = $1)::int as jobs`,
        [FLOOR_JOB],
      );
      return rows[0] as { attempts: number; jobs: number };
    },
    async close() {
      await Promise.all([client.end(), settler.end()]);
    },
  };
}
