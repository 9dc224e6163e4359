import { describe, expect, it } from 'vitest';
import { wholeCents } from '../../src/lib/cents.js';
import { LEDGER_KINDS } from '../../src/modules/billing/billing.table.js';
import { applyEntry, formatCredits, toCredits } from '../../src/modules/billing/money.js';

// Money's pure rules (no server, no database): credits to cents, and how an entry moves a wallet.

describe('credits as whole cents', () => {
  it('takes amounts a person writes, judged on the cents rather than the float', () => {
    expect(wholeCents(19.99)).toBe(1999);
    expect(wholeCents(0.1 + 0.2)).toBe(30);
    expect(wholeCents(1)).toBe(100);
    expect(wholeCents(0)).toBe(0);
    expect(wholeCents(-12.5)).toBe(-1250);
    expect(wholeCents(1_000_000.01)).toBe(100_000_001);
  });

  it('refuses a third decimal and what is not a finite number', () => {
    expect(wholeCents(19.995)).toBeNull();
    expect(wholeCents(0.001)).toBeNull();
    expect(wholeCents(Number.NaN)).toBeNull();
    expect(wholeCents(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('shows cents as credits and as a two-decimal figure', () => {
    expect(toCredits(1999)).toBe(19.99);
    expect(formatCredits(1250)).toBe('12.50');
    expect(formatCredits(-5)).toBe('-0.05');
  });
});

describe('how an entry moves a wallet', () => {
  const empty = { total_credits_cents: 0, credits_used_cents: 0, balance_cents: 0 };

  it('counts money in to the total, charges to what is used, refunds back from it', () => {
    const bought = applyEntry(empty, 'purchase', 5000);
    expect(bought).toEqual({
      total_credits_cents: 5000,
      credits_used_cents: 0,
      balance_cents: 5000,
    });
    const charged = applyEntry(bought, 'charge', -1200);
    expect(charged).toEqual({
      total_credits_cents: 5000,
      credits_used_cents: 1200,
      balance_cents: 3800,
    });
    const refunded = applyEntry(charged, 'refund', 200);
    expect(refunded).toEqual({
      total_credits_cents: 5000,
      credits_used_cents: 1000,
      balance_cents: 4000,
    });
    expect(applyEntry(refunded, 'auto_topup', 1000).total_credits_cents).toBe(6000);
    expect(applyEntry(refunded, 'adjustment', -500)).toEqual({
      total_credits_cents: 4500,
      credits_used_cents: 1000,
      balance_cents: 3500,
    });
  });

  it('keeps balance = total − used whatever the entries, and leaves its input alone', () => {
    let totals = empty;
    const amounts = [700, -300, 150, -1200, 999, -1, 25];
    amounts.forEach((amount, i) => {
      const kind = LEDGER_KINDS[i % LEDGER_KINDS.length] as (typeof LEDGER_KINDS)[number];
      const before = { ...totals };
      const next = applyEntry(totals, kind, amount);
      expect(totals).toEqual(before);
      expect(next.balance_cents).toBe(next.total_credits_cents - next.credits_used_cents);
      totals = next;
    });
    expect(totals.balance_cents).toBe(amounts.reduce((a, b) => a + b, 0));
  });
});
