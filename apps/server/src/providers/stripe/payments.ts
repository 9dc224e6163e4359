import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import type { PaymentProvider, PaymentState, PaymentView } from '../payments.js';
import { PAYMENT_FAILURES } from '../payments.js';
import { fail, type ProviderFailure, succeed } from '../result.js';
import { base64Of, upstreamWords } from '../upstream-words.js';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API base (stripe-mock, a proxy, the tests' loopback server); null for Stripe's. */
  apiUrl: string | null;
}

const require = createRequire(import.meta.url);
let sdk: typeof Stripe | null = null;

/**
 * The `stripe` package, loaded when a Stripe provider is made: it is about 700 KB of code that
 * every process, each CLI command among them, would otherwise compile at start where Stripe is
 * not configured (the tests, the sandbox). Loaded with `require` (its CommonJS build), not
 * `import()`, because checking a webhook's signature is synchronous; the command's bundle
 * leaves it in node_modules (`scripts/bundle.mjs`).
 */
function loadSdk(): typeof Stripe {
  sdk ??= require('stripe') as typeof Stripe;
  return sdk;
}

/**
 * Payments through Stripe with the official `stripe` package: a Customer per wallet, Checkout
 * Sessions in `payment` mode that save the card for later (`setup_future_usage: off_session`),
 * PaymentIntents confirmed at once on the saved card (off-session for auto top-up), Billing
 * Portal sessions, and webhook events checked by `stripe.webhooks.constructEvent`.
 */
export function createStripePayments(settings: StripeSettings): PaymentProvider {
  const base = settings.apiUrl ? new URL(settings.apiUrl) : null;
  const StripeSdk = loadSdk();
  const stripe = new StripeSdk(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Mailwright' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? ('https' as const) : ('http' as const),
        }
      : {}),
  });

  // The key in every form a request carries it (Bearer, and Basic as `sk_…:`), for the scrubber.
  const secrets = [settings.secretKey, base64Of(`${settings.secretKey}:`), settings.webhookSecret];
  const call = <T extends object>(work: () => Promise<({ ok: true } & T) | ProviderFailure>) =>
    guarded(work, secrets);
  const words = (text: string | null | undefined) =>
    text ? upstreamWords(text, secrets) || null : null;

  const cardLabel = (method: Stripe.PaymentMethod | string | null | undefined) =>
    method && typeof method === 'object' && method.card
      ? `${method.card.brand} •••• ${method.card.last4}`
      : null;

  const fromIntent = (intent: Stripe.PaymentIntent): PaymentView => {
    const state: PaymentState =
      intent.status === 'succeeded'
        ? 'paid'
        : intent.status === 'processing'
          ? 'processing'
          : intent.status === 'requires_action'
            ? 'requires_action'
            : intent.status === 'canceled' || intent.last_payment_error
              ? 'declined'
              : 'open';
    const redirect = intent.next_action?.redirect_to_url?.url ?? null;
    return {
      id: intent.id,
      state,
      amountCents: intent.amount,
      currency: intent.currency,
      customerId:
        typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? null),
      url: state === 'requires_action' ? redirect : null,
      expiresAt: null,
      error: words(intent.last_payment_error?.message),
      cardLabel:
        state === 'paid' || state === 'processing' ? cardLabel(intent.payment_method) : null,
    };
  };

  const fromSession = (session: Stripe.Checkout.Session): PaymentView => {
    const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
    let state: PaymentState = 'open';
    if (session.status === 'expired') state = 'expired';
    else if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
      state = 'paid';
    else if (session.status === 'complete')
      // Completed but unpaid: an asynchronous method (a bank debit) that settles later, or fails.
      state =
        intent && intent.status !== 'processing' && intent.status !== 'succeeded'
          ? 'declined'
          : 'processing';
    return {
      id: session.id,
      state,
      amountCents: session.amount_total ?? 0,
      currency: session.currency ?? 'usd',
      customerId:
        typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null),
      url: state === 'open' ? session.url : null,
      expiresAt: new Date(session.expires_at * 1000).toISOString(),
      error: words(intent?.last_payment_error?.message),
      cardLabel:
        intent && (state === 'paid' || state === 'processing')
          ? cardLabel(intent.payment_method)
          : null,
    };
  };

  return {
    name: 'stripe',

    async createCustomer({ reference, name, email }) {
      return call(async () => {
        const customer = await stripe.customers.create(
          { name, ...(email ? { email } : {}), metadata: { mailwright_wallet: reference } },
          { idempotencyKey: `customer:${reference}` },
        );
        return succeed({ customerId: customer.id });
      });
    },

    async createCheckoutSession(input) {
      return call(async () => {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            customer: input.customerId,
            client_reference_id: input.reference,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: input.currency,
                  unit_amount: input.amountCents,
                  product_data: { name: input.description },
                },
              },
            ],
            payment_intent_data: { setup_future_usage: 'off_session' },
            metadata: { mailwright_payment: input.reference },
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            expires_at: Math.floor(input.expiresAt.getTime() / 1000),
          },
          { idempotencyKey: `checkout:${input.reference}` },
        );
        return succeed({ payment: fromSession(session) });
      });
    },

    async chargeSavedCard(input) {
      return call(async () => {
        const methods = await stripe.customers.listPaymentMethods(input.customerId, {
          type: 'card',
          limit: 1,
        });
        const method = methods.data[0];
        if (!method) return fail('no_saved_card', 'The customer has no saved card');
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            customer: input.customerId,
            payment_method: method.id,
            description: input.description,
            confirm: true,
            ...(input.offSession ? { off_session: true } : { return_url: input.returnUrl }),
            expand: ['payment_method'],
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return succeed({ payment: fromIntent(intent) });
      });
    },

    async getPayment(id) {
      return call(async () => {
        if (id.startsWith('pi_')) {
          const intent = await stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] });
          return succeed({ payment: fromIntent(intent) });
        }
        const session = await stripe.checkout.sessions.retrieve(id, {
          expand: ['payment_intent', 'payment_intent.payment_method'],
        });
        return succeed({ payment: fromSession(session) });
      });
    },

    async getSavedCard(customerId) {
      return call(async () => {
        const methods = await stripe.customers.listPaymentMethods(customerId, {
          type: 'card',
          limit: 1,
        });
        const label = cardLabel(methods.data[0]);
        return succeed({ card: label ? { label } : null });
      });
    },

    async createPortalSession({ customerId, returnUrl }) {
      return call(async () => {
        const session = await stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
        });
        return succeed({ url: session.url });
      });
    },

    parseWebhook({ rawBody, headers }) {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string')
        return fail('invalid_signature', 'Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        return fail('invalid_signature', upstreamWords((error as Error).message, secrets));
      }
      const object = event.data.object as { object?: string; id?: string };
      const payment =
        object.object === 'checkout.session' || object.object === 'payment_intent'
          ? (object.id ?? null)
          : null;
      return succeed({ eventId: event.id, type: event.type, payment });
    },
  };
}

/**
 * Runs a Stripe call; its errors become typed failures, their words scrubbed of the credentials
 * (`upstream-words.ts`: Stripe, or a proxy in front of it, may repeat the key). A card Stripe
 * refused is the family's decline (`card_declined`, `authentication_required`); a refused
 * request is final but no decline; a refused key is the operator's to fix (tried again later);
 * anything else (no answer, a 5xx) may pass.
 */
async function guarded<T extends object>(
  work: () => Promise<({ ok: true } & T) | ProviderFailure>,
  secrets: string[],
): Promise<({ ok: true } & T) | ProviderFailure> {
  try {
    return await work();
  } catch (error) {
    const { errors } = loadSdk();
    const said = upstreamWords(error instanceof Error ? error.message : String(error), secrets);
    if (error instanceof errors.StripeCardError)
      return fail(
        error.code === PAYMENT_FAILURES.authenticationRequired
          ? PAYMENT_FAILURES.authenticationRequired
          : PAYMENT_FAILURES.declined,
        said,
      );
    if (error instanceof errors.StripeInvalidRequestError)
      return fail(error.code ?? 'invalid_request', said);
    if (
      error instanceof errors.StripeAuthenticationError ||
      error instanceof errors.StripePermissionError
    )
      return fail(
        PAYMENT_FAILURES.configuration,
        'Stripe refused this service’s API key (the operator must check STRIPE_SECRET_KEY)',
        true,
      );
    return fail('stripe_unavailable', `Stripe did not answer: ${said}`, true);
  }
}
