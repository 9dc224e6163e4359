import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { ApiError } from '../../../http/errors.js';
import { findPaymentByProviderId } from '../payments.repository.js';
import { settlePayment } from '../payments.service.js';

/**
 * Where Stripe delivers its events (`checkout.session.completed`, `…async_payment_succeeded`,
 * `…async_payment_failed`, `…expired`, `payment_intent.*`). The raw body is kept for the
 * library's signature check (`stripe.webhooks.constructEvent` with STRIPE_WEBHOOK_SECRET); a bad
 * signature is a 400. An event about one of our payments makes us read that payment from Stripe
 * and apply it through the same path as a status check, so a redelivered event, or one racing a
 * status poll, applies the credits once. Not an API operation (Stripe calls it, unauthenticated
 * but signed), so it is left out of the API document; docs/api/billing.md tells operators to
 * point their Stripe webhook here.
 */
export function stripeWebhook(app: App, ctx: AppContext): void {
  app.register(async (plugin) => {
    plugin.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    plugin.post(
      '/v1/api/billing/webhooks/stripe',
      { config: { scope: 'public' }, schema: { hide: true } },
      async (request) => {
        const parsed = ctx.providers.payments.parseWebhook({
          rawBody: request.body as Buffer,
          headers: request.headers,
        });
        if (!parsed.ok)
          throw new ApiError('VALIDATION_FAILED', `Webhook refused: ${parsed.error.message}`);
        const payment = parsed.payment
          ? await findPaymentByProviderId(ctx.db, parsed.payment)
          : undefined;
        if (payment) await settlePayment(ctx, payment.id);
        return { received: true, event: parsed.eventId, applied: payment !== undefined };
      },
    );
  });
}
