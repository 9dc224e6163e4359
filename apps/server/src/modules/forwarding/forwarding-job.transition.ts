import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { conflict } from '../../http/errors.js';
import { planTransition } from '../../lib/lifecycle.js';
import { isoNow } from '../../lib/time.js';
import { emitStatusEvent } from '../webhooks/surface.js';
import { type ForwardingJobStatus, forwardingJobLifecycle } from './forwarding-job.lifecycle.js';
import { toForwardingJobResponse } from './forwarding-job.present.js';
import {
  type ForwardingJobFieldChanges,
  findForwardingJobById,
  writeForwardingJobStatus,
} from './forwarding-jobs.repository.js';
import type { ForwardingJobRow } from './forwarding-jobs.table.js';

/**
 * The one way a forwarding job's status changes: checked against {@link forwardingJobLifecycle},
 * `previous_status` stamped, `completed_at` set on a terminal status, written only while the job
 * is still where it was (a 409 otherwise), and `forwarding_job.status_changed` recorded (the real
 * service sends no event for forwarding jobs: ours, sent to webhooks that enable it).
 */
export async function transitionForwardingJob(
  db: Transaction<DB>,
  ctx: AppContext,
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
  const updated = (await findForwardingJobById(db, job.id)) as ForwardingJobRow;
  await emitForwardingJobEvent(db, ctx, updated);
  return updated;
}

/** Records `forwarding_job.status_changed` for the job as List forwarding jobs shows it. */
export async function emitForwardingJobEvent(
  trx: Transaction<DB>,
  ctx: AppContext,
  job: ForwardingJobRow,
): Promise<void> {
  await emitStatusEvent(trx, ctx, {
    workspaceId: job.workspace_id,
    event: 'forwarding_job.status_changed',
    kind: 'forwarding_job',
    record: toForwardingJobResponse(job),
    previousStatus: job.previous_status,
    updatedAt: job.updated_at,
  });
}
