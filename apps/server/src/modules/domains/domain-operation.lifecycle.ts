import { defineLifecycle } from '../../lib/lifecycle.js';

/**
 * Moves and rotations are carried out by a job: `queued` until it runs, then `completed` (each
 * domain's own outcome is in its item) or `failed` (nothing could be done, such as when the
 * target workspace was deleted meanwhile). They emit no webhook events: the domains' own
 * status changes do.
 */
export const OPERATION_STATUSES = ['queued', 'completed', 'failed'] as const;
export type OperationStatus = (typeof OPERATION_STATUSES)[number];

export const domainOperationLifecycle = defineLifecycle<OperationStatus>({
  name: 'domain operation',
  statuses: OPERATION_STATUSES,
  initial: ['queued'],
  transitions: {
    queued: { completed: 'carried out', failed: 'could not be carried out' },
    completed: {},
    failed: {},
  },
  terminal: ['completed', 'failed'],
});
