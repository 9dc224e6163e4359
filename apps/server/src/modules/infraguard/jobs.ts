import { checkJob } from './check.job.js';
import { renewProtectionJob } from './subscriptions.service.js';

/** InfraGuard's jobs: the scheduled checks of each protected domain and the monthly renewal. */
export const infraguardJobs = [checkJob, renewProtectionJob];
