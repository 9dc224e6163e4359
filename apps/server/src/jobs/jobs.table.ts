import type { ColumnType, Selectable } from 'kysely';

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
  /** The workspace a job was scheduled for (`scheduleFor`), so it follows that workspace's clock. */
  workspace_id: NullableColumn;
  /**
   * The sandbox clock the job waits on: while it is not due on that clock, `run_at` is
   * {@link NOT_BEFORE_RELEASE} and `clock_at` is its time on the clock (`modules/clocks`).
   */
  clock_id: NullableColumn;
  clock_at: NullableColumn;
}

/** A nullable column that inserts may leave out. */
type NullableColumn = ColumnType<string | null, string | null | undefined, string | null>;

/** `run_at` of a job that waits on a sandbox clock: never claimed until the clock releases it. */
export const NOT_BEFORE_RELEASE = '9999-12-31T23:59:59.999Z';

export type JobRow = Selectable<JobTable>;
