import type { LedgerKind } from './billing.table.js';

/** Credits (1 credit = 1 USD) of an amount in cents, as the API shows money. */
export function toCredits(cents: number): number {
  return cents / 100;
}

/** `12.50`: for messages. */
export function formatCredits(cents: number): string {
  return (cents / 100).toFixed(2);
}

export interface WalletTotals {
  total_credits_cents: number;
  credits_used_cents: number;
  balance_cents: number;
}

/**
 * How one entry moves a wallet's totals; the one rule, used when an entry is written and when
 * `billing verify` recomputes: money in (purchases, top-ups, adjustments of either sign) counts
 * to `total_credits`, charges to `credits_used`, and refunds give back what was used.
 */
export function applyEntry(totals: WalletTotals, kind: LedgerKind, amountCents: number) {
  const next = { ...totals, balance_cents: totals.balance_cents + amountCents };
  if (kind === 'charge' || kind === 'refund') next.credits_used_cents -= amountCents;
  else next.total_credits_cents += amountCents;
  return next;
}
