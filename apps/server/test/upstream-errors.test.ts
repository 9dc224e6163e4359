import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCloudflareApi } from '../src/providers/cloudflare/api.js';
import {
  CLOUDFLARE_PAGE_LIMIT,
  CLOUDFLARE_ZONE_LIMIT,
  type CloudflareCredential,
} from '../src/providers/cloudflare-api.js';
import type { Providers } from '../src/providers/index.js';
import { createStripePayments } from '../src/providers/stripe/payments.js';
import { paymentStatus } from './support/billing.js';
import { type FakeCloudflare, startFakeCloudflare } from './support/cloudflare-fake.js';
import { type FakeStripe, startFakeStripe } from './support/fake-stripe.js';
import { useHarness } from './support/harness.js';

/**
 * Issue 32, items 6 and 7, with the real adapters against loopback servers that answer as
 * Cloudflare's API v4 and Stripe's API do, put behind a proxy that repeats the credential it was
 * sent: no credential reaches an answer (the one scrubber, `providers/upstream-words.ts`); only
 * a declined card is `PAYMENT_DECLINED`; and a Cloudflare account whose zone pages never end is
 * read a bounded number of pages, only as far as a request needs.
 */
const CF_TOKEN = 'cf-secret-token-0123456789abcdef';
const STRIPE_KEY = 'sk_test_mailwright_0123456789';

const token = (secret: string): CloudflareCredential => ({
  authType: 'api_token',
  secret,
  email: null,
});

const env: Record<string, string> = { MAILWRIGHT_CLOUDFLARE: 'api' };
let cloudflare: FakeCloudflare;
let stripe: FakeStripe;
beforeAll(async () => {
  cloudflare = await startFakeCloudflare();
  stripe = await startFakeStripe();
  env.MAILWRIGHT_CLOUDFLARE_API_URL = cloudflare.baseUrl;
  cloudflare.addAccount({ name: 'Echo', token: CF_TOKEN, zones: [{ name: 'echo-cf.com' }] });
  cloudflare.addAccount({
    name: 'Endless',
    token: 'tok-endless',
    // 60 zones: the last ten are past the first page, which the endless pages never show again.
    zones: Array.from({ length: 60 }, (_, i) => ({ name: `endless-${i}-cf.com` })),
    endlessPages: true,
  });
});
afterAll(async () => {
  await cloudflare?.close();
  await stripe?.close();
});
const h = useHarness({ env });

const zoneRequests = () => cloudflare.requests.filter((r) => r.path === '/zones').length;

describe('an upstream that repeats the credential in its error', () => {
  it('Cloudflare: the adapter’s message and the API’s answer carry it redacted', async () => {
    const api = createCloudflareApi({ baseUrl: cloudflare.baseUrl });
    cloudflare.failNext(401, { code: 1000, message: `credential ${CF_TOKEN} is not valid` });
    const verified = await api.verify(token(CF_TOKEN));
    expect(verified.ok).toBe(false);
    if (verified.ok) return;
    expect(verified.error.message).toBe('credential [redacted] is not valid (1000)');

    cloudflare.failNext(401, { code: 1000, message: `credential ${CF_TOKEN} is not valid` });
    const res = await h.call('POST', '/v1/api/cloudflare-domains/connect', {
      body: { auth_type: 'api_token', api_token: CF_TOKEN, domains: ['echo-cf.com'] },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'api_token was refused by Cloudflare: Invalid API Token (credential [redacted] is not valid (1000))',
    );
    expect(JSON.stringify(res.body)).not.toContain(CF_TOKEN);
    expect(h.logs()).not.toContain(CF_TOKEN);
  });

  describe('Stripe', () => {
    let original: Providers;
    beforeEach(() => {
      original = h.ctx.providers;
      h.ctx.providers = {
        ...original,
        payments: createStripePayments({
          secretKey: STRIPE_KEY,
          webhookSecret: 'whsec_test_upstream',
          apiUrl: stripe.url,
        }),
      };
    });
    afterEach(() => {
      h.ctx.providers = original;
    });

    const directCharge = (amount: number) =>
      h.call('POST', '/v1/api/billing/wallet/add-credits', {
        workspace: null,
        body: { amount, payment_mode: 'direct_charge' },
      });

    it('a refused request is no decline, a refused key is the operator’s, neither shows the key; a decline stays a decline', async () => {
      const saved = await h.call('POST', '/v1/api/billing/wallet/add-credits', {
        workspace: null,
        body: { amount: 10 },
      });
      stripe.pay(saved.body.session_id);
      await paymentStatus(h, saved.body.session_id);

      stripe.failNext(400, {
        type: 'invalid_request_error',
        code: 'parameter_invalid_integer',
        message: `Invalid integer: amount for key ${STRIPE_KEY}`,
      });
      const refused = await directCharge(12);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('CONFLICT');
      expect(refused.body.message).toBe(
        'The payment provider refused: Invalid integer: amount for key [redacted]',
      );

      stripe.failNext(401, {
        type: 'authentication_error',
        message: `Invalid API Key provided: ${STRIPE_KEY}`,
      });
      const misconfigured = await directCharge(13);
      expect(misconfigured.status).toBe(503);
      expect(misconfigured.body.code).toBe('SERVICE_UNAVAILABLE');

      const declined = await directCharge(14.02);
      expect(declined.status).toBe(402);
      expect(declined.body.code).toBe('PAYMENT_DECLINED');

      for (const res of [refused, misconfigured, declined])
        expect(JSON.stringify(res.body)).not.toContain(STRIPE_KEY);
      expect(h.logs()).not.toContain(STRIPE_KEY);
    });
  });
});

describe('a Cloudflare account whose zone pages never end', () => {
  it('a listing stops after its page limit and says it is incomplete', async () => {
    const api = createCloudflareApi({ baseUrl: cloudflare.baseUrl });
    const before = zoneRequests();
    // Its pages share one deadline: no "possible memory leak" warning for it in the log.
    const warnings: string[] = [];
    const warned = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', warned);
    try {
      const listed = await api.listZones(token('tok-endless'));
      if (!listed.ok) throw new Error(listed.error.message);
      expect(listed.complete).toBe(false);
      expect(listed.zones).toHaveLength(CLOUDFLARE_ZONE_LIMIT);
      expect(zoneRequests() - before).toBe(CLOUDFLARE_PAGE_LIMIT);
      // A warning is emitted on the next tick: let it come.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', warned);
    }
    expect(warnings.filter((w) => w.startsWith('MaxListenersExceededWarning'))).toEqual([]);
  });

  it('a request for named zones reads only as far as it needs', async () => {
    const api = createCloudflareApi({ baseUrl: cloudflare.baseUrl });
    let before = zoneRequests();
    const first = await api.listZones(token('tok-endless'), { names: ['endless-3-cf.com'] });
    expect(first.ok && first.zones.some((z) => z.name === 'endless-3-cf.com')).toBe(true);
    expect(zoneRequests() - before).toBe(1);
    // Past the pages the listing reads: found by name, one more request.
    before = zoneRequests();
    const far = await api.listZones(token('tok-endless'), { names: ['endless-55-cf.com'] });
    expect(far.ok && far.zones.some((z) => z.name === 'endless-55-cf.com')).toBe(true);
    expect(zoneRequests() - before).toBe(CLOUDFLARE_PAGE_LIMIT + 1);
  });

  it('Connect of one named zone reads one page of zones, and connects it', async () => {
    const before = zoneRequests();
    const res = await h.call('POST', '/v1/api/cloudflare-domains/connect', {
      body: { auth_type: 'api_token', api_token: 'tok-endless', domains: ['endless-7-cf.com'] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.connected_count).toBe(1);
    expect(zoneRequests() - before).toBe(1);
    const zones = await h.call('GET', '/v1/api/cloudflare-domains/zones');
    expect(zones.status).toBe(200);
    expect(zones.body.complete).toBe(false);
    expect(zones.body.zones).toHaveLength(CLOUDFLARE_ZONE_LIMIT);
  });
});
