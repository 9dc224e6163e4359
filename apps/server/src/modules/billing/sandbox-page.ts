import { escapeHtml, htmlPage } from '../../http/html-page.js';
import type { PaymentView } from '../../providers/payments.js';
import type { PaymentSessionRow } from './billing.table.js';
import { formatCredits } from './money.js';

const amountOf = (cents: number, currency: string) =>
  `${formatCredits(cents)} ${currency.toUpperCase()}`;

const MAGIC_NOTE = `<p class="note">Sandbox amounts: cents <code>.02</code> decline, <code>.03</code> ask for a second step,
<code>.04</code> pay late; any other amount pays. A script answers with
<code>curl -X POST -d decision=pay &lt;this URL&gt;</code> (or <code>decline</code>; then <code>authenticate</code> or <code>fail</code>).</p>`;

/** The sandbox checkout page: what Stripe Checkout would show, with Pay and Decline. */
export function checkoutPage(payment: PaymentView): string {
  const amount = amountOf(payment.amountCents, payment.currency);
  const error = payment.error ? `<p><b>${escapeHtml(payment.error)}</b></p>` : '';
  if (payment.state === 'requires_action')
    return htmlPage(
      'Confirm the payment (Mailwright sandbox)',
      `<p>Your bank asks you to confirm the payment of <b>${amount}</b>.</p>
<form method="post"><button name="decision" value="authenticate">Authenticate</button>
<button name="decision" value="fail">Fail</button></form>${MAGIC_NOTE}`,
    );
  if (payment.state !== 'open')
    return htmlPage(
      'This checkout is closed',
      `<p>The payment of <b>${amount}</b> is <code>${escapeHtml(payment.state)}</code>.</p>${error}`,
    );
  return htmlPage(
    'Pay with card (Mailwright sandbox)',
    `<p>Pay <b>${amount}</b> to Mailwright.</p>${error}
<form method="post"><button name="decision" value="pay">Pay</button>
<button name="decision" value="decline">Decline</button></form>
<p class="note">This page stands in for a payment provider's checkout. It expires at ${escapeHtml(payment.expiresAt ?? '')}.</p>${MAGIC_NOTE}`,
  );
}

/** Where a checkout sends the payer back. */
export function returnPage(row: PaymentSessionRow): string {
  const amount = amountOf(row.amount_cents, row.currency);
  const said: Record<string, string> = {
    paid: `Thank you: ${amount} paid${row.credits_applied ? ' and applied' : ''}.`,
    processing: `Thank you: the payment of ${amount} is on its way; it is applied when it arrives.`,
    open: `The payment of ${amount} is not made yet.`,
    requires_action: `The payment of ${amount} waits for a second step.`,
    declined: `The payment of ${amount} failed.`,
    expired: `The checkout for ${amount} expired unpaid.`,
  };
  return htmlPage(
    row.status === 'paid' ? 'Payment received' : 'Payment',
    `<p>${escapeHtml(said[row.status] ?? row.status)}</p><p>You can close this page.</p>`,
  );
}

/** The sandbox billing portal: the saved card, with Save and Remove. */
export function portalPage(card: string | null): string {
  return htmlPage(
    'Billing portal (Mailwright sandbox)',
    `<p>Saved card: <b>${card ? escapeHtml(card) : 'none'}</b></p>
<form method="post"><button name="card" value="save">Save a sandbox card</button>
<button name="card" value="remove">Remove the card</button></form>
<p class="note">Auto top-up charges this card. A script: <code>curl -X POST -d card=save &lt;this URL&gt;</code>.</p>`,
  );
}

export function messagePage(title: string, text: string): string {
  return htmlPage(title, `<p>${escapeHtml(text)}</p>`);
}
