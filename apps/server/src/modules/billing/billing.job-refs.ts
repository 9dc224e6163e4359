import { Type } from 'typebox';
import { jobRef } from '../../jobs/job.js';

// The billing jobs by name and payload, for the services that enqueue them; their handlers
// (payment.jobs.ts, subscription.jobs.ts) call back into those services, so the services never
// import the job modules (no import cycle).

/** A look at an unsettled payment (payment.jobs.ts). */
export const checkPayment = jobRef(
  'billing.check-payment',
  Type.Object({ paymentId: Type.String() }),
);

/** The renewal of a subscription's period (subscription.jobs.ts). */
export const renewSubscription = jobRef(
  'billing.renew-subscription',
  Type.Object({ subscriptionId: Type.String(), renewsOn: Type.String() }),
);
