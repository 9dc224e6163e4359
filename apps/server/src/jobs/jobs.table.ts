import type { Selectable } from 'kysely';

export type JobStatus = 'queued' | 'running' | 'dead';

/**
 * A durable job. Finished jobs are deleted; `dead` ones stay for an operator to inspect and
 * retry. A `key` is unique among the rows present, which is what de-duplicates enqueues.
 */
export interface JobTable {
  id: string;
  name: string;
  key: string | null;
  payload: string;
  status: JobStatus;
  run_at: string;
  attempts: number;
  max_attempts: number;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export type JobRow = Selectable<JobTable>;
