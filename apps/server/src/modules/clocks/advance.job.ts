import type { Transaction } from 'kysely';
import { Type } from 'typebox';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { nextHeldTime, releasedJobsPending, releaseHeldJobs } from '../../jobs/clocked.js';
import { defineJob, RetryJobError } from '../../jobs/job.js';
import { NOT_BEFORE_RELEASE } from '../../jobs/jobs.table.js';
import { isoNow } from '../../lib/time.js';
import { findClockById, lockClock, updateClock } from './clocks.repository.js';
import type { LastAdvance } from './clocks.table.js';

/**
 * How often an advance looks whether the jobs it released have run: at once when a runner of
 * this process ends a job, otherwise after 5 ms, then less often (up to every 80 ms) while the
 * moment's jobs run (they may run in another process). Looking every 5 ms throughout was most
 * of a long advance's queries on PostgreSQL (docs/decisions.md, "The suite's time").
 */
const POLL_MS = 5;
const MAX_POLL_MS = 80;

/**
 * Advances a clock to its `advance_to`, one moment at a time: the clock moves to the earliest
 * time a job waits for, the jobs due then are released (run now, by any runner) and waited for,
 * then the next moment; so what became due runs in order, each job seeing the clock at its own
 * time, and what it schedules on the clock meanwhile joins the line. When nothing is left up to
 * `advance_to`, the clock shows `advance_to` and is `ready`. A released job that fails is retried
 * on its own backoff; the clock does not wait for the retry.
 */
export const advanceClockJob = defineJob({
  name: 'sandbox.clock-advance',
  payload: Type.Object({ clockId: Type.String() }),
  maxAttempts: 1000,
  backoffMs: () => 100,
  async handle({ clockId }, { ctx, signal }) {
    let poll = POLL_MS;
    for (;;) {
      if (signal.aborted) throw new RetryJobError('the worker is stopping', new Date());
      const clock = await findClockById(ctx.db, clockId);
      if (clock?.status !== 'advancing' || !clock.advance_to) return;
      if ((await releasedJobsPending(ctx.db, clockId)) > 0) {
        await ctx.jobs.nextSettled(poll);
        poll = Math.min(poll * 2, MAX_POLL_MS);
        continue;
      }
      poll = POLL_MS;
      const done = await inTransaction(ctx.db, async (trx) => {
        const locked = await lockClock(trx, clockId);
        if (!locked?.advance_to || locked.status !== 'advancing') return true;
        const next = await nextHeldTime(trx, clockId, locked.advance_to);
        if (next === null) {
          await updateClock(trx, clockId, {
            frozen_time: locked.advance_to,
            status: 'ready',
            advance_to: null,
            updated_at: isoNow(),
          });
          return true;
        }
        if (next > locked.frozen_time)
          await updateClock(trx, clockId, { frozen_time: next, updated_at: isoNow() });
        await countReleased(trx, clockId, next, locked.last_advance);
        await releaseHeldJobs(trx, ctx.jobs, clockId, next);
        return false;
      });
      if (done) return;
    }
  },
});

/** Adds the jobs about to be released (held up to `upTo`) to the clock's last advance, by name. */
async function countReleased(
  trx: Transaction<DB>,
  clockId: string,
  upTo: string,
  lastAdvance: string | null,
) {
  if (!lastAdvance) return;
  const rows = await trx
    .selectFrom('jobs')
    .select((eb) => ['name', eb.fn.countAll<number>().as('n')])
    .where('clock_id', '=', clockId)
    .where('run_at', '=', NOT_BEFORE_RELEASE)
    .where('status', '=', 'queued')
    .where('clock_at', '<=', upTo)
    .groupBy('name')
    .execute();
  const last = JSON.parse(lastAdvance) as LastAdvance;
  for (const row of rows) last.ran[row.name] = (last.ran[row.name] ?? 0) + Number(row.n);
  await updateClock(trx, clockId, { last_advance: JSON.stringify(last) });
}

export const clockJobs = { advanceClockJob };
