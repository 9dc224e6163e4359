import { runOperationJob } from './operations.jobs.js';
import { checkPropagationJob } from './propagation.jobs.js';
import { paymentTakenJob, registerJob, setupDnsJob } from './purchase.jobs.js';
import { renewJob, teardownJob } from './upkeep.jobs.js';

/** Every job of the domain lifecycle (registered in `main/jobs.ts`). */
export const domainJobs = {
  paymentTaken: paymentTakenJob,
  register: registerJob,
  setupDns: setupDnsJob,
  checkPropagation: checkPropagationJob,
  teardown: teardownJob,
  renew: renewJob,
  runOperation: runOperationJob,
};
