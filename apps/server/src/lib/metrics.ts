import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * One process's metrics, in prom-client's registry (docs/operator.md lists each metric). The
 * HTTP and job figures are this process's; the figures read from the database at scrape time
 * (`refresh`: job queues, webhook delivery) are the whole deployment's, whichever process
 * answers. Process figures (CPU, memory, event-loop lag, heap) come from prom-client's defaults.
 */
export interface Metrics {
  readonly registry: Registry;
  readonly httpRequests: Counter<'route' | 'method' | 'status'>;
  readonly httpDuration: Histogram<'route' | 'method' | 'status'>;
  readonly jobsCompleted: Counter<'job'>;
  readonly jobsFailed: Counter<'job'>;
  readonly jobsDead: Counter<'job'>;
  readonly jobDuration: Histogram<'job'>;
  /**
   * Figures read at scrape time (the database's), added by the composition root: each sets its
   * gauges before the registry is read.
   */
  readonly refreshers: Array<() => Promise<void>>;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    refreshers: [],
    httpRequests: new Counter({
      name: 'mailwright_http_requests_total',
      help: 'HTTP requests this process answered, by route pattern, method and status code.',
      labelNames: ['route', 'method', 'status'],
      registers,
    }),
    httpDuration: new Histogram({
      name: 'mailwright_http_request_duration_seconds',
      help: 'Time from a request arriving to its response being sent, by route pattern, method and status code.',
      labelNames: ['route', 'method', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    jobsCompleted: new Counter({
      name: 'mailwright_jobs_completed_total',
      help: 'Jobs this process ran to completion, by job type.',
      labelNames: ['job'],
      registers,
    }),
    jobsFailed: new Counter({
      name: 'mailwright_jobs_failed_total',
      help: 'Job attempts that failed in this process (retried later, or dead), by job type.',
      labelNames: ['job'],
      registers,
    }),
    jobsDead: new Counter({
      name: 'mailwright_jobs_dead_total',
      help: 'Jobs this process gave up on (attempts used up, or a permanent failure), by job type.',
      labelNames: ['job'],
      registers,
    }),
    jobDuration: new Histogram({
      name: 'mailwright_job_duration_seconds',
      help: 'How long a job handler ran in this process, by job type.',
      labelNames: ['job'],
      buckets: [0.005, 0.025, 0.1, 0.5, 1, 5, 15, 60, 300],
      registers,
    }),
  };
}

let processRegistry: Registry | null = null;

/**
 * CPU, memory, heap, event-loop lag and the like: one set per process (prom-client's defaults
 * watch the event loop and garbage collection once, however many contexts a process composes).
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The exposition text: the database's figures refreshed, then this process's and its defaults. */
export async function renderMetrics(metrics: Metrics): Promise<{ text: string; type: string }> {
  for (const refresh of metrics.refreshers) await refresh();
  const merged = Registry.merge([metrics.registry, processMetrics()]);
  return { text: await merged.metrics(), type: merged.contentType };
}

/**
 * A gauge (or counter) set from rows read at scrape time: `set` replaces every sample, so a label
 * set that is gone (a workspace deleted, a job type drained) disappears.
 */
export function replaceSamples<L extends string>(
  metric: Gauge<L> | Counter<L>,
  samples: ReadonlyArray<{ labels: Partial<Record<L, string>>; value: number }>,
): void {
  metric.reset();
  for (const { labels, value } of samples) {
    if (metric instanceof Gauge) metric.set(labels, value);
    else metric.inc(labels, value);
  }
}
