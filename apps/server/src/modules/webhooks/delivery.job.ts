import { defineJob } from '../../jobs/job.js';
import { ATTEMPT_JOB_NAME, AttemptJobPayload } from './attempt-schedule.js';
import { runAttemptJob } from './delivery.service.js';

/**
 * One webhook delivery attempt. A receiver's failure is recorded and the next attempt scheduled
 * by the handler itself, so this job fails only when its worker dies, is stopped mid-attempt
 * (the shutdown's grace period over), or the database is unreachable: its next run records the
 * attempt as interrupted in the delivery log and schedules the following one. A job that fails
 * five times goes dead, where `mailwright jobs dead` shows it.
 */
export const webhookAttemptJob = defineJob({
  name: ATTEMPT_JOB_NAME,
  payload: AttemptJobPayload,
  maxAttempts: 5,
  countsInterruptedRun: true,
  handle: (payload, { ctx, log, ...run }) => runAttemptJob(ctx, payload, run, log),
});
