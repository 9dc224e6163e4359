import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Executor } from '../db/transaction.js';
import { NOT_BEFORE_RELEASE } from './jobs.table.js';
import type { JobQueue } from './queue.js';

/**
 * Jobs held on sandbox clocks: a held job has `clock_id`, its time on the clock in `clock_at`,
 * and `run_at` = {@link NOT_BEFORE_RELEASE}, so no runner claims it. Advancing the clock releases
 * held jobs in order of `clock_at` (`run_at` becomes now); attaching or detaching a workspace
 * moves its jobs between the clock and real time, keeping the time left before each.
 */

export interface ClockTime {
  id: string;
  now: string;
}

/** Attach: the workspace's queued real-time jobs wait on `clock`, as long as they had left to wait. */
export async function holdWorkspaceJobs(
  trx: Transaction<DB>,
  workspaceId: string,
  clock: ClockTime,
): Promise<number> {
  const jobs = await trx
    .selectFrom('jobs')
    .select(['id', 'run_at'])
    .where('workspace_id', '=', workspaceId)
    .where('clock_id', 'is', null)
    .where('status', '=', 'queued')
    .execute();
  const realNow = Date.now();
  const clockNow = Date.parse(clock.now);
  for (const job of jobs) {
    const left = Math.max(0, Date.parse(job.run_at) - realNow);
    const clockAt = new Date(clockNow + left).toISOString();
    await trx
      .updateTable('jobs')
      .set({
        clock_id: clock.id,
        clock_at: clockAt,
        run_at: left === 0 ? new Date(realNow).toISOString() : NOT_BEFORE_RELEASE,
      })
      .where('id', '=', job.id)
      .execute();
  }
  return jobs.length;
}

/** Detach: the workspace's jobs held on `clock` run in real time, after the time they had left. */
export async function unholdWorkspaceJobs(
  trx: Transaction<DB>,
  workspaceId: string,
  clock: ClockTime,
): Promise<number> {
  const jobs = await trx
    .selectFrom('jobs')
    .select(['id', 'run_at', 'clock_at'])
    .where('workspace_id', '=', workspaceId)
    .where('clock_id', '=', clock.id)
    .execute();
  const realNow = Date.now();
  const clockNow = Date.parse(clock.now);
  for (const job of jobs) {
    const held = job.run_at === NOT_BEFORE_RELEASE;
    const left = held ? Math.max(0, Date.parse(job.clock_at ?? clock.now) - clockNow) : 0;
    await trx
      .updateTable('jobs')
      .set({
        clock_id: null,
        clock_at: null,
        ...(held ? { run_at: new Date(realNow + left).toISOString() } : {}),
      })
      .where('id', '=', job.id)
      .execute();
  }
  return jobs.length;
}

/** Jobs of the clock itself (not of a workspace), dropped with the clock. */
export async function dropClockJobs(trx: Transaction<DB>, clockId: string): Promise<void> {
  await trx
    .deleteFrom('jobs')
    .where('clock_id', '=', clockId)
    .where('workspace_id', 'is', null)
    .where('status', '!=', 'running')
    .execute();
}

/** The earliest time a job is held for on the clock, at or before `until`; null when none. */
export async function nextHeldTime(
  db: Executor,
  clockId: string,
  until: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.min('clock_at').as('next'))
    .where('clock_id', '=', clockId)
    .where('run_at', '=', NOT_BEFORE_RELEASE)
    .where('status', '=', 'queued')
    .where('clock_at', '<=', until)
    .executeTakeFirst();
  return (row?.next as string | null | undefined) ?? null;
}

/** Makes every job held on the clock up to `upTo` due now, and wakes the runners. */
export async function releaseHeldJobs(
  trx: Transaction<DB>,
  queue: JobQueue,
  clockId: string,
  upTo: string,
): Promise<number> {
  const result = await trx
    .updateTable('jobs')
    .set({ run_at: new Date().toISOString() })
    .where('clock_id', '=', clockId)
    .where('run_at', '=', NOT_BEFORE_RELEASE)
    .where('status', '=', 'queued')
    .where('clock_at', '<=', upTo)
    .executeTakeFirst();
  await queue.wake(trx);
  return Number(result.numUpdatedRows);
}

/**
 * Released jobs of the clock that have not run yet, or are running. A released job that failed
 * and waits for its retry does not count: the clock does not wait for retries (they run on
 * their backoff, in real time).
 */
export async function releasedJobsPending(db: Executor, clockId: string): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('clock_id', '=', clockId)
    .where('run_at', '<', NOT_BEFORE_RELEASE)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'running'),
        eb.and([eb('status', '=', 'queued'), eb('attempts', '=', 0)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
