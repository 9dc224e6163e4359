import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { pino } from 'pino';
import { Type } from 'typebox';
import { loadConfig } from '../apps/server/src/config.js';
import { defineJob } from '../apps/server/src/jobs/job.js';
import { JobRunner } from '../apps/server/src/jobs/runner.js';
import { createLogger } from '../apps/server/src/lib/logger.js';
import { composeContext } from '../apps/server/src/start/compose.js';
import { benchPostgresUrl, postgresSchema } from './lib/postgres.js';
import { writeResults } from './lib/results.js';

/**
 * Draining a deep backlog of jobs (`BENCH_JOBS`, default 50,000, all due at once) with one
 * `JobRunner` (the configured concurrency, 20) running a job that does nothing, so what is
 * measured is the queue: each claim, and the removal of finished jobs. On SQLite and, with
 * `BENCH_DATABASE_URL` (or `TEST_DATABASE_URL`), on PostgreSQL (a schema of its own). The jobs
 * are written straight into a freshly migrated database, as a burst lands in a jobs table that
 * was empty: on PostgreSQL its statistics then still say the table holds next to nothing.
 *
 * Baseline: the same drain with the table's statistics refreshed (`ANALYZE`) just before it, as
 * if autovacuum had analyzed the backlog already: the best plan a claim can have. Ours should be
 * as fast: the runner refreshes them itself when it finds a deep backlog (`runner.ts`).
 */
const jobs = Number(process.env.BENCH_JOBS ?? 50_000);
const masterKey = randomBytes(32).toString('hex');

const nothing = defineJob({
  name: 'bench.nothing',
  payload: Type.Object({}),
  async handle() {},
});

async function drain(dialect: 'sqlite' | 'postgres', analyzeFirst: boolean) {
  const dataDir = mkdtempSync(join(tmpdir(), `mailwright-bench-claims-${dialect}-`));
  const schema = dialect === 'postgres' ? await postgresSchema(benchPostgresUrl as string) : null;
  const config = loadConfig({
    MAILWRIGHT_DATA_DIR: dataDir,
    MAILWRIGHT_MASTER_KEY: masterKey,
    ...(schema ? { DATABASE_URL: schema.url } : {}),
  });
  const ctx = await composeContext(config, {
    log: createLogger('info', pino.destination({ dest: '/dev/null', sync: false })),
    jobs: [nothing],
  });
  try {
    const at = new Date().toISOString();
    for (let i = 0; i < jobs; i += 1000) {
      const rows = Array.from({ length: Math.min(1000, jobs - i) }, (_, k) => ({
        id: `job-${String(i + k).padStart(7, '0')}`,
        name: nothing.name,
        payload: '{}',
        status: 'queued' as const,
        run_at: at,
        attempts: 0,
        max_attempts: 3,
        created_at: at,
        updated_at: at,
      }));
      await ctx.db.insertInto('jobs').values(rows).execute();
    }
    if (analyzeFirst) await sql`analyze jobs`.execute(ctx.db);
    let claims = 0;
    let claimMs = 0;
    const unwatch = ctx.database.statements.watch(({ sql: text, durationMs }) => {
      if (!text.startsWith('with "claimed" as materialized')) return;
      claims += 1;
      claimMs += durationMs;
    });
    const runner = new JobRunner(ctx, ctx.jobs, config.jobs);
    const started = performance.now();
    await runner.start();
    await runner.drain(3_600_000);
    const seconds = (performance.now() - started) / 1000;
    unwatch();
    await runner.stop(10_000);
    const left = await ctx.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(left.n) !== 0) throw new Error(`${left.n} jobs left after the drain`);
    return {
      jobs_per_second: Math.round(jobs / seconds),
      seconds: Number(seconds.toFixed(2)),
      claims,
      // As the driver saw each claim (its round trip and any wait for the event loop included).
      ms_per_claim: Number((claimMs / claims).toFixed(3)),
    };
  } finally {
    await ctx.database.close();
    await schema?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function both(dialect: 'sqlite' | 'postgres') {
  // The baseline first on one dialect, ours first on the other: neither always runs on a warmer
  // machine.
  const baselineFirst = dialect === 'postgres';
  const first = await drain(dialect, baselineFirst);
  const second = await drain(dialect, !baselineFirst);
  const [baseline, ours] = baselineFirst ? [first, second] : [second, first];
  return {
    ours,
    baseline,
    vs_baseline: Number((ours.jobs_per_second / baseline.jobs_per_second).toFixed(2)),
  };
}

const [startLoad] = loadavg();
const figures = {
  benchmark: 'job-claims',
  measured_at: new Date().toISOString(),
  settings: {
    jobs,
    concurrency: loadConfig({ MAILWRIGHT_MASTER_KEY: masterKey }).jobs.concurrency,
    load_average_1m: { at_start: startLoad },
  },
  sqlite: await both('sqlite'),
  ...(benchPostgresUrl ? { postgres: await both('postgres') } : {}),
};
(figures.settings.load_average_1m as Record<string, number | undefined>).at_end = loadavg()[0];
const path = writeResults('job-claims', figures);
process.stdout.write(`${JSON.stringify(figures, null, 2)}\nwritten to ${path}\n`);
