import { autoTopupJob } from './auto-topup.jobs.js';
import { checkPaymentJob } from './payment.jobs.js';
import { renewSubscriptionJob } from './subscription.jobs.js';

/** Every job of the billing module (registered in `main/jobs.ts`). */
export const billingJobs = {
  checkPayment: checkPaymentJob,
  autoTopup: autoTopupJob,
  renewSubscription: renewSubscriptionJob,
};
