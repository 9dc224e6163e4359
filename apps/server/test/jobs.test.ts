import { sql } from 'kysely';
import { Type } from 'typebox';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inTransaction } from '../src/db/transaction.js';
import {
  defaultBackoffMs,
  defineJob,
  PermanentJobError,
  REMOVED,
  RetryJobError,
} from '../src/jobs/job.js';
import { describeOnlyOn } from './support/describe.js';
import { useHarness } from './support/harness.js';
import { postgresPlans } from './support/plans.js';
import { waitFor } from './support/wait.js';

const runs: Array<{ id: string; attempt: number }> = [];
const behaviour = new Map<string, (attempt: number) => void | Promise<void>>();

const probe = defineJob({
  name: 'test.probe',
  payload: Type.Object({ id: Type.String() }),
  maxAttempts: 3,
  backoffMs: () => 10,
  async handle(payload, { attempt }) {
    runs.push({ id: payload.id, attempt });
    await behaviour.get(payload.id)?.(attempt);
  },
});

/** A job that hands work to the runner (`defer`) and returns: the work ends when released. */
const deferred = new Map<string, { release: () => void; fail: (e: Error) => void }>();
const handsOff = defineJob({
  name: 'test.hands-off',
  payload: Type.Object({ id: Type.String() }),
  maxAttempts: 3,
  backoffMs: () => 10,
  async handle(payload, { attempt, defer }) {
    runs.push({ id: payload.id, attempt });
    defer?.(
      new Promise<void>((release, fail) =>
        deferred.set(`${payload.id}:${attempt}`, { release, fail }),
      ),
    );
  },
});

/**
 * A job whose deferred work removes the job itself in the transaction that finishes the work (as
 * a batch of webhook deliveries settles), enqueueing a follow-up there; its first attempt's
 * transaction fails after the removal when the payload says so.
 */
const removesItself = defineJob({
  name: 'test.removes-itself',
  payload: Type.Object({ id: Type.String(), failFirst: Type.Boolean() }),
  maxAttempts: 3,
  backoffMs: () => 10,
  async handle(payload, { ctx, attempt, defer, claim }) {
    runs.push({ id: payload.id, attempt });
    const work = inTransaction(ctx.db, async (trx) => {
      await ctx.jobs.enqueue(trx, probe, { id: `${payload.id}:follow-up:${attempt}` });
      await ctx.jobs.remove(trx, claim ? [claim] : []);
      if (payload.failFirst && attempt === 1) throw new Error('the transaction failed');
    }).then(() => REMOVED);
    defer?.(work);
  },
});

/** A job with the default backoff, failing every time. */
const unlucky = defineJob({
  name: 'test.default-backoff',
  payload: Type.Object({}),
  maxAttempts: 3,
  async handle() {
    throw new Error('still failing');
  },
});

const h = useHarness({ jobs: [probe, unlucky, handsOff, removesItself] });
// Tests share this file's database: start each one with an empty queue.
beforeEach(async () => {
  await h.ctx.db.deleteFrom('jobs').execute();
});

const jobRow = (key: string) =>
  h.ctx.db.selectFrom('jobs').selectAll().where('key', '=', key).executeTakeFirst();
const runsOf = (id: string) => runs.filter((r) => r.id === id);

let marks = 0;
/**
 * Enqueues a marker job and waits until the (started) runner has run it: by then it has claimed
 * from the queue after everything committed before this call, so a job it did not run was not
 * runnable. A condition to wait on, instead of a guess at how long "long enough" is.
 */
async function afterTheRunnerLooked(): Promise<void> {
  marks += 1;
  const id = `mark-${marks}`;
  await inTransaction(h.ctx.db, (trx) => h.ctx.jobs.enqueue(trx, probe, { id }));
  await waitFor(() => runsOf(id).length === 1);
}

describe('job queue and runner', () => {
  it('runs a job enqueued inside a committed transaction, then removes it', async () => {
    const runner = await h.startRunner();
    await inTransaction(h.ctx.db, (trx) =>
      h.ctx.jobs.enqueue(trx, probe, { id: 'commit' }, { key: 'commit' }),
    );
    await waitFor(() => runsOf('commit').length === 1);
    await runner.drain();
    expect(await jobRow('commit')).toBeUndefined();
  });

  it('a job that defers its work frees its slot at once, and is removed only when the work ends', async () => {
    const runner = await h.startRunner({ concurrency: 1 });
    await h.ctx.jobs.enqueue(h.ctx.db, handsOff, { id: 'handed' }, { key: 'handed' });
    await waitFor(() => deferred.has('handed:1'));
    // Its slot is free: another job runs while the work is still pending, and it stays held.
    await h.ctx.jobs.enqueue(h.ctx.db, probe, { id: 'beside' }, { key: 'beside' });
    await waitFor(() => runsOf('beside').length === 1);
    expect(await jobRow('handed')).toMatchObject({ status: 'running', locked_by: runner.workerId });
    deferred.get('handed:1')?.release();
    await runner.drain();
    expect(await jobRow('handed')).toBeUndefined();
  });

  it('a deferred work that fails retries its job with backoff', async () => {
    const runner = await h.startRunner();
    await h.ctx.jobs.enqueue(h.ctx.db, handsOff, { id: 'undone' }, { key: 'undone' });
    await waitFor(() => deferred.has('undone:1'));
    deferred.get('undone:1')?.fail(new Error('settle failed'));
    await waitFor(() => deferred.has('undone:2'));
    expect(runsOf('undone').map((r) => r.attempt)).toEqual([1, 2]);
    deferred.get('undone:2')?.release();
    await runner.drain();
    expect(await jobRow('undone')).toBeUndefined();
  });

  it('a deferred work may remove its job in its own transaction; the runner then sends no delete of its own', async () => {
    const runner = await h.startRunner();
    const deletes: string[] = [];
    const unwatch = h.ctx.database.statements.watch(({ sql, parameters }) => {
      if (/^delete from "jobs"/.test(sql)) deletes.push(...parameters.map(String));
    });
    const id = await h.ctx.jobs.enqueue(
      h.ctx.db,
      removesItself,
      { id: 'self', failFirst: false },
      { key: 'self' },
    );
    await waitFor(() => runsOf('self:follow-up:1').length === 1);
    await runner.drain();
    unwatch();
    expect(await jobRow('self')).toBeUndefined();
    expect(deletes.filter((p) => p === id)).toHaveLength(1);
    expect(runsOf('self').map((r) => r.attempt)).toEqual([1]);
  });

  it('a job removed in a transaction that rolled back stays, and runs again', async () => {
    const runner = await h.startRunner();
    await h.ctx.jobs.enqueue(
      h.ctx.db,
      removesItself,
      { id: 'undone-removal', failFirst: true },
      { key: 'undone-removal' },
    );
    await waitFor(() => runsOf('undone-removal:follow-up:2').length === 1);
    await runner.drain();
    expect(runsOf('undone-removal').map((r) => r.attempt)).toEqual([1, 2]);
    // The first attempt's follow-up rolled back with its removal.
    expect(runsOf('undone-removal:follow-up:1')).toHaveLength(0);
    expect(await jobRow('undone-removal')).toBeUndefined();
  });

  it('never runs a job whose transaction rolled back', async () => {
    await h.startRunner();
    await expect(
      inTransaction(h.ctx.db, async (trx) => {
        await h.ctx.jobs.enqueue(trx, probe, { id: 'rollback' }, { key: 'rollback' });
        throw new Error('abort the transaction');
      }),
    ).rejects.toThrow('abort the transaction');
    expect(await jobRow('rollback')).toBeUndefined();
    // A job committed after it runs: the runner has looked at the queue since the rollback.
    await afterTheRunnerLooked();
    expect(runsOf('rollback')).toEqual([]);
  });

  it('wakes at once on enqueue instead of waiting for the next poll', async () => {
    await h.startRunner({ pollIntervalMs: 600_000 });
    // Idle now: its first look at the queue (at start) found nothing.
    await afterTheRunnerLooked();
    await inTransaction(h.ctx.db, (trx) => h.ctx.jobs.enqueue(trx, probe, { id: 'push' }));
    // The next poll is 10 minutes away: only the wake-up on enqueue runs it before the deadline.
    await waitFor(() => runsOf('push').length === 1);
  });

  it('retries a failing job with backoff until it succeeds', async () => {
    behaviour.set('flaky', (attempt) => {
      if (attempt < 3) throw new Error(`boom ${attempt}`);
    });
    const runner = await h.startRunner();
    await h.ctx.jobs.enqueue(h.ctx.db, probe, { id: 'flaky' }, { key: 'flaky' });
    await waitFor(() => runsOf('flaky').length === 3);
    await runner.drain();
    expect(runsOf('flaky').map((r) => r.attempt)).toEqual([1, 2, 3]);
    expect(await jobRow('flaky')).toBeUndefined();
  });

  it('marks a job dead after its last attempt and keeps the error', async () => {
    behaviour.set('doomed', () => {
      throw new Error('always fails');
    });
    await h.startRunner();
    await h.ctx.jobs.enqueue(h.ctx.db, probe, { id: 'doomed' }, { key: 'doomed' });
    await waitFor(async () => (await jobRow('doomed'))?.status === 'dead');
    const row = await jobRow('doomed');
    expect(row).toMatchObject({ status: 'dead', attempts: 3, locked_by: null });
    expect(row?.last_error).toContain('always fails');
    expect(runsOf('doomed')).toHaveLength(3);
  });

  it('marks a job dead at once on a permanent error', async () => {
    behaviour.set('permanent', () => {
      throw new PermanentJobError('cannot ever work');
    });
    await h.startRunner();
    await h.ctx.jobs.enqueue(h.ctx.db, probe, { id: 'permanent' }, { key: 'permanent' });
    await waitFor(async () => (await jobRow('permanent'))?.status === 'dead');
    expect(runsOf('permanent')).toHaveLength(1);
  });

  it('puts a failed job back in the queue for later, by the default backoff', async () => {
    await h.startRunner();
    const before = Date.now();
    await h.ctx.jobs.enqueue(h.ctx.db, unlucky, {}, { key: 'unlucky' });
    await waitFor(async () => (await jobRow('unlucky'))?.last_error != null);
    const row = await jobRow('unlucky');
    expect(row).toMatchObject({ status: 'queued', attempts: 1, locked_by: null });
    expect(row?.last_error).toContain('still failing');
    // Attempt 1 waits 1 s plus up to 20 % jitter, counted from when it failed.
    const runAt = Date.parse(row?.run_at ?? '');
    expect(runAt).toBeGreaterThanOrEqual(before + 1000);
    expect(runAt).toBeLessThanOrEqual(Date.now() + 1200);
  });

  it('reschedules at the time a handler asks for', async () => {
    const at = new Date(Date.now() + 60_000);
    behaviour.set('later', (attempt) => {
      if (attempt === 1) throw new RetryJobError('not yet', at);
    });
    await h.startRunner();
    await h.ctx.jobs.enqueue(h.ctx.db, probe, { id: 'later' }, { key: 'later' });
    await waitFor(async () => (await jobRow('later'))?.run_at === at.toISOString());
    expect(await jobRow('later')).toMatchObject({ status: 'queued', attempts: 1 });
  });

  it('de-duplicates by key while a job is pending, and revives a dead one', async () => {
    const first = await h.ctx.jobs.enqueue(h.ctx.db, probe, { id: 'dup' }, { key: 'dup' });
    const second = await h.ctx.jobs.enqueue(h.ctx.db, probe, { id: 'dup' }, { key: 'dup' });
    expect(second).toBe(first);
    const count = await h.ctx.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('key', '=', 'dup')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);

    await h.ctx.db
      .updateTable('jobs')
      .set({ status: 'dead', attempts: 3 })
      .where('key', '=', 'dup')
      .execute();
    await h.ctx.jobs.enqueue(h.ctx.db, probe, { id: 'dup' }, { key: 'dup' });
    expect(await jobRow('dup')).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('refuses a payload that does not match the job schema', async () => {
    await expect(h.ctx.jobs.enqueue(h.ctx.db, probe, { id: 5 } as never)).rejects.toThrow(
      'does not match',
    );
  });

  it('takes over a job whose lease expired (its worker died)', async () => {
    const past = new Date(Date.now() - 1000).toISOString();
    await h.ctx.jobs.enqueue(h.ctx.db, probe, { id: 'orphan' }, { key: 'orphan' });
    await h.ctx.db
      .updateTable('jobs')
      .set({ status: 'running', locked_by: 'a-dead-worker', locked_until: past, attempts: 1 })
      .where('key', '=', 'orphan')
      .execute();
    await h.startRunner();
    await waitFor(() => runsOf('orphan').length === 1);
    expect(runsOf('orphan')[0]?.attempt).toBe(2);
  });

  it('leaves a running job with a live lease alone', async () => {
    const future = new Date(Date.now() + 60_000).toISOString();
    await h.ctx.jobs.enqueue(h.ctx.db, probe, { id: 'held' }, { key: 'held' });
    await h.ctx.db
      .updateTable('jobs')
      .set({ status: 'running', locked_by: 'another-worker', locked_until: future })
      .where('key', '=', 'held')
      .execute();
    await h.startRunner();
    await afterTheRunnerLooked();
    expect(runsOf('held')).toEqual([]);
  });

  it('on shutdown, hands an unfinished job back without counting the attempt', async () => {
    let release!: () => void;
    behaviour.set('slow', () => new Promise<void>((resolve) => (release = resolve)));
    const runner = await h.startRunner();
    await h.ctx.jobs.enqueue(h.ctx.db, probe, { id: 'slow' }, { key: 'slow' });
    await waitFor(() => runsOf('slow').length === 1);
    await runner.stop(50);
    expect(await jobRow('slow')).toMatchObject({ status: 'queued', attempts: 0, locked_by: null });
    release();
  });

  it('on shutdown, lets a job that finishes within the grace period complete', async () => {
    behaviour.set('quick', () => new Promise((resolve) => setTimeout(resolve, 100)));
    const runner = await h.startRunner();
    await h.ctx.jobs.enqueue(h.ctx.db, probe, { id: 'quick' }, { key: 'quick' });
    await waitFor(() => runsOf('quick').length === 1);
    await runner.stop(5_000);
    expect(await jobRow('quick')).toBeUndefined();
  });
});

describeOnlyOn(
  'postgres',
  'SQLite plans the claim without table statistics',
  'claiming from a deep backlog on PostgreSQL',
  () => {
    const lastAnalyze = async () => {
      const { rows } = await sql<{ at: string | null }>`
        select last_analyze::text as at from pg_stat_user_tables
        where schemaname = current_schema() and relname = 'jobs'`.execute(h.ctx.db);
      return rows[0]?.at ?? null;
    };

    it('a runner that finds a deep backlog claims no more than its free slots and refreshes the statistics, so each claim reads the due jobs in index order instead of sorting them all', async () => {
      const before = await lastAnalyze();
      const at = new Date().toISOString();
      await h.ctx.db
        .insertInto('jobs')
        .values(
          Array.from({ length: 2_000 }, (_, i) => ({
            id: `backlog-${i}`,
            name: probe.name,
            payload: JSON.stringify({ id: `backlog-${i}` }),
            status: 'queued',
            run_at: at,
            attempts: 0,
            max_attempts: 3,
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();
      const claims: Array<{ sql: string; parameters: readonly unknown[] }> = [];
      const unwatch = h.ctx.database.statements.watch(({ sql: text, parameters }) => {
        if (/^with "claimed" as materialized/.test(text)) claims.push({ sql: text, parameters });
      });
      // The first jobs claimed hold their slots until the statistics are refreshed, so the
      // backlog is still there when the table is analyzed, however busy the machine.
      let open = () => {};
      const gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      const ids = Array.from({ length: 2_000 }, (_, i) => `backlog-${i}`);
      for (const id of ids) behaviour.set(id, () => gate);
      const runner = await h.startRunner({ concurrency: 10 });
      await waitFor(async () => (await lastAnalyze()) !== before);
      // However the claim is planned, it takes no more jobs than the runner has free slots.
      const running = await h.ctx.db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'running')
        .executeTakeFirstOrThrow();
      expect(running.n).toBe(10);
      // The claim as the runner sent it, planned from the statistics it refreshed while the backlog
      // is still there (once drained, autovacuum may analyze the emptied table at any moment): the
      // due jobs' index read in order, stopping after the batch; no sort of every due job.
      // Both its custom plan and the generic plan PostgreSQL keeps once it stops planning each
      // run (a named prepared statement's, planned without the values).
      const claim = claims.at(-1);
      if (!claim) throw new Error('the runner sent no claim');
      const { custom, generic } = await postgresPlans(h.ctx.db, claim);
      for (const plan of [custom, generic]) {
        expect(plan).toMatch(/Index Scan using jobs_due/);
        expect(plan).not.toMatch(/Sort|Bitmap/);
      }
      open();
      await runner.drain();
      unwatch();
      for (const id of ids) behaviour.delete(id);
      expect(runsOf('backlog-1999')).toHaveLength(1);
    });
  },
);

describe('default backoff', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('doubles from 1 s and stops growing at 1 h', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    expect([1, 2, 3, 4, 5].map(defaultBackoffMs)).toEqual([1000, 2000, 4000, 8000, 16_000]);
    expect(defaultBackoffMs(12)).toBe(2_048_000);
    expect(defaultBackoffMs(13)).toBe(3_600_000);
    expect(defaultBackoffMs(100)).toBe(3_600_000);
  });

  it('adds at most 20 % jitter', () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    expect(defaultBackoffMs(1)).toBe(1100);
    expect(defaultBackoffMs(100)).toBe(3_960_000);
    random.mockReturnValue(0.999_999_9);
    expect(defaultBackoffMs(1)).toBe(1200);
    expect(defaultBackoffMs(100)).toBeLessThanOrEqual(4_320_000);
    expect(defaultBackoffMs(100)).toBeGreaterThan(4_319_000);
  });
});
