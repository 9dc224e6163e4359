import type { Transaction } from 'kysely';
import type { Static, TSchema } from 'typebox';
import type { AppContext } from '../../context.js';
import { chunks } from '../../db/chunks.js';
import type { DB } from '../../db/schema.js';
import type { Executor } from '../../db/transaction.js';
import type { JobRef } from '../../jobs/job.js';

/**
 * Time as a workspace sees it: the one place that answers "what time is it" for anything
 * scheduled for a workspace (warmup days, renewals, scheduled checks). A workspace attached to a
 * sandbox clock sees the clock's time; every other workspace sees real time.
 */

/** A clock as scheduling needs it: its id and the time it shows. */
export interface ClockNow {
  id: string;
  now: string;
}

/** The clock the workspace is attached to, or null (real time). */
export async function clockOfWorkspace(
  db: Executor,
  workspaceId: string,
): Promise<ClockNow | null> {
  const row = await db
    .selectFrom('sandbox_clock_workspaces as a')
    .innerJoin('sandbox_clocks as c', 'c.id', 'a.clock_id')
    .select(['c.id', 'c.frozen_time'])
    .where('a.workspace_id', '=', workspaceId)
    .executeTakeFirst();
  return row ? { id: row.id, now: row.frozen_time } : null;
}

/** A clock by id, as scheduling needs it; null when it was deleted. */
export async function clockNow(db: Executor, clockId: string): Promise<ClockNow | null> {
  const row = await db
    .selectFrom('sandbox_clocks')
    .select(['id', 'frozen_time'])
    .where('id', '=', clockId)
    .executeTakeFirst();
  return row ? { id: row.id, now: row.frozen_time } : null;
}

/** What time it is for the workspace: its clock's time, or real time. */
export async function nowFor(db: Executor, workspaceId: string): Promise<Date> {
  const clock = await clockOfWorkspace(db, workspaceId);
  return clock ? new Date(clock.now) : new Date();
}

/**
 * What a workspace's records are stamped with (created, opened, changed): its now as an ISO
 * timestamp, so everything a workspace on a sandbox clock shows is on the clock's time line.
 */
export async function isoNowFor(db: Executor, workspaceId: string): Promise<string> {
  return (await nowFor(db, workspaceId)).toISOString();
}

/** Real time, or the time `clock` shows. */
export function timeOf(clock: ClockNow | null): Date {
  return clock ? new Date(clock.now) : new Date();
}

export interface ScheduleOptions {
  /** When, in the workspace's time (default: its now, plus `afterMs`). */
  at?: Date;
  /** How long after the workspace's now (ignored when `at` is given). */
  afterMs?: number;
  key?: string;
}

/**
 * Schedules a job for a workspace, in the workspace's time: on a clock, the job waits until an
 * advance of that clock reaches `at`, and runs in order with the rest of what the advance makes
 * due; attaching or detaching the workspace later moves it between clock and real time.
 * Returns the job's id (or the id of the job with the same key).
 */
export async function scheduleFor<S extends TSchema>(
  trx: Transaction<DB>,
  ctx: AppContext,
  workspaceId: string,
  definition: JobRef<S>,
  payload: Static<S>,
  options: ScheduleOptions = {},
): Promise<string> {
  const clock = await clockOfWorkspace(trx, workspaceId);
  return ctx.jobs.enqueue(trx, definition, payload, {
    runAt: options.at ?? new Date(timeOf(clock).getTime() + (options.afterMs ?? 0)),
    workspaceId,
    clock,
    ...(options.key === undefined ? {} : { key: options.key }),
  });
}

/**
 * Schedules a job that belongs to a time line rather than to one workspace (the warmup engine
 * runs one per clock, and one in real time): on `clock`'s time, or real time when null.
 */
export async function scheduleOnClock<S extends TSchema>(
  trx: Transaction<DB>,
  ctx: AppContext,
  clock: ClockNow | null,
  definition: JobRef<S>,
  payload: Static<S>,
  options: ScheduleOptions = {},
): Promise<string> {
  return ctx.jobs.enqueue(trx, definition, payload, {
    runAt: options.at ?? new Date(timeOf(clock).getTime() + (options.afterMs ?? 0)),
    clock,
    ...(options.key === undefined ? {} : { key: options.key }),
  });
}

/** The time line a workspace is on: `real`, or its sandbox clock's id. */
export const REAL_TIME = 'real';

/** The time line of each workspace of `workspaceIds` (`real` or a clock id). */
export async function timeLinesOf(
  db: Executor,
  workspaceIds: readonly string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(workspaceIds)];
  const out = new Map<string, string>(unique.map((id) => [id, REAL_TIME]));
  for (const slice of chunks(unique)) {
    const rows = await db
      .selectFrom('sandbox_clock_workspaces')
      .select(['workspace_id', 'clock_id'])
      .where('workspace_id', 'in', slice)
      .execute();
    for (const row of rows) out.set(row.workspace_id, row.clock_id);
  }
  return out;
}

/** The clock of a time line: null for real time, undefined when the clock no longer exists. */
export async function clockOfLine(
  db: Executor,
  line: string,
): Promise<ClockNow | null | undefined> {
  if (line === REAL_TIME) return null;
  return (await clockNow(db, line)) ?? undefined;
}
