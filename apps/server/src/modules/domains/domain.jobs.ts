import { runOperationJob } from './operations.jobs.js';
import { checkPropagationJob } from './propagation.jobs.js';
import { chargeJob, refundJob, registerJob, setupDnsJob } from './purchase.jobs.js';
import { renewJob, teardownJob } from './upkeep.jobs.js';

/** Every job of the domain lifecycle (registered in `jobs/registry.ts`). */
export const domainJobs = {
  charge: chargeJob,
  register: registerJob,
  refund: refundJob,
  setupDns: setupDnsJob,
  checkPropagation: checkPropagationJob,
  teardown: teardownJob,
  renew: renewJob,
  runOperation: runOperationJob,
};
