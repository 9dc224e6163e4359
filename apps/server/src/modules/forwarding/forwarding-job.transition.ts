import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { defineTransitions } from '../../lib/lifecycle.js';
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
 * A forwarding job's moves ({@link defineTransitions}): `completed_at` set (and no next retry) on
 * a terminal status, and `forwarding_job.status_changed` recorded (the real service sends no
 * event for forwarding jobs: ours, sent to webhooks that enable it).
 */
const forwardingJobMoves = defineTransitions<
  ForwardingJobStatus,
  ForwardingJobRow,
  ForwardingJobFieldChanges,
  Transaction<DB>,
  AppContext
>({
  lifecycle: forwardingJobLifecycle,
  movedMeanwhile: () => 'The forwarding job changed meanwhile; try again',
  effects: async (_trx, _job, to, now) =>
    forwardingJobLifecycle.terminal.includes(to) ? { completed_at: now, next_retry_at: null } : {},
  write: (trx, job, written) => writeForwardingJobStatus(trx, job.id, job.status, written),
  reread: async (trx, job) => (await findForwardingJobById(trx, job.id)) as ForwardingJobRow,
  emit: emitForwardingJobEvent,
});

export const { transition: transitionForwardingJob } = forwardingJobMoves;

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
