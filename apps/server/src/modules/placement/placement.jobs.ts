import { defineJob } from '../../jobs/job.js';
import { placementCollect, placementFire, placementSend } from './placement.job-refs.js';
import { fireSchedule } from './schedules.service.js';
import { seedHealthJob } from './seeds.jobs.js';
import { collectCopies, sendCopies } from './work.js';

/**
 * A run's sends: every pending copy at once (`together`), or one copy per run of the job with a
 * gap between (`one_by_one`). Runs on the workspace's time line.
 */
export const placementSendJob = defineJob({
  ...placementSend,
  maxAttempts: 8,
  async handle({ testId }, { ctx, log, attempt, maxAttempts }) {
    await sendCopies(ctx, testId, log, attempt >= maxAttempts);
  },
});

/** A look in every seed for the run's copies not found yet; at the deadline, the rest are missing. */
export const placementCollectJob = defineJob({
  ...placementCollect,
  maxAttempts: 8,
  async handle({ testId }, { ctx, log }) {
    await collectCopies(ctx, testId, log);
  },
});

/** A scheduled test's firing at `at` (its workspace's time): one run, then the next firing. */
export const placementFireJob = defineJob({
  ...placementFire,
  async handle({ scheduleId, at }, { ctx }) {
    await fireSchedule(ctx, scheduleId, at);
  },
});

export const placementJobs = {
  placementSendJob,
  placementCollectJob,
  placementFireJob,
  seedHealthJob,
};
