import type { Executor } from '../../db/transaction.js';
import {
  type ForwardingAction,
  type ForwardingJobStatus,
  OPEN_FORWARDING_STATUSES,
} from './forwarding-job.lifecycle.js';
import type { ForwardingJobRow, ForwardingJobTable } from './forwarding-jobs.table.js';

/** Columns that may change with a status move or outside one. */
export type ForwardingJobFieldChanges = Partial<
  Pick<
    ForwardingJobTable,
    | 'status_message'
    | 'error_message'
    | 'attempts'
    | 'completed_at'
    | 'last_attempt_at'
    | 'next_retry_at'
  >
>;

export async function insertForwardingJobs(db: Executor, rows: ForwardingJobRow[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('forwarding_jobs').values(rows).execute();
}

export function findForwardingJobById(db: Executor, id: string) {
  return db.selectFrom('forwarding_jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A mailbox's jobs that have not ended, oldest first. */
export function findOpenForwardingJobs(db: Executor, mailboxId: string) {
  return db
    .selectFrom('forwarding_jobs')
    .selectAll()
    .where('mailbox_id', '=', mailboxId)
    .where('status', 'in', OPEN_FORWARDING_STATUSES)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export interface ForwardingJobListFilter {
  workspaceId: string;
  mailboxUid?: string;
  /** Only jobs of these mailboxes (non-empty). */
  mailboxUids?: readonly string[];
  status?: ForwardingJobStatus;
  action?: ForwardingAction;
}

/**
 * The two queries of a page of the workspace's jobs: the page, newest first (`created_at`, then
 * `id`: ids sort by creation within a millisecond), and the count of matches. Each filter has an
 * index that serves the order and the count (migration 0006; `bench/forwarding-jobs.ts` prints
 * the plans).
 */
export function forwardingJobListQueries(
  db: Executor,
  filter: ForwardingJobListFilter,
  offset: number,
  limit: number,
) {
  const base = db
    .selectFrom('forwarding_jobs')
    .where('workspace_id', '=', filter.workspaceId)
    .$if(filter.mailboxUid !== undefined, (q) =>
      q.where('mailbox_uid', '=', filter.mailboxUid as string),
    )
    .$if(filter.mailboxUids !== undefined, (q) =>
      q.where('mailbox_uid', 'in', filter.mailboxUids as string[]),
    )
    .$if(filter.status !== undefined, (q) =>
      q.where('status', '=', filter.status as ForwardingJobStatus),
    )
    .$if(filter.action !== undefined, (q) =>
      q.where('action', '=', filter.action as ForwardingAction),
    );
  return {
    page: base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit),
    count: base.select((eb) => eb.fn.countAll<number>().as('n')),
  };
}

/** A page of the workspace's jobs, newest first, and how many match. */
export async function listForwardingJobRows(
  db: Executor,
  filter: ForwardingJobListFilter,
  offset: number,
  limit: number,
) {
  const queries = forwardingJobListQueries(db, filter, offset, limit);
  const [rows, count] = await Promise.all([
    queries.page.execute(),
    queries.count.executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Writes non-status columns. Status moves go through `transitionForwardingJob` only. */
export async function updateForwardingJobFields(
  db: Executor,
  id: string,
  changes: ForwardingJobFieldChanges & { updated_at: string },
): Promise<void> {
  await db.updateTable('forwarding_jobs').set(changes).where('id', '=', id).execute();
}

/** The one statement that writes a job's status, only while it is still in `from`. */
export async function writeForwardingJobStatus(
  db: Executor,
  id: string,
  from: ForwardingJobStatus,
  changes: ForwardingJobFieldChanges & {
    status: ForwardingJobStatus;
    previous_status: ForwardingJobStatus | null;
    status_changed_at: string;
    updated_at: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('forwarding_jobs')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
