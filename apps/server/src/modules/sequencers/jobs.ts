import { exportStepJob } from './export.jobs.js';
import { codeExpiryJob, verifyJob } from './sequencer.jobs.js';

/** Every job of the sequencer and export lifecycles (registered in `main/jobs.ts`). */
export const sequencerJobs = {
  verify: verifyJob,
  codeExpiry: codeExpiryJob,
  exportStep: exportStepJob,
};
