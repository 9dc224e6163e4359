import {
  assertUncounted,
  countInserted,
  defineCountedList,
  requireCounting,
  writeCountedStatus,
} from '../../db/list-counts.js';
import { defineList, type PageTotal, readListPage } from '../../db/pages.js';
import type { Executor } from '../../db/transaction.js';
import {
  type ForwardingAction,
  type ForwardingJobStatus,
  OPEN_FORWARDING_STATUSES,
} from './forwarding-job.lifecycle.js';
import { FORWARDING_JOB_RESPONSE_COLUMNS } from './forwarding-job.present.js';
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
    | 'held_since'
  >
>;

/** List forwarding jobs' totals: per workspace, by mailbox, status and action. */
export const forwardingJobCounts = defineCountedList({
  name: 'forwarding_jobs',
  table: 'forwarding_jobs',
  scope: 'workspace_id',
  dims: ['mailbox_uid', 'status', 'action'],
});

export async function insertForwardingJobs(db: Executor, rows: ForwardingJobRow[]): Promise<void> {
  requireCounting(db, forwardingJobCounts);
  if (rows.length === 0) return;
  await db.insertInto('forwarding_jobs').values(rows).execute();
  countInserted(db, forwardingJobCounts, rows);
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

/**
 * The workspace's jobs held for `destination`: an address, or (`domain`) every address at it.
 * A verified domain's name has no `%` or `_`, so it is safe in a LIKE pattern.
 */
export function findHeldForwardingJobs(
  db: Executor,
  workspaceId: string,
  type: 'email' | 'domain',
  destination: string,
) {
  return db
    .selectFrom('forwarding_jobs')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('status', '=', 'pending')
    .where('held_since', 'is not', null)
    .where(
      'forwarding_email',
      type === 'email' ? '=' : 'like',
      type === 'email' ? destination : `%@${destination}`,
    )
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
 * A page of the workspace's jobs, newest first (`created_at`, then `id`: ids sort by creation
 * within a millisecond), and how many match, from the counters. Each filter has an index that
 * serves the order (migration 0006; `bench/forwarding-jobs.ts` prints the plans); a deep page is
 * read from the nearer end.
 */
export function listForwardingJobRows(
  db: Executor,
  filter: ForwardingJobListFilter,
  offset: number,
  limit: number,
) {
  const total: PageTotal = {
    counted: {
      list: forwardingJobCounts,
      scope: filter.workspaceId,
      where: {
        mailbox_uid: filter.mailboxUids ?? filter.mailboxUid,
        status: filter.status,
        action: filter.action,
      },
    },
  };
  return readListPage(db, forwardingJobList, filter, total, offset, limit);
}

const forwardingJobList = defineList({
  table: 'forwarding_jobs',
  columns: FORWARDING_JOB_RESPONSE_COLUMNS,
  base: (db, filter: ForwardingJobListFilter) =>
    db
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
      ),
});

/** Writes non-status columns. Status moves go through `transitionForwardingJob` only. */
export async function updateForwardingJobFields(
  db: Executor,
  id: string,
  changes: ForwardingJobFieldChanges & { updated_at: string },
): Promise<void> {
  assertUncounted(forwardingJobCounts, changes);
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
  return writeCountedStatus(db, forwardingJobCounts, id, from, changes);
}
