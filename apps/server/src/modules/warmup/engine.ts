import type { Transaction } from 'kysely';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import type { Executor } from '../../db/transaction.js';
import { inTransaction } from '../../db/transaction.js';
import { defineJob } from '../../jobs/job.js';
import {
  type ClockNow,
  clockNow,
  clockOfLine,
  REAL_TIME,
  scheduleOnClock,
  timeLinesOf,
  timeOf,
} from '../clocks/surface.js';
import { planLine } from './engine.plan.js';
import { workLine } from './engine.work.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** How long a tick may hold its line before another may take it (a worker that died). */
const LEASE_MS = 5 * MINUTE;

/**
 * How finely a time line's engine runs: every minute in real time; every hour on a sandbox
 * clock, so advancing a clock by two weeks takes a few hundred steps, not tens of thousands.
 */
export function stepOf(line: string): number {
  return line === REAL_TIME ? MINUTE : HOUR;
}

/**
 * The warmup engine of one time line (`real`, or a sandbox clock's id): plans each day as it
 * begins, sends what is due and has recipients look for what was sent, then runs again when the
 * next thing is due (at the step of its line), and stops when its line has no warmup left. One
 * tick works a line at a time (a lease). The real-time engine also starts the engine of any
 * clock that has warmup and none running (a workspace attached to a clock after it enrolled).
 */
export const warmupTickJob = defineJob({
  name: 'warmup.tick',
  payload: Type.Object({ line: Type.String() }),
  maxAttempts: 20,
  async handle({ line }, { ctx, log }) {
    const clock = await clockOfLine(ctx.db, line);
    if (clock === undefined) return;
    if (!(await takeLease(ctx.db, line))) {
      await inTransaction(ctx.db, (trx) => scheduleTick(trx, ctx, line, clock, stepOf(line)));
      return;
    }
    const now = timeOf(clock);
    let more = false;
    try {
      if (line === REAL_TIME) await startClockEngines(ctx);
      await planLine(ctx, line, now);
      more = await workLine(ctx, line, now, log);
    } finally {
      await ctx.db
        .updateTable('warmup_lines')
        .set({ lease_until: null })
        .where('line', '=', line)
        .execute();
    }
    // More due: again at once (a millisecond on, so not the key of this very job).
    const next = more ? new Date(now.getTime() + 1) : await nextTick(ctx, line, now);
    if (next) await inTransaction(ctx.db, (trx) => scheduleTick(trx, ctx, line, clock, 0, next));
  },
});

async function takeLease(db: Executor, line: string): Promise<boolean> {
  const now = new Date();
  await db
    .insertInto('warmup_lines')
    .values({ line, lease_until: null, updated_at: now.toISOString() })
    .onConflict((oc) => oc.column('line').doNothing())
    .execute();
  const taken = await db
    .updateTable('warmup_lines')
    .set({
      lease_until: new Date(now.getTime() + LEASE_MS).toISOString(),
      updated_at: now.toISOString(),
    })
    .where('line', '=', line)
    .where((eb) =>
      eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now.toISOString())]),
    )
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/**
 * When the line's engine runs next: at the first planned step or the next day's start
 * (while it has live subscriptions), rounded up to the line's step; null when there is nothing
 * left to do.
 */
async function nextTick(ctx: AppContext, line: string, now: Date): Promise<Date | null> {
  const due = await ctx.db
    .selectFrom('warmup_sends')
    .select((eb) => eb.fn.min('due_at').as('next'))
    .where('line', '=', line)
    .executeTakeFirst();
  const nextDue = (due?.next as string | null | undefined) ?? null;
  const live = (await liveLines(ctx)).has(line);
  if (!nextDue && !live) return null;
  const tomorrow = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00.000Z`) + 24 * HOUR;
  const at = Math.min(
    nextDue ? Date.parse(nextDue) : tomorrow,
    live ? tomorrow : Number.POSITIVE_INFINITY,
  );
  const step = stepOf(line);
  return new Date(Math.ceil(Math.max(at, now.getTime() + 1) / step) * step);
}

/** Schedules the line's engine at `at` (default: its now plus `afterMs`), once per time. */
export async function scheduleTick(
  trx: Transaction<DB>,
  ctx: AppContext,
  line: string,
  clock: ClockNow | null,
  afterMs = 0,
  at: Date = new Date(timeOf(clock).getTime() + afterMs),
): Promise<void> {
  await scheduleOnClock(
    trx,
    ctx,
    clock,
    warmupTickJob,
    { line },
    {
      at,
      key: `warmup-tick:${line}:${at.toISOString()}`,
    },
  );
}

/** Runs the engine of the workspace's time line now (a subscription added or resumed). */
export async function startEngineFor(trx: Transaction<DB>, ctx: AppContext, line: string) {
  const clock = await clockOfLine(trx, line);
  if (clock !== undefined) await scheduleTick(trx, ctx, line, clock);
}

/** The time lines that have active or pending subscriptions. */
async function liveLines(ctx: AppContext): Promise<Set<string>> {
  const rows = await ctx.db
    .selectFrom('warmup_subscriptions')
    .select('workspace_id')
    .distinct()
    .where('status', 'in', ['active', 'pending'])
    .execute();
  return new Set(
    (
      await timeLinesOf(
        ctx.db,
        rows.map((r) => r.workspace_id),
      )
    ).values(),
  );
}

/** Starts the engine of each clock that has live warmup and no engine waiting to run. */
async function startClockEngines(ctx: AppContext): Promise<void> {
  for (const clock_id of await liveLines(ctx)) {
    if (clock_id === REAL_TIME) continue;
    const waiting = await ctx.db
      .selectFrom('jobs')
      .select('id')
      .where('name', '=', warmupTickJob.name)
      .where('key', 'like', `warmup-tick:${clock_id}:%`)
      .executeTakeFirst();
    if (waiting) continue;
    const clock = await clockNow(ctx.db, clock_id);
    if (clock) await inTransaction(ctx.db, (trx) => scheduleTick(trx, ctx, clock_id, clock));
  }
}

export const warmupJobs = { warmupTickJob };
