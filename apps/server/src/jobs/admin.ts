import { type Kysely, sql } from 'kysely';
import type { AppContext } from '../context.js';
import type { DB } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { NOT_BEFORE_RELEASE } from './jobs.table.js';

/** Dead jobs, newest first, for an operator to inspect. */
export async function listDeadJobs(db: Kysely<DB>, limit = 100) {
  return db
    .selectFrom('jobs')
    .select(['id', 'name', 'key', 'attempts', 'last_error', 'created_at', 'updated_at'])
    .where('status', '=', 'dead')
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Puts a dead job back in the queue with a fresh attempt budget. */
export async function retryDeadJob(ctx: AppContext, jobId: string): Promise<void> {
  const now = new Date().toISOString();
  const result = await ctx.db
    .updateTable('jobs')
    .set({ status: 'queued', attempts: 0, run_at: now, last_error: null, updated_at: now })
    .where('id', '=', jobId)
    .where('status', '=', 'dead')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('Dead job');
}

/** One job type's line of the queue: how many wait, run or died, and how long the oldest waited. */
export interface QueueLine {
  name: string;
  /** Due now (or overdue) and not taken yet. */
  due: number;
  /** Waiting for a later time (a retry's backoff, a scheduled step). */
  scheduled: number;
  /** Waiting on a sandbox clock's advance. */
  held: number;
  running: number;
  dead: number;
  /** When the oldest due job became due; null when none is due. */
  oldest_due_at: string | null;
  /** Seconds since then (the queue's lag for this type); 0 when none is due. */
  oldest_due_age_seconds: number;
}

/**
 * The queue per job type: depth (due, scheduled, held on a clock, running, dead) and the age of
 * the oldest due job, in one grouped read of the job table.
 */
export async function queueDepth(db: Kysely<DB>, now = new Date()): Promise<QueueLine[]> {
  const at = now.toISOString();
  const state = sql<string>`case
    when status = 'running' then 'running'
    when status = 'dead' then 'dead'
    when run_at = ${NOT_BEFORE_RELEASE} then 'held'
    when run_at <= ${at} then 'due'
    else 'scheduled' end`;
  // Grouped outside the subquery: PostgreSQL would not match the CASE's parameters in GROUP BY.
  const rows = await db
    .selectFrom(
      db
        .selectFrom('jobs')
        .select(['name', 'run_at', state.as('state')])
        .as('j'),
    )
    .select([
      'j.name',
      'j.state',
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.min<string>('j.run_at').as('oldest'),
    ])
    .groupBy(['j.name', 'j.state'])
    .execute();
  const lines = new Map<string, QueueLine>();
  for (const row of rows) {
    const line = lines.get(row.name) ?? {
      name: row.name,
      due: 0,
      scheduled: 0,
      held: 0,
      running: 0,
      dead: 0,
      oldest_due_at: null,
      oldest_due_age_seconds: 0,
    };
    const key = row.state as 'due' | 'scheduled' | 'held' | 'running' | 'dead';
    line[key] += Number(row.n);
    if (key === 'due') {
      line.oldest_due_at = row.oldest;
      line.oldest_due_age_seconds = Math.max(
        0,
        Math.round((now.getTime() - Date.parse(row.oldest)) / 1000),
      );
    }
    lines.set(row.name, line);
  }
  return [...lines.values()].sort((a, b) => (a.name < b.name ? -1 : 1));
}
