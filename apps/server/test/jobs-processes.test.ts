import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROBE_TABLE_DDL, processProbe } from './fixtures/process-probe.js';
import { useHarness } from './support/harness.js';
import { killAll, repoRoot, spawnNode } from './support/processes.js';
import { PATIENCE_MS, PROCESS_TEST_TIMEOUT_MS, waitFor } from './support/wait.js';

const h = useHarness({ jobs: [processProbe] });
const workerScript = `${repoRoot}apps/server/dist/test/fixtures/probe-worker.js`;

interface ProbeRun {
  job_id: string;
  pid: number;
  phase: string;
  at: string;
}

const probeRuns = async () =>
  (await sql<ProbeRun>`select * from probe_runs order by at`.execute(h.ctx.db)).rows;
const jobsLeft = async () =>
  Number(
    (
      await h.ctx.db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const startWorker = (env: Record<string, string> = {}) => spawnNode(workerScript, [], h.env(env));

beforeEach(async () => {
  await sql`drop table if exists probe_runs`.execute(h.ctx.db);
  await sql.raw(PROBE_TABLE_DDL).execute(h.ctx.db);
  await h.ctx.db.deleteFrom('jobs').execute();
});
afterEach(killAll);

// Starts real processes: each test gets the time a busy machine needs (PROCESS_TEST_TIMEOUT_MS).
describe('job runner across processes', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('two worker processes share the queue and never run one job twice', async () => {
    const workers = [
      startWorker({ MAILWRIGHT_JOB_CONCURRENCY: '4' }),
      startWorker({ MAILWRIGHT_JOB_CONCURRENCY: '4' }),
    ];
    // Both workers are up before the first job exists, so each has the same chance at the queue;
    // one worker alone needs 3 s for them all (120 jobs of 100 ms, 4 at a time), long enough for
    // the other to have its turn on a busy machine.
    await Promise.all(workers.map((w) => w.waitForOutput('ready')));
    const ids = Array.from({ length: 120 }, (_, i) => `job-${i}`);
    for (const id of ids) await h.ctx.jobs.enqueue(h.ctx.db, processProbe, { id, ms: 100 });
    await waitFor(async () => (await jobsLeft()) === 0, PATIENCE_MS, 'jobs were not all completed');

    const runs = await probeRuns();
    for (const id of ids) {
      const mine = runs.filter((r) => r.job_id === id);
      expect(
        mine.map((r) => r.phase),
        `runs of ${id}`,
      ).toEqual(['start', 'end']);
    }
    const pids = new Set(runs.map((r) => r.pid));
    expect(pids).toEqual(new Set(workers.map((w) => w.child.pid)));
  });

  it('a job held by a worker killed with SIGKILL completes after another worker starts', async () => {
    // Long enough that the first worker does not finish it between its start being seen and the
    // kill on a busy machine (at 2 s, a test process stalled that long would see it end).
    await h.ctx.jobs.enqueue(h.ctx.db, processProbe, { id: 'victim', ms: 10_000 });
    const first = startWorker({ MAILWRIGHT_JOB_LEASE_MS: '1000' });
    await waitFor(async () => (await probeRuns()).some((r) => r.phase === 'start'));
    first.child.kill('SIGKILL');
    await first.exited;

    // The orphan's lease is the first worker's (1 s); the second keeps the default lease, so
    // however late its renewals run on a busy machine, it never takes its own job again.
    const second = startWorker();
    await second.waitForOutput('ready');
    await waitFor(
      async () => (await jobsLeft()) === 0,
      PATIENCE_MS,
      'the orphaned job was not completed',
    );
    const runs = await probeRuns();
    expect(runs.map((r) => [r.phase, r.pid])).toEqual([
      ['start', first.child.pid],
      ['start', second.child.pid],
      ['end', second.child.pid],
    ]);
  });

  it('a worker stopped with SIGTERM finishes its running job before exiting', async () => {
    await h.ctx.jobs.enqueue(h.ctx.db, processProbe, { id: 'graceful', ms: 500 });
    const worker = startWorker({ MAILWRIGHT_SHUTDOWN_GRACE_MS: '10000' });
    await waitFor(async () => (await probeRuns()).some((r) => r.phase === 'start'));
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    expect((await probeRuns()).map((r) => r.phase)).toEqual(['start', 'end']);
    expect(await jobsLeft()).toBe(0);
  });
});
