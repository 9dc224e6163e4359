import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  durationSeconds?: number;
}

export interface LoadFigures {
  requests_per_second: number;
  latency_ms: { p50: number; p90: number; p99: number; max: number };
  requests: number;
  non_2xx: number;
  errors: number;
}

/** Drives one endpoint with autocannon and returns the figures that matter. */
export async function load(options: LoadOptions): Promise<LoadFigures> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    ...(options.body ? { body: options.body } : {}),
    connections: options.connections ?? 20,
    duration: options.durationSeconds ?? 10,
  });
  return {
    requests_per_second: Math.round(result.requests.average),
    latency_ms: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    requests: result.requests.total,
    non_2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Our figure beside the baseline's, with the share of the baseline's throughput we reach. */
export function sideBySide(ours: LoadFigures, baseline: LoadFigures) {
  return {
    mailwright: ours,
    baseline,
    throughput_vs_baseline: Number(
      (ours.requests_per_second / baseline.requests_per_second).toFixed(3),
    ),
  };
}
