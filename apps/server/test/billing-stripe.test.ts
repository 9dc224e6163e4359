import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import type { Providers } from '../src/providers/index.js';
import { createProviders } from '../src/providers/index.js';
import { createStripePayments } from '../src/providers/stripe/payments.js';
import { paymentsContract } from './providers/payments.contract.js';
import { ledger, paymentStatus, wallet } from './support/billing.js';
import { CONTACT, settle, uniqueName } from './support/domains.js';
import { type FakeStripe, startFakeStripe } from './support/fake-stripe.js';
import { TEST_CREDITS, useHarness } from './support/harness.js';

const SECRET = 'whsec_test_mailwright';
let fake: FakeStripe;

beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

const stripe = () =>
  createStripePayments({
    secretKey: 'sk_test_mailwright',
    webhookSecret: SECRET,
    apiUrl: fake.url,
  });

/** An event as Stripe delivers it, signed by the library's own test helper. */
function signedEvent(type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
  return {
    rawBody: Buffer.from(payload),
    headers: { 'stripe-signature': header, 'content-type': 'application/json' },
  };
}

paymentsContract('stripe (loopback fake of its API)', {
  create: stripe,
  pay: async (_provider, id) => fake.pay(id),
  decline: async (_provider, id) => fake.decline(id),
  webhook: (id) => signedEvent('checkout.session.completed', { id, object: 'checkout.session' }),
});

describe('Stripe in the service', () => {
  const h = useHarness();
  let original: Providers;
  beforeEach(() => {
    original = h.ctx.providers;
    h.ctx.providers = { ...original, payments: stripe() };
  });
  afterEach(() => {
    h.ctx.providers = original;
  });

  const deliver = (event: ReturnType<typeof signedEvent>) =>
    h.app.inject({
      method: 'POST',
      url: '/v1/api/billing/webhooks/stripe',
      payload: event.rawBody,
      headers: event.headers,
    });

  it('credits a paid checkout once when its webhook is delivered twice and races status polls', async () => {
    const res = await h.call('POST', '/v1/api/billing/wallet/add-credits', {
      workspace: null,
      body: { amount: 75 },
    });
    expect(res.status).toBe(200);
    expect(res.body.session_id).toMatch(/^cs_test_/);
    expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect(fake.session(res.body.session_id)).toMatchObject({
      amount_total: 7500,
      client_reference_id: expect.any(String),
    });
    fake.pay(res.body.session_id);
    const event = signedEvent('checkout.session.completed', fake.session(res.body.session_id));
    const answers = await Promise.all([
      deliver(event),
      deliver(event),
      paymentStatus(h, res.body.session_id),
      paymentStatus(h, res.body.session_id),
    ]);
    expect(answers[0]).toMatchObject({ statusCode: 200 });
    expect(answers[1]).toMatchObject({ statusCode: 200 });
    expect((await deliver(event)).json()).toMatchObject({ received: true, applied: true });
    const purchases = (await ledger(h)).filter((e) => e.kind === 'purchase');
    expect(purchases.map((e) => [e.amount, e.reference])).toEqual([
      [75, `payment:${res.body.session_id}`],
    ]);
    expect(await wallet(h)).toMatchObject({
      credits_remaining: TEST_CREDITS + 75,
      card_on_file: 'visa •••• 4242',
    });
  });

  it('refuses a webhook whose signature does not verify, with a 400, and applies nothing', async () => {
    const event = signedEvent('checkout.session.completed', {
      id: 'cs_test_x',
      object: 'checkout.session',
    });
    const res = await h.app.inject({
      method: 'POST',
      url: '/v1/api/billing/webhooks/stripe',
      payload: event.rawBody,
      headers: { ...event.headers, 'stripe-signature': 't=1,v1=deadbeef' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: true, code: 'VALIDATION_FAILED' });
  });

  it('registers domains paid by Stripe Checkout: the expired session cancels them', async () => {
    const res = await h.call('POST', '/v1/api/domains/register', {
      body: {
        domains: [{ name: uniqueName() }],
        contact_details: CONTACT,
        use_wallet_balance: false,
      },
    });
    expect(res.body).toMatchObject({
      payment_type: 'checkout',
      session_id: expect.stringMatching(/^cs_test_/),
    });
    fake.expire(res.body.session_id);
    await deliver(signedEvent('checkout.session.expired', fake.session(res.body.session_id)));
    await settle(h);
    const domain = await h.call('POST', '/v1/api/domains/list', {
      body: { uids: res.body.domain_uids, status: ['cancelled'] },
    });
    expect(domain.body.domains).toHaveLength(1);
  });

  it('auto top-up charges the saved card off-session through a PaymentIntent, once', async () => {
    const add = await h.call('POST', '/v1/api/billing/wallet/add-credits', {
      workspace: null,
      body: { amount: 10 },
    });
    fake.pay(add.body.session_id);
    await paymentStatus(h, add.body.session_id);
    const on = await h.call('POST', '/v1/api/billing/wallet/auto-topup', {
      workspace: null,
      body: { enabled: true, drops_below: TEST_CREDITS + 20, add_balance: 30 },
    });
    expect(on.status).toBe(200);
    await settle(h);
    expect((await ledger(h)).filter((e) => e.kind === 'auto_topup').map((e) => e.amount)).toEqual([
      30,
    ]);
    expect(
      fake.requests.filter((r) => r === 'POST /v1/payment_intents').length,
    ).toBeGreaterThanOrEqual(1);
  });
});

describe('configuration', () => {
  const env = {
    MAILWRIGHT_DATA_DIR: '/tmp/mw-stripe-config',
    MAILWRIGHT_MASTER_KEY: 'a'.repeat(64),
  };
  it('STRIPE_SECRET_KEY selects the Stripe adapter (listed as real); it needs STRIPE_WEBHOOK_SECRET', () => {
    expect(() => loadConfig({ ...env, STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    const config = loadConfig({
      ...env,
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    });
    const stripe = createProviders(config);
    expect(stripe.payments.name).toBe('stripe');
    expect(stripe.status).toContainEqual({
      family: 'payments',
      platform: null,
      adapter: 'stripe',
      real: true,
    });
    const sandbox = createProviders(loadConfig(env));
    expect(sandbox.payments.name).toBe('simulator');
    expect(sandbox.status).toContainEqual({
      family: 'payments',
      platform: null,
      adapter: 'simulator',
      real: false,
    });
  });
});
