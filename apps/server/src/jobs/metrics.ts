import { type Kysely, sql } from 'kysely';
import { Gauge, type Registry } from 'prom-client';
import type { DB } from '../db/schema.js';
import { replaceSamples } from '../lib/metrics.js';

/**
 * The job queue per job type, read from the jobs table at each scrape (so any process answers for
 * the deployment): jobs due now and not yet taken, scheduled for later (including those waiting
 * on a sandbox clock), running, dead; and how long the oldest due job has waited. One GROUP BY
 * over the table (it holds only unfinished jobs: finished ones are deleted).
 */
export function jobQueueMetrics(db: Kysely<DB>, registry: Registry): () => Promise<void> {
  const registers = [registry];
  const gauge = (name: string, help: string) =>
    new Gauge({ name, help, labelNames: ['job'] as const, registers });
  const due = gauge(
    'mailwright_jobs_due',
    'Jobs due now and waiting for a worker (queue depth), by job type.',
  );
  const scheduled = gauge(
    'mailwright_jobs_scheduled',
    'Jobs queued for later (a retry, a step after a delay, a sandbox clock), by job type.',
  );
  const running = gauge('mailwright_jobs_running', 'Jobs a worker holds now, by job type.');
  const dead = gauge(
    'mailwright_jobs_dead',
    'Jobs that failed for good and wait for an operator (`mailwright jobs dead`), by job type.',
  );
  const oldest = gauge(
    'mailwright_jobs_oldest_due_age_seconds',
    'How long the oldest due job of a type has waited past its run time; 0 when none is due.',
  );
  return async () => {
    const now = new Date().toISOString();
    const rows = await db
      .selectFrom('jobs')
      .select([
        'name',
        'status',
        (eb) => eb.fn.countAll<number>().as('n'),
        sql<number>`sum(case when run_at <= ${now} then 1 else 0 end)`.as('due_n'),
        sql<string | null>`min(case when run_at <= ${now} then run_at end)`.as('oldest_due'),
      ])
      .groupBy(['name', 'status'])
      .execute();
    const samples = (value: (r: (typeof rows)[number]) => number) =>
      rows.map((r) => ({ labels: { job: r.name }, value: value(r) })).filter((s) => s.value > 0);
    const queued = (r: (typeof rows)[number]) => r.status === 'queued';
    replaceSamples(
      due,
      samples((r) => (queued(r) ? Number(r.due_n) : 0)),
    );
    replaceSamples(
      scheduled,
      samples((r) => (queued(r) ? Number(r.n) - Number(r.due_n) : 0)),
    );
    replaceSamples(
      running,
      samples((r) => (r.status === 'running' ? Number(r.n) : 0)),
    );
    replaceSamples(
      dead,
      samples((r) => (r.status === 'dead' ? Number(r.n) : 0)),
    );
    replaceSamples(
      oldest,
      [...new Set(rows.map((r) => r.name))].map((job) => {
        const row = rows.find((r) => r.name === job && queued(r) && r.oldest_due !== null);
        const waited = row ? (Date.parse(now) - Date.parse(String(row.oldest_due))) / 1000 : 0;
        return { labels: { job }, value: Math.max(0, waited) };
      }),
    );
  };
}
