import { describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../../src/providers/payments.js';
import type { ProviderFailure, ProviderResult } from '../../src/providers/result.js';

/** What an implementation supplies to be checked. */
export interface PaymentsFixtures {
  create(): PaymentProvider;
  /** Acts as the payer on the provider's hosted checkout page. */
  pay(provider: PaymentProvider, sessionId: string): Promise<void>;
  decline(provider: PaymentProvider, sessionId: string): Promise<void>;
  /** A signed webhook event about a payment, as the provider would deliver it. */
  webhook?(paymentId: string): { rawBody: Buffer; headers: Record<string, string> };
}

function expectFailure(result: ProviderResult, retryable: boolean) {
  expect(result.ok).toBe(false);
  const error = (result as ProviderFailure).error;
  expect(error.code.length).toBeGreaterThan(0);
  expect(error.message.length).toBeGreaterThan(0);
  expect(error.retryable).toBe(retryable);
  return error;
}

/** The payment-provider contract: every implementation passes it. */
export function paymentsContract(name: string, f: PaymentsFixtures) {
  describe(`payment provider contract: ${name}`, () => {
    // References and idempotency keys are unique per call, as the service makes them.
    let serial = 0;
    const unique = (what: string) => `${what}-${Date.now()}-${++serial}`;
    const customer = async (provider: PaymentProvider) => {
      const made = await provider.createCustomer({
        reference: unique('w'),
        name: 'Acme',
        email: 'a@acme.test',
      });
      if (!made.ok) throw new Error(made.error.message);
      return made.customerId;
    };
    const checkout = async (provider: PaymentProvider, customerId: string, amountCents: number) => {
      const made = await provider.createCheckoutSession({
        customerId,
        amountCents,
        currency: 'usd',
        description: 'Credits',
        reference: unique('ref'),
        successUrl: 'https://app.test/ok',
        cancelUrl: 'https://app.test/cancel',
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      if (!made.ok) throw new Error(made.error.message);
      return made.payment;
    };
    const paidCard = async (provider: PaymentProvider) => {
      const id = await customer(provider);
      const session = await checkout(provider, id, 1000);
      await f.pay(provider, session.id);
      return id;
    };

    it('opens a checkout page for an amount: open, with a url and an expiry, and reads it back', async () => {
      const provider = f.create();
      const session = await checkout(provider, await customer(provider), 5000);
      expect(session).toMatchObject({ state: 'open', amountCents: 5000, currency: 'usd' });
      expect(session.url).toMatch(/^https?:\/\//);
      expect(Date.parse(session.expiresAt ?? '')).toBeGreaterThan(Date.now());
      const read = await provider.getPayment(session.id);
      expect(read.ok && read.payment.state).toBe('open');
    });

    it('a paid checkout reads paid and saves the card for later charges', async () => {
      const provider = f.create();
      const id = await customer(provider);
      expect(await provider.getSavedCard(id)).toMatchObject({ ok: true, card: null });
      const session = await checkout(provider, id, 2500);
      await f.pay(provider, session.id);
      const read = await provider.getPayment(session.id);
      expect(read.ok && read.payment).toMatchObject({ state: 'paid', amountCents: 2500 });
      expect(read.ok && read.payment.cardLabel).toMatch(/4242$/);
      const saved = await provider.getSavedCard(id);
      expect(saved.ok && saved.card?.label).toMatch(/4242$/);
    });

    it('a declined attempt leaves the checkout open and says why', async () => {
      const provider = f.create();
      const session = await checkout(provider, await customer(provider), 1500);
      await f.decline(provider, session.id);
      const read = await provider.getPayment(session.id);
      expect(read.ok && read.payment).toMatchObject({
        state: 'open',
        error: 'Your card was declined.',
      });
    });

    it('charges the saved card; the same idempotency key answers the same payment', async () => {
      const provider = f.create();
      const id = await paidCard(provider);
      const input = {
        customerId: id,
        amountCents: 4200,
        currency: 'usd',
        description: 'top-up',
        idempotencyKey: unique('topup'),
        offSession: true,
        returnUrl: 'https://app.test',
      };
      const first = await provider.chargeSavedCard(input);
      const again = await provider.chargeSavedCard(input);
      if (!first.ok || !again.ok) throw new Error('charge failed');
      expect(first.payment).toMatchObject({ state: 'paid', amountCents: 4200 });
      expect(again.payment.id).toBe(first.payment.id);
      const read = await provider.getPayment(first.payment.id);
      expect(read.ok && read.payment.state).toBe('paid');
    });

    it('refuses for good: no saved card, a declined card, a second step nobody can take off-session', async () => {
      const provider = f.create();
      const base = {
        currency: 'usd',
        description: 'x',
        offSession: true,
        returnUrl: 'https://app.test',
      };
      const bare = await customer(provider);
      expect(
        expectFailure(
          await provider.chargeSavedCard({
            ...base,
            customerId: bare,
            amountCents: 1000,
            idempotencyKey: unique('a'),
          }),
          false,
        ).code,
      ).toBe('no_saved_card');
      const id = await paidCard(provider);
      expect(
        expectFailure(
          await provider.chargeSavedCard({
            ...base,
            customerId: id,
            amountCents: 1002,
            idempotencyKey: unique('b'),
          }),
          false,
        ).code,
      ).toBe('card_declined');
      expect(
        expectFailure(
          await provider.chargeSavedCard({
            ...base,
            customerId: id,
            amountCents: 1003,
            idempotencyKey: unique('c'),
          }),
          false,
        ).code,
      ).toBe('authentication_required');
    });

    it('an on-session charge needing a second step answers requires_action with where to take it', async () => {
      const provider = f.create();
      const id = await paidCard(provider);
      const step = await provider.chargeSavedCard({
        customerId: id,
        amountCents: 2003,
        currency: 'usd',
        description: 'x',
        idempotencyKey: unique('d'),
        offSession: false,
        returnUrl: 'https://app.test',
      });
      expect(step.ok && step.payment.state).toBe('requires_action');
      expect(step.ok && step.payment.url).toMatch(/^https?:\/\//);
    });

    it('gives a billing portal link, and refuses an unknown payment for good', async () => {
      const provider = f.create();
      const portal = await provider.createPortalSession({
        customerId: await customer(provider),
        returnUrl: 'https://app.test',
      });
      expect(portal.ok && portal.url).toMatch(/^https?:\/\//);
      expectFailure(await provider.getPayment('cs_nope_0000'), false);
    });

    if (f.webhook) {
      const webhook = f.webhook;
      it('reads a signed webhook event, and refuses one whose body was changed', () => {
        const provider = f.create();
        const event = webhook('cs_test_abc');
        expect(provider.parseWebhook(event)).toMatchObject({ ok: true, payment: 'cs_test_abc' });
        const tampered = {
          ...event,
          rawBody: Buffer.from(event.rawBody.toString().replace('abc', 'abd')),
        };
        expect(expectFailure(provider.parseWebhook(tampered), false).code).toBe(
          'invalid_signature',
        );
      });
    }
  });
}
