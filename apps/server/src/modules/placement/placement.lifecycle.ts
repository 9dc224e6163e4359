import { defineLifecycle } from '../../lib/lifecycle.js';

export const PLACEMENT_TEST_STATUSES = ['created', 'running', 'completed', 'failed'] as const;
export type PlacementTestStatus = (typeof PLACEMENT_TEST_STATUSES)[number];

/**
 * A placement test run. `created` is paid and waits for its first send; `running` has sent and
 * looks for its copies in the seeds until its deadline; `completed` has every copy found or
 * `missing`; `failed` could not send (or could not be paid, for a scheduled firing) and was
 * refunded.
 */
export const placementTestLifecycle = defineLifecycle<PlacementTestStatus>({
  name: 'placement test',
  statuses: PLACEMENT_TEST_STATUSES,
  initial: ['created', 'failed'],
  transitions: {
    created: { running: 'first copy sent', failed: 'nothing could be sent (refunded)' },
    running: { completed: 'every copy found or past the deadline' },
    completed: {},
    failed: {},
  },
  terminal: ['completed', 'failed'],
});
