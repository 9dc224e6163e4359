import { Type } from 'typebox';
import { Nullable, Timestamp, Uid } from '../../http/schemas.js';
import { FORWARDING_ACTIONS, FORWARDING_JOB_STATUSES } from './forwarding-job.lifecycle.js';

export const ForwardingJobStatusSchema = Type.Enum([...FORWARDING_JOB_STATUSES], {
  description: 'pending, processing, completed or failed.',
});
export const ForwardingActionSchema = Type.Enum([...FORWARDING_ACTIONS], {
  description: 'enable (Setup), update (Update) or disable (Remove email forwarding).',
});

/** The contract's Forwarding job record, every field as it says, and the job's own `uid`. */
export const ForwardingJob = Type.Object(
  {
    uid: Uid('The job’s identifier (not in the contract’s table: an additional field).'),
    mailbox_uid: Type.String({ description: 'Mailbox identifier.' }),
    mailbox_email: Type.String({ description: 'Email address of the mailbox.' }),
    forwarding_email: Type.String({
      description: 'Forward destination address (for `disable`, the one removed).',
    }),
    action: ForwardingActionSchema,
    status: ForwardingJobStatusSchema,
    status_message: Type.String({ description: 'Human-readable progress text.' }),
    error_message: Type.String({ description: 'The last attempt’s error; empty when none.' }),
    attempts: Type.Integer({ description: 'Attempts made so far.' }),
    max_attempts: Type.Integer({ description: 'Attempt cap.' }),
    created_at: Timestamp(),
    updated_at: Timestamp(),
    completed_at: Nullable(Timestamp()),
    last_attempt_at: Nullable(Timestamp()),
    next_retry_at: Nullable(Timestamp('Set while a retry is scheduled.')),
  },
  { title: 'ForwardingJob' },
);
