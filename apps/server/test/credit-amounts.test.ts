import { describe, expect, it } from 'vitest';
import { validatorCompiler } from '../src/http/validation.js';
import { AddCreditsBody } from '../src/modules/billing/routes/add-credits.js';
import { AutoTopupBody } from '../src/modules/billing/routes/update-auto-topup.js';
import { ledger, saveCard, wallet } from './support/billing.js';
import { TEST_CREDITS, useHarness } from './support/harness.js';

/**
 * Issue 32, item 4: amounts were declared `multipleOf: 0.01`, a float rule, so 19.99, 4.35, 8.20,
 * 33.33 and 1,354 other two-decimal amounts between 0.50 and 100.00 were a 400. Every amount with
 * at most two decimals is accepted, judged on whole cents; a third decimal is still refused.
 */
const h = useHarness();

const addCredits = (body: Record<string, unknown>) =>
  h.call('POST', '/v1/api/billing/wallet/add-credits', { workspace: null, body });
const autoTopup = (body: Record<string, unknown>) =>
  h.call('POST', '/v1/api/billing/wallet/auto-topup', { workspace: null, body });

describe('credit amounts', () => {
  it('19.99, 4.35, 8.20 and 33.33 are added to the wallet to the cent', async () => {
    await saveCard(h);
    let expected = TEST_CREDITS * 100 + 100;
    for (const amount of [19.99, 4.35, 8.2, 33.33]) {
      const res = await addCredits({ amount, payment_mode: 'direct_charge' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ amount, credits_applied: true });
      expected += Math.round(amount * 100);
      expect(Math.round((await wallet(h)).credits_remaining * 100)).toBe(expected);
    }
    const purchases = (await ledger(h)).filter((e) => e.kind === 'purchase');
    expect(purchases.map((e) => e.amount)).toEqual([1, 19.99, 4.35, 8.2, 33.33]);
  });

  it('auto top-up takes two-decimal trigger and amount', async () => {
    await saveCard(h);
    const res = await autoTopup({ enabled: true, drops_below: 19.99, add_balance: 33.33 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      auto_topup_trigger_drops_below: 19.99,
      auto_topup_add_credits: 33.33,
    });
  });

  it('a third decimal is a 400 naming the field', async () => {
    const res = await addCredits({ amount: 19.999 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('amount must have at most two decimals (whole cents)');
    const topup = await autoTopup({ enabled: false, drops_below: 4.355 });
    expect(topup.status).toBe(400);
    expect(topup.body.details).toEqual([
      { field: 'drops_below', message: 'must have at most two decimals (whole cents)' },
    ]);
  });

  it('every amount from 0.50 to 100.00, cent by cent, passes the operations’ own validation', () => {
    const addBody = validatorCompiler({
      schema: AddCreditsBody,
      method: 'POST',
      url: '/v1/api/billing/wallet/add-credits',
      httpPart: 'body',
    });
    const topupBody = validatorCompiler({
      schema: AutoTopupBody,
      method: 'POST',
      url: '/v1/api/billing/wallet/auto-topup',
      httpPart: 'body',
    });
    const refused: number[] = [];
    for (let cents = 50; cents <= 10_000; cents++) {
      // As a client sends it: the decimal text, parsed.
      const amount = JSON.parse((cents / 100).toFixed(2)) as number;
      if (addBody({ amount }) !== true) refused.push(amount);
      if (topupBody({ enabled: true, drops_below: amount, add_balance: amount }) !== true)
        refused.push(amount);
    }
    expect(refused).toEqual([]);
    // And the rule still refuses: the same validators, a third decimal.
    expect(addBody({ amount: 19.995 })).toBe(false);
  });
});
