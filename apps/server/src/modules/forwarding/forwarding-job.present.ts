import type { ForwardingJobRow } from './forwarding-jobs.table.js';

/** The columns {@link toForwardingJobResponse} reads: all a list page needs to read. */
export const FORWARDING_JOB_RESPONSE_COLUMNS = [
  'uid',
  'mailbox_uid',
  'mailbox_email',
  'forwarding_email',
  'action',
  'status',
  'status_message',
  'error_message',
  'attempts',
  'max_attempts',
  'created_at',
  'updated_at',
  'completed_at',
  'last_attempt_at',
  'next_retry_at',
] as const satisfies ReadonlyArray<keyof ForwardingJobRow>;

/**
 * A forwarding job: the contract's Forwarding job table (fourteen fields, snake_case), and the
 * job's own `uid` (additive, for clients that key a job by it).
 */
export function toForwardingJobResponse(
  row: Pick<ForwardingJobRow, (typeof FORWARDING_JOB_RESPONSE_COLUMNS)[number]>,
) {
  return {
    uid: row.uid,
    mailbox_uid: row.mailbox_uid,
    mailbox_email: row.mailbox_email,
    forwarding_email: row.forwarding_email,
    action: row.action,
    status: row.status,
    status_message: row.status_message,
    error_message: row.error_message,
    attempts: row.attempts,
    max_attempts: row.max_attempts,
    created_at: row.created_at,
    updated_at: row.updated_at,
    completed_at: row.completed_at,
    last_attempt_at: row.last_attempt_at,
    next_retry_at: row.next_retry_at,
  };
}
