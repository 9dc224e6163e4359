import { defineJob } from '../../jobs/job.js';
import { checkPayment } from './billing.job-refs.js';
import { isSettled, settlePayment } from './payments.service.js';

/**
 * A look at an unsettled payment, scheduled when it is recorded and whenever its status moves:
 * at its expiry for a checkout that waits on the payer, soon for one that is processing. Applies
 * what the provider says through the same path as a status check or a webhook, so a payment the
 * customer never polled for is still applied (or its purchase ended) once.
 */
export const checkPaymentJob = defineJob({
  ...checkPayment,
  async handle({ paymentId }, { ctx }) {
    const row = await settlePayment(ctx, paymentId);
    if (isSettled(row)) return;
    // Processing (or the provider did not answer): look again soon; waiting on the payer: at expiry.
    const soon = Date.now() + Math.max(ctx.providers.pace.paymentCheckMs, 1000);
    const expiry = Date.parse(row.expires_at ?? '') + 1000;
    const runAt = new Date(row.status === 'processing' || !(expiry > soon) ? soon : expiry);
    await ctx.jobs.enqueue(
      ctx.db,
      checkPaymentJob,
      { paymentId },
      { key: `payment-check:${paymentId}:${runAt.toISOString()}`, runAt },
    );
  },
});
