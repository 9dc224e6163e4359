import { Type } from 'typebox';
import { defineJob } from '../../jobs/job.js';
import { fireSchedule } from './schedules.service.js';
import { seedHealthJob } from './seeds.jobs.js';
import { collectCopies, sendCopies } from './work.js';

/**
 * A run's sends: every pending copy at once (`together`), or one copy per run of the job with a
 * gap between (`one_by_one`). Runs on the workspace's time line.
 */
export const placementSendJob = defineJob({
  name: 'placement.send',
  payload: Type.Object({ testId: Type.String() }),
  maxAttempts: 8,
  async handle({ testId }, { ctx, log, attempt, maxAttempts }) {
    await sendCopies(ctx, testId, log, attempt >= maxAttempts);
  },
});

/** A look in every seed for the run's copies not found yet; at the deadline, the rest are missing. */
export const placementCollectJob = defineJob({
  name: 'placement.collect',
  payload: Type.Object({ testId: Type.String(), at: Type.String() }),
  maxAttempts: 8,
  async handle({ testId }, { ctx, log }) {
    await collectCopies(ctx, testId, log);
  },
});

/** A scheduled test's firing at `at` (its workspace's time): one run, then the next firing. */
export const placementFireJob = defineJob({
  name: 'placement.fire',
  payload: Type.Object({ scheduleId: Type.String(), at: Type.String() }),
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
