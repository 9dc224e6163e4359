import type { Selectable } from 'kysely';
import type { ForwardingAction, ForwardingJobStatus } from './forwarding-job.lifecycle.js';

/**
 * One change of one mailbox's forwarding. `mailbox_uid` and `mailbox_email` are kept with the job
 * (the address when the job was made), so listing needs no join.
 */
export interface ForwardingJobTable {
  id: string;
  /** Public identifier (migration 0110): an additive field beside the contract's fourteen. */
  uid: string;
  workspace_id: string;
  mailbox_id: string;
  mailbox_uid: string;
  mailbox_email: string;
  /** The destination set (enable, update) or removed (disable). */
  forwarding_email: string;
  action: ForwardingAction;
  status: ForwardingJobStatus;
  previous_status: ForwardingJobStatus | null;
  status_changed_at: string;
  status_message: string;
  /** The last attempt's error; empty when there is none. */
  error_message: string;
  attempts: number;
  max_attempts: number;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  last_attempt_at: string | null;
  /** Set while a retry is scheduled. */
  next_retry_at: string | null;
  /**
   * Since when the job is held for a destination not verified yet (migration 0111); null when
   * it is not held. A held job stays `pending` and says why in `status_message`.
   */
  held_since: string | null;
}

export type ForwardingJobRow = Selectable<ForwardingJobTable>;
