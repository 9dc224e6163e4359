import { progressJob } from './progress.jobs.js';

/** Every job of the orders module (registered in `main/jobs.ts`). */
export const orderJobs = { progress: progressJob };
