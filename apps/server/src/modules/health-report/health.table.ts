import type { Selectable } from 'kysely';

export type HealthCheckStatus = 'queued' | 'running' | 'done' | 'failed';

/**
 * The newest "check now" of a domain (one row per domain): its DNS records and blocklists as a
 * background job found them. `batch_id` groups the domains one request asked for (the progress
 * the health page shows); `results` is the JSON of {@link StoredHealthResults}.
 */
export interface HealthCheckTable {
  domain_id: string;
  workspace_id: string;
  batch_id: string;
  status: HealthCheckStatus;
  results: string | null;
  requested_at: string;
  started_at: string | null;
  finished_at: string | null;
}

export type HealthCheckRow = Selectable<HealthCheckTable>;
