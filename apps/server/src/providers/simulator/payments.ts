import { randomBytes } from 'node:crypto';
import {
  PAYMENT_FAILURES,
  type PaymentProvider,
  type PaymentState,
  type PaymentView,
} from '../payments.js';
import { fail, succeed } from '../result.js';
import { hasPaymentMagic } from './magic.js';
import type { SimPaymentRecord, SimPaymentStore } from './payment-store.js';

export interface SimPaymentsOptions {
  store: SimPaymentStore;
  /** Base URL of this Mailwright: the sandbox checkout and portal pages are served under it. */
  publicUrl: string;
  /** How long a late payment (magic cents `04`) takes to arrive. */
  settleMs: number;
  now?: () => number;
}

interface CustomerState {
  name: string;
  email: string | null;
  card: string | null;
}

interface PaymentState_ {
  kind: 'checkout' | 'charge';
  amountCents: number;
  currency: string;
  customerId: string;
  description: string;
  status: PaymentState;
  error: string | null;
  expiresAt: string | null;
  settlesAt: string | null;
  successUrl: string | null;
}

const SANDBOX_CARD = 'visa •••• 4242';
const DECLINED = 'Your card was declined.';

/**
 * A payment provider played by Mailwright itself: checkout pages at `/sandbox/checkout/<id>` with
 * Pay and Decline, a billing portal page that saves or removes a sandbox card, and charges of the
 * saved card; what each does is chosen by the magic cents of the amount (`PAYMENT_MAGIC`). Its
 * records live in the store (the service's database), so every process sees the same payment.
 */
export function createSimPayments(options: SimPaymentsOptions): PaymentProvider {
  const { store, publicUrl } = options;
  const now = options.now ?? Date.now;
  const id = (prefix: string) => `${prefix}_sim_${randomBytes(12).toString('hex')}`;
  const pageOf = (paymentId: string) => `${publicUrl}/sandbox/checkout/${paymentId}`;

  const customerOf = (customerId: string) => store.get<CustomerState>(customerId);

  /** The payment as of now: a late payment has arrived, an unpaid checkout has expired. */
  const view = async (record: SimPaymentRecord<PaymentState_>): Promise<PaymentView> => {
    const s = record.state;
    let state = s.status;
    if (state === 'processing' && s.settlesAt && Date.parse(s.settlesAt) <= now()) state = 'paid';
    if (
      (state === 'open' || state === 'requires_action') &&
      s.kind === 'checkout' &&
      s.expiresAt &&
      Date.parse(s.expiresAt) <= now()
    )
      state = 'expired';
    const customer = await customerOf(s.customerId);
    return {
      id: record.id,
      state,
      amountCents: s.amountCents,
      currency: s.currency,
      customerId: s.customerId,
      url: state === 'open' || state === 'requires_action' ? pageOf(record.id) : null,
      expiresAt: s.expiresAt,
      error: s.error,
      cardLabel:
        state === 'paid' || state === 'processing' ? (customer?.state.card ?? SANDBOX_CARD) : null,
    };
  };

  const saveCard = async (customerId: string, saved: boolean) => {
    const customer = await customerOf(customerId);
    if (!customer) return false;
    await store.put({
      ...customer,
      state: { ...customer.state, card: saved ? SANDBOX_CARD : null },
    });
    return true;
  };

  /** Where paying `amountCents` leads (the magic cents). */
  const onPay = (amountCents: number, offSession: boolean) => {
    if (hasPaymentMagic(amountCents, '02')) return { status: 'declined' as const, error: DECLINED };
    if (hasPaymentMagic(amountCents, '03'))
      return offSession
        ? {
            status: 'declined' as const,
            error:
              'The bank asked for a second step (3-D Secure), which needs the payer: authentication_required',
          }
        : { status: 'requires_action' as const, error: null };
    if (hasPaymentMagic(amountCents, '04'))
      return {
        status: 'processing' as const,
        error: null,
        settlesAt: new Date(now() + options.settleMs).toISOString(),
      };
    return { status: 'paid' as const, error: null };
  };

  return {
    name: 'simulator',

    async createCustomer({ name, email }) {
      const customerId = id('cus');
      await store.put({ id: customerId, kind: 'customer', state: { name, email, card: null } });
      return succeed({ customerId });
    },

    async createCheckoutSession(input) {
      if (!(await customerOf(input.customerId)))
        return fail('customer_not_found', 'No such customer');
      const record: SimPaymentRecord<PaymentState_> = {
        id: id('cs'),
        kind: 'checkout',
        state: {
          kind: 'checkout',
          amountCents: input.amountCents,
          currency: input.currency,
          customerId: input.customerId,
          description: input.description,
          status: 'open',
          error: null,
          expiresAt: input.expiresAt.toISOString(),
          settlesAt: null,
          successUrl: input.successUrl,
        },
      };
      await store.put(record);
      return succeed({ payment: await view(record) });
    },

    async chargeSavedCard(input) {
      const customer = await customerOf(input.customerId);
      if (!customer) return fail('customer_not_found', 'No such customer');
      if (!customer.state.card) return fail('no_saved_card', 'The customer has no saved card');
      const outcome = onPay(input.amountCents, input.offSession);
      const stored = await store.putOnce<PaymentState_>(
        {
          id: id('pi'),
          kind: 'charge',
          state: {
            kind: 'charge',
            amountCents: input.amountCents,
            currency: input.currency,
            customerId: input.customerId,
            description: input.description,
            status: outcome.status,
            error: outcome.error,
            expiresAt: null,
            settlesAt: 'settlesAt' in outcome ? (outcome.settlesAt ?? null) : null,
            successUrl: input.returnUrl,
          },
        },
        input.idempotencyKey,
      );
      if (stored.state.status === 'declined')
        return fail(
          stored.state.error?.endsWith('authentication_required')
            ? PAYMENT_FAILURES.authenticationRequired
            : PAYMENT_FAILURES.declined,
          stored.state.error ?? DECLINED,
        );
      return succeed({ payment: await view(stored) });
    },

    async getPayment(paymentId) {
      const record = await store.get<PaymentState_>(paymentId);
      if (!record || record.kind === 'customer')
        return fail('payment_not_found', 'No such payment');
      return succeed({ payment: await view(record) });
    },

    async getSavedCard(customerId) {
      const customer = await customerOf(customerId);
      if (!customer) return fail('customer_not_found', 'No such customer');
      return succeed({ card: customer.state.card ? { label: customer.state.card } : null });
    },

    async createPortalSession({ customerId }) {
      if (!(await customerOf(customerId))) return fail('customer_not_found', 'No such customer');
      return succeed({ url: `${publicUrl}/sandbox/billing-portal/${customerId}` });
    },

    parseWebhook() {
      return fail('not_supported', 'The payment simulator sends no webhooks');
    },

    sandbox: {
      async answer(paymentId, decision) {
        const record = await store.get<PaymentState_>(paymentId);
        if (!record || record.kind === 'customer')
          return fail('payment_not_found', 'No such payment');
        const current = await view(record);
        const s = record.state;
        const write = async (changes: Partial<PaymentState_>) => {
          const next = { ...record, state: { ...s, ...changes } };
          await store.put(next);
          if (changes.status === 'paid' || changes.status === 'processing')
            await saveCard(s.customerId, true);
          return succeed({ payment: await view(next) });
        };
        if (current.state === 'requires_action') {
          if (decision === 'authenticate') return write({ status: 'paid', error: null });
          const error = 'The second step (3-D Secure) failed.';
          return write(
            s.kind === 'checkout' ? { status: 'open', error } : { status: 'declined', error },
          );
        }
        if (current.state !== 'open' || s.kind !== 'checkout')
          return fail('payment_closed', `This payment is ${current.state}; nothing to answer`);
        if (decision !== 'pay') return write({ error: DECLINED });
        const outcome = onPay(s.amountCents, false);
        if (outcome.status === 'declined') return write({ error: outcome.error });
        return write({
          status: outcome.status,
          error: null,
          settlesAt: 'settlesAt' in outcome ? (outcome.settlesAt ?? null) : null,
        });
      },
      async setCard(customerId, saved) {
        return (await saveCard(customerId, saved))
          ? succeed({})
          : fail('customer_not_found', 'No such customer');
      },
    },
  };
}
