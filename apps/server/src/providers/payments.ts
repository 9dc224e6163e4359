import type { ProviderResult } from './result.js';

/**
 * The payment-provider family: how money gets into a wallet. A checkout page the payer is sent
 * to (a URL and a session id), a charge of the card a customer saved, a link to the provider's
 * billing portal (cards, invoices), and the status of any payment. Implementations:
 * `simulator/payments.ts` (a sandbox checkout page served by Mailwright itself, driven by magic
 * amounts) and `stripe/payments.ts` (Checkout Sessions, off-session PaymentIntents, Billing
 * Portal sessions, webhooks checked by the library). Both pass
 * `test/providers/payments.contract.ts`.
 *
 * Money is integer cents. Nothing here touches the ledger: the billing module applies what a
 * payment's status says, exactly once per payment.
 */
/**
 * The failure codes every payment adapter answers alike. A card refused by its issuer is
 * `declined` (or `authenticationRequired`, when it wanted the absent payer's second step): the
 * only failures a customer is told are declines (`PAYMENT_DECLINED`). `configuration`: the
 * provider refused the service's own credentials, which only the operator can fix. Any other
 * code is the provider refusing the request itself, or being unavailable (`retryable`).
 */
export const PAYMENT_FAILURES = {
  declined: 'card_declined',
  authenticationRequired: 'authentication_required',
  configuration: 'provider_configuration',
} as const;

/** Whether a failed charge is the card being refused (and nothing else). */
export function isCardDecline(error: { code: string }): boolean {
  return (
    error.code === PAYMENT_FAILURES.declined ||
    error.code === PAYMENT_FAILURES.authenticationRequired
  );
}

export interface PaymentProvider {
  /** `simulator` or `stripe`: recorded on each payment. */
  readonly name: string;

  /** A customer at the provider for one wallet (a checkout saves its card there). */
  createCustomer(input: {
    /** Our wallet uid, kept at the provider for the operator's reference. */
    reference: string;
    name: string;
    email: string | null;
  }): Promise<ProviderResult<{ customerId: string }>>;

  /** A hosted checkout page for one amount; paying it saves the card for later charges. */
  createCheckoutSession(input: {
    customerId: string;
    amountCents: number;
    currency: string;
    /** What the payer sees on the page. */
    description: string;
    /** Our payment uid, kept at the provider (Stripe: `client_reference_id`). */
    reference: string;
    /** Where the page sends the payer after paying, and after giving up. */
    successUrl: string;
    cancelUrl: string;
    expiresAt: Date;
  }): Promise<ProviderResult<{ payment: PaymentView }>>;

  /** Charges the customer's saved card: `offSession` when nobody is there (auto top-up). */
  chargeSavedCard(input: {
    customerId: string;
    amountCents: number;
    currency: string;
    description: string;
    /** The same key again answers the same payment (a retried job never charges twice). */
    idempotencyKey: string;
    offSession: boolean;
    /** Where a payer is sent back after a second step (on-session charges only). */
    returnUrl: string;
  }): Promise<ProviderResult<{ payment: PaymentView }>>;

  /** A payment as the provider sees it now: a checkout session (`cs_…`) or a charge (`pi_…`). */
  getPayment(id: string): Promise<ProviderResult<{ payment: PaymentView }>>;

  /** The customer's saved card, or null. */
  getSavedCard(customerId: string): Promise<ProviderResult<{ card: { label: string } | null }>>;

  /** A link to the provider's billing portal for the customer (cards, receipts). */
  createPortalSession(input: {
    customerId: string;
    returnUrl: string;
  }): Promise<ProviderResult<{ url: string }>>;

  /**
   * Checks and reads an event the provider pushed to us. `payment` is the id of the payment it is
   * about (null for an event that is not about one); the billing module then reads its status.
   * A bad signature is a failure (`invalid_signature`).
   */
  parseWebhook(input: {
    rawBody: Buffer;
    headers: Record<string, string | string[] | undefined>;
  }): ProviderResult<{ eventId: string; type: string; payment: string | null }>;

  /** Only the simulator: the sandbox checkout page's answers, and its billing portal page. */
  readonly sandbox?: SandboxPayments;
}

export type PaymentState =
  | 'open'
  | 'requires_action'
  | 'processing'
  | 'paid'
  | 'declined'
  | 'expired';

/**
 * What a payment has come to. A checkout stays `open` after a declined attempt (the payer may try
 * again until it expires; `error` says what went wrong); a card charge that is declined is
 * `declined`. `requires_action`: the payer must complete a second step at `actionUrl`.
 * `processing`: paid, but the money arrives later (the status turns `paid` or `declined`).
 */
export interface PaymentView {
  id: string;
  state: PaymentState;
  amountCents: number;
  currency: string;
  customerId: string | null;
  /** The page to send the payer to: the checkout page, or a second step. */
  url: string | null;
  expiresAt: string | null;
  error: string | null;
  /** The card used, as the provider describes it, once paid (`visa •••• 4242`). */
  cardLabel: string | null;
}

/** The answers a payer gives on the simulator's sandbox pages. */
export interface SandboxPayments {
  /** Pay, decline, or (after `requires_action`) complete or fail the second step. */
  answer(
    paymentId: string,
    decision: 'pay' | 'decline' | 'authenticate' | 'fail',
  ): Promise<ProviderResult<{ payment: PaymentView }>>;
  /** Saves a sandbox card on the customer (`true`) or removes it (the portal page's buttons). */
  setCard(customerId: string, saved: boolean): Promise<ProviderResult>;
}
