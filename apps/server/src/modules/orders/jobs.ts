import { progressJob } from './progress.jobs.js';

/** Every job of the orders module (registered in `jobs/registry.ts`). */
export const orderJobs = { progress: progressJob };
