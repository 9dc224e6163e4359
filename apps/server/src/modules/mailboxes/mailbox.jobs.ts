import { setupStepJob } from './setup.jobs.js';
import { upkeepJobs } from './upkeep.jobs.js';

/** Every job of the mailbox lifecycle (registered in `main/jobs.ts`). */
export const mailboxJobs = {
  setupStep: setupStepJob,
  checkAccount: upkeepJobs.checkAccount,
  renew: upkeepJobs.renew,
  chargeRenewal: upkeepJobs.chargeRenewal,
  cancel: upkeepJobs.cancel,
  archive: upkeepJobs.archive,
  remove: upkeepJobs.remove,
};
