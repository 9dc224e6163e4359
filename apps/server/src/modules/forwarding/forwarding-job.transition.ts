import type { Executor } from '../../db/transaction.js';
import { conflict } from '../../http/errors.js';
import { planTransition } from '../../lib/lifecycle.js';
import { isoNow } from '../../lib/time.js';
import { type ForwardingJobStatus, forwardingJobLifecycle } from './forwarding-job.lifecycle.js';
import {
  type ForwardingJobFieldChanges,
  findForwardingJobById,
  writeForwardingJobStatus,
} from './forwarding-jobs.repository.js';
import type { ForwardingJobRow } from './forwarding-jobs.table.js';

/**
 * The one way a forwarding job's status changes: checked against {@link forwardingJobLifecycle},
 * `previous_status` stamped, `completed_at` set on a terminal status, written only while the job
 * is still where it was (a 409 otherwise). No event: the real service sends none for forwarding
 * jobs, and List forwarding jobs is how they are followed.
 */
export async function transitionForwardingJob(
  db: Executor,
  job: ForwardingJobRow,
  to: ForwardingJobStatus,
  changes: ForwardingJobFieldChanges = {},
): Promise<ForwardingJobRow> {
  const now = isoNow();
  const planned = planTransition(forwardingJobLifecycle, job.status, to, now);
  const terminal = forwardingJobLifecycle.terminal.includes(to);
  const written = await writeForwardingJobStatus(db, job.id, job.status, {
    ...changes,
    ...planned,
    updated_at: now,
    ...(terminal ? { completed_at: now, next_retry_at: null } : {}),
  });
  if (!written) throw conflict('The forwarding job changed meanwhile; try again');
  return (await findForwardingJobById(db, job.id)) as ForwardingJobRow;
}
