import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { defineJob, PermanentJobError } from '../src/jobs/job.js';
import { dialect } from './support/database.js';
import { useHarness } from './support/harness.js';
import { cliPath, spawnNode } from './support/processes.js';
import { PROCESS_TEST_TIMEOUT_MS, waitFor } from './support/wait.js';

const fine = defineJob({
  name: 'test.fine',
  payload: Type.Object({}),
  async handle() {},
});
const doomed = defineJob({
  name: 'test.doomed',
  payload: Type.Object({}),
  maxAttempts: 2,
  backoffMs: () => 10,
  async handle() {
    throw new PermanentJobError('never works');
  },
});

const h = useHarness({ jobs: [fine, doomed], env: { MAILWRIGHT_METRICS_TOKEN: 'scrape-me' } });

const scrape = async () => {
  const res = await h.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: 'Bearer scrape-me' },
  });
  expect(res.statusCode).toBe(200);
  return res.body;
};

/** The value of the sample `name{labels}` (labels in the order prom-client prints them). */
const value = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
};

describe('/metrics (prom-client)', () => {
  it('counts and times HTTP requests by route pattern, method and status', async () => {
    for (let i = 0; i < 3; i += 1) await h.call('GET', '/v1/api/workspaces/list');
    await h.call('GET', '/v1/api/workspaces/list', { token: 'mw_wrong' });
    await h.call('GET', '/v1/api/no-such-operation');
    const text = await scrape();
    const route = 'route="/v1/api/workspaces/list",method="GET"';
    expect(value(text, `mailwright_http_requests_total{${route},status="200"}`)).toBe(3);
    expect(value(text, `mailwright_http_requests_total{${route},status="401"}`)).toBe(1);
    expect(
      value(text, 'mailwright_http_requests_total{route="unmatched",method="GET",status="404"}'),
    ).toBe(1);
    expect(
      value(text, `mailwright_http_request_duration_seconds_count{${route},status="200"}`),
    ).toBe(3);
    expect(
      value(
        text,
        `mailwright_http_request_duration_seconds_bucket{le="+Inf",${route},status="200"}`,
      ),
    ).toBe(3);
  });

  it('reports the job queue per type: depth, age of the oldest due job, dead jobs', async () => {
    const due = new Date(Date.now() - 30_000);
    for (let i = 0; i < 2; i += 1)
      await h.ctx.jobs.enqueue(h.ctx.db, fine, {}, { runAt: due, key: `due-${i}` });
    await h.ctx.jobs.enqueue(h.ctx.db, fine, {}, { runAt: new Date(Date.now() + 3_600_000) });
    const before = await scrape();
    expect(value(before, 'mailwright_jobs_due{job="test.fine"}')).toBe(2);
    expect(value(before, 'mailwright_jobs_scheduled{job="test.fine"}')).toBe(1);
    expect(
      value(before, 'mailwright_jobs_oldest_due_age_seconds{job="test.fine"}'),
    ).toBeGreaterThanOrEqual(30);

    await h.ctx.jobs.enqueue(h.ctx.db, doomed, {});
    await h.startRunner();
    await waitFor(async () => {
      const text = await scrape();
      return (
        value(text, 'mailwright_jobs_completed_total{job="test.fine"}') === 2 &&
        value(text, 'mailwright_jobs_dead{job="test.doomed"}') === 1
      );
    });
    const after = await scrape();
    expect(value(after, 'mailwright_jobs_due{job="test.fine"}')).toBeUndefined();
    expect(value(after, 'mailwright_jobs_oldest_due_age_seconds{job="test.fine"}')).toBe(0);
    expect(value(after, 'mailwright_jobs_failed_total{job="test.doomed"}')).toBe(1);
    expect(value(after, 'mailwright_jobs_dead_total{job="test.doomed"}')).toBe(1);
    expect(value(after, 'mailwright_job_duration_seconds_count{job="test.fine"}')).toBe(2);
  });

  it('reports the database and the process: statements, pool, memory, CPU, event-loop lag', async () => {
    const text = await scrape();
    expect(value(text, 'mailwright_db_statements_total')).toBeGreaterThan(0);
    expect(value(text, 'mailwright_db_deadlocks_total')).toBe(0);
    if (dialect === 'postgres')
      expect(value(text, 'mailwright_db_pool_connections{state="max"}')).toBe(20);
    for (const name of [
      'process_resident_memory_bytes',
      'process_cpu_user_seconds_total',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(value(text, name), name).toBeGreaterThanOrEqual(0);
    // The webhook figures keep their names.
    expect(text).toContain('# TYPE mailwright_webhook_deliveries_total counter');
    expect(text).toContain('# TYPE mailwright_webhook_oldest_undelivered_event_age_seconds gauge');
  });
});

describe('a worker process', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('serves /healthz, /readyz and /metrics on MAILWRIGHT_WORKER_PORT, and nothing else', async () => {
    const worker = spawnNode(
      cliPath,
      ['serve', '--role', 'worker'],
      h.env({ MAILWRIGHT_WORKER_PORT: '0', LOG_LEVEL: 'warn' }),
    );
    await worker.waitForOutput('health and metrics at ', PROCESS_TEST_TIMEOUT_MS);
    const base = /health and metrics at (\S+)/.exec(worker.stdout())?.[1] as string;
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${base}/readyz`)).json()).toEqual({ status: 'ready' });
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    const metrics = await fetch(`${base}/metrics`, {
      headers: { authorization: 'Bearer scrape-me' },
    });
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toContain('# TYPE mailwright_jobs_completed_total counter');
    expect(text).toContain('# TYPE mailwright_jobs_due gauge');
    expect(text).toContain('process_resident_memory_bytes ');
    const api = await fetch(`${base}/v1/api/workspaces/list`);
    expect(api.status).toBe(404);
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
  });
});
