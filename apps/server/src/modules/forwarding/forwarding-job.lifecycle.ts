import { defineLifecycle } from '../../lib/lifecycle.js';

/**
 * A forwarding job: one change of one mailbox's forwarding, carried out by a worker through the
 * mailbox host. The contract shows `pending` and `enable`; the rest is ours (docs/decisions.md).
 * A failed attempt that may pass goes back to `pending` with `next_retry_at` set, until
 * `max_attempts`. Forwarding jobs send no webhook event (the real service has none).
 */
export const FORWARDING_JOB_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type ForwardingJobStatus = (typeof FORWARDING_JOB_STATUSES)[number];

/** What a job does: Setup (`enable`), Update (`update`) or Remove (`disable`) email forwarding. */
export const FORWARDING_ACTIONS = ['enable', 'update', 'disable'] as const;
export type ForwardingAction = (typeof FORWARDING_ACTIONS)[number];

/** Statuses of a job that has not ended: a later job of the same mailbox waits for it. */
export const OPEN_FORWARDING_STATUSES = ['pending', 'processing'] as const;

export const forwardingJobLifecycle = defineLifecycle<ForwardingJobStatus>({
  name: 'forwarding job',
  statuses: FORWARDING_JOB_STATUSES,
  initial: ['pending'],
  transitions: {
    pending: {
      processing: 'a worker starts an attempt (earlier jobs of the mailbox have ended)',
      failed:
        'the mailbox is no longer active, or its destination was not verified (held too long, or replaced)',
    },
    processing: {
      completed: 'the host applied the change',
      pending: 'the attempt failed and may pass: retry at next_retry_at',
      failed: 'the host refused, or the last attempt failed',
    },
    completed: {},
    failed: {},
  },
  terminal: ['completed', 'failed'],
});
