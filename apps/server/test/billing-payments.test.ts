import { describe, expect, it } from 'vitest';
import {
  answerCheckout,
  drainWallet,
  expireCheckout,
  ledger,
  paymentStatus,
  saveCard,
  topUp,
  wallet,
} from './support/billing.js';
import { CONTACT, settle, uniqueName } from './support/domains.js';
import { TEST_CREDITS, useHarness } from './support/harness.js';
import { activeDomainNamed, getMailbox, uniqueUsername } from './support/mailboxes.js';
import { waitFor } from './support/wait.js';

const h = useHarness();

const addCredits = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  h.call('POST', '/v1/api/billing/wallet/add-credits', {
    workspace: null,
    body,
    ...(headers ? { headers } : {}),
  });

const purchases = async () => (await ledger(h)).filter((e) => e.kind === 'purchase');

describe('adding credits by checkout', () => {
  it('answers a checkout url and session id; paying it applies the credits once and saves the card', async () => {
    const res = await addCredits({ amount: 50 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      session_id: expect.stringMatching(/^cs_sim_/),
      payment_status: 'unpaid',
      amount: 50,
      currency: 'usd',
      credits_applied: false,
      status: 'open',
      payment_mode: 'checkout',
    });
    expect(res.body.url).toBe(`${h.ctx.config.publicUrl}/sandbox/checkout/${res.body.session_id}`);
    const page = await h.app.inject({
      method: 'GET',
      url: `/sandbox/checkout/${res.body.session_id}`,
    });
    expect(page.body).toContain('Pay <b>50.00 USD</b>');
    const paid = await answerCheckout(h, res.body.session_id, 'pay');
    expect(paid.statusCode).toBe(303);
    const back = await h.app.inject({ method: 'GET', url: paid.headers.location as string });
    expect(back.body).toContain('50.00 USD paid and applied');
    expect(await paymentStatus(h, res.body.session_id)).toMatchObject({
      payment_status: 'paid',
      amount: 50,
      credits_applied: true,
    });
    expect(await wallet(h)).toMatchObject({
      credits_remaining: TEST_CREDITS + 50,
      card_on_file: 'visa •••• 4242',
    });
    expect((await purchases()).map((e) => e.amount)).toEqual([50]);
  });

  it('credits once when the provider’s confirmation and status polls race, and when it arrives twice', async () => {
    const { body } = await addCredits({ amount: 20 });
    await Promise.all([
      answerCheckout(h, body.session_id, 'pay'),
      ...Array.from({ length: 5 }, () => paymentStatus(h, body.session_id)),
    ]);
    await Promise.all(Array.from({ length: 5 }, () => paymentStatus(h, body.session_id)));
    expect((await purchases()).map((e) => e.amount)).toEqual([20]);
    expect((await wallet(h)).credits_remaining).toBe(TEST_CREDITS + 20);
  });

  it('magic cents .02: the card is declined; the checkout stays open with the decline, and expires unpaid', async () => {
    const { body } = await addCredits({ amount: 30.02 });
    const declined = await answerCheckout(h, body.session_id, 'pay');
    expect(declined.statusCode).toBe(200);
    expect(declined.body).toContain('Your card was declined.');
    expect(await paymentStatus(h, body.session_id)).toMatchObject({
      status: 'open',
      credits_applied: false,
      error_message: 'Your card was declined.',
    });
    await expireCheckout(h, body.session_id);
    expect(await paymentStatus(h, body.session_id)).toMatchObject({ status: 'expired', url: null });
    expect(await purchases()).toEqual([]);
  });

  it('magic cents .03: a second step (Authenticate) before it is paid', async () => {
    const { body } = await addCredits({ amount: 40.03 });
    const step = await answerCheckout(h, body.session_id, 'pay');
    expect(step.body).toContain('Authenticate');
    expect((await paymentStatus(h, body.session_id)).status).toBe('requires_action');
    expect((await answerCheckout(h, body.session_id, 'authenticate')).statusCode).toBe(303);
    expect((await paymentStatus(h, body.session_id)).credits_applied).toBe(true);
    expect((await purchases()).map((e) => e.amount)).toEqual([40.03]);
  });

  it('magic cents .04: accepted, processing, then paid late, and applied by the check job once', async () => {
    const { body } = await addCredits({ amount: 60.04 });
    await answerCheckout(h, body.session_id, 'pay');
    expect((await paymentStatus(h, body.session_id)).status).toBe('paid');
    await settle(h);
    expect((await purchases()).map((e) => e.amount)).toEqual([60.04]);
  });
});

describe('direct charge of the saved card', () => {
  it('without a saved card is a 409 saying how to save one', async () => {
    const res = await addCredits({ amount: 10, payment_mode: 'direct_charge' });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('checkout');
  });

  it('applies the credits in the answer; a declined card is a 402 PAYMENT_DECLINED; a second step answers requires_action', async () => {
    await saveCard(h);
    const paid = await addCredits({ amount: 25, payment_mode: 'direct_charge' });
    expect(paid.body).toMatchObject({
      payment_mode: 'direct_charge',
      payment_status: 'paid',
      credits_applied: true,
      wallet: { credits_remaining: TEST_CREDITS + 26 },
    });
    const declined = await addCredits({ amount: 25.02, payment_mode: 'direct_charge' });
    expect(declined.status).toBe(402);
    expect(declined.body.code).toBe('PAYMENT_DECLINED');
    const step = await addCredits({ amount: 25.03, payment_mode: 'direct_charge' });
    expect(step.body).toMatchObject({ status: 'requires_action', credits_applied: false });
    expect(step.body.url).toContain('/sandbox/checkout/pi_sim_');
    await answerCheckout(h, step.body.session_id, 'authenticate');
    expect((await paymentStatus(h, step.body.session_id)).credits_applied).toBe(true);
    expect((await wallet(h)).credits_remaining).toBe(TEST_CREDITS + 1 + 25 + 25.03);
  });

  it('a retried direct charge with the same Idempotency-Key charges the card once', async () => {
    await saveCard(h);
    const key = { 'idempotency-key': `direct-${uniqueName()}` };
    const [a, b] = await Promise.all([
      addCredits({ amount: 15, payment_mode: 'direct_charge' }, key),
      addCredits({ amount: 15, payment_mode: 'direct_charge' }, key),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.session_id).toBe(b.body.session_id);
    expect((await purchases()).filter((e) => e.amount === 15)).toHaveLength(1);
    const charges = await h.ctx.db
      .selectFrom('sim_payments')
      .select('state')
      .where('kind', '=', 'charge')
      .execute();
    expect(charges.filter((c) => JSON.parse(c.state).amountCents === 1500)).toHaveLength(1);
  });
});

describe('purchases paid by checkout', () => {
  it('mailboxes wait in scheduled until paid, then are set up; an expired checkout cancels them', async () => {
    const domain = await activeDomainNamed(h);
    const buy = async (username: string) =>
      h.call('POST', '/v1/api/mailboxes/buy', {
        body: {
          use_wallet_balance: false,
          mailboxes: [
            {
              first_name: 'A',
              last_name: 'B',
              username,
              platform: 'GOOGLE',
              domain_name: domain.name,
            },
          ],
        },
      });
    const paid = await buy(uniqueUsername());
    expect(paid.body).toMatchObject({ payment_type: 'checkout', total_cost: 4 });
    await settle(h);
    const waiting = paid.body.mailboxes[0].uid;
    expect((await getMailbox(h, waiting)).status).toBe('scheduled');
    await answerCheckout(h, paid.body.session_id, 'pay');
    await settle(h);
    expect((await getMailbox(h, waiting)).status).toBe('active');

    const unpaid = await buy(uniqueUsername());
    await expireCheckout(h, unpaid.body.session_id);
    await paymentStatus(h, unpaid.body.session_id);
    expect(await getMailbox(h, unpaid.body.mailboxes[0].uid)).toMatchObject({
      status: 'cancelled',
    });
    const slots = await h.ctx.db
      .selectFrom('domains')
      .select('mailbox_count')
      .where('name', '=', domain.name)
      .executeTakeFirstOrThrow();
    expect(slots.mailbox_count).toBe(1);
  });
});

describe('auto top-up', () => {
  const configure = (body: Record<string, unknown>) =>
    h.call('POST', '/v1/api/billing/wallet/auto-topup', { workspace: null, body });

  it('needs a saved card, and says how to save one in words true of the API and the screen', async () => {
    const res = await configure({ enabled: true, drops_below: 10, add_balance: 50 });
    expect(res.status).toBe(409);
    // No button's or operation's name: the Billing screen's button is "Billing portal", the
    // API's operation Get billing portal link.
    expect(res.body.message).toBe(
      'Auto top-up charges a saved card, and this wallet has none: save a card first, by buying credits once through checkout or in the billing portal, then turn auto top-up on',
    );
  });

  it('a charge leaving the balance below the threshold tops it up once, even with purchases racing on several workers', async () => {
    await saveCard(h);
    await drainWallet(h);
    await topUp(h, 60);
    const on = await configure({ enabled: true, drops_below: 50, add_balance: 100 });
    expect(on.body).toMatchObject({
      auto_topup_enabled: true,
      auto_topup_trigger_drops_below: 50,
      auto_topup_add_credits: 100,
    });
    await Promise.all([h.startRunner(), h.startRunner(), h.startRunner()]);
    const orders = await Promise.all(
      [1, 2, 3].map(() =>
        h.call('POST', '/v1/api/domains/register', {
          body: { domains: [{ name: uniqueName() }], contact_details: CONTACT },
        }),
      ),
    );
    expect(orders.map((o) => o.status)).toEqual([200, 200, 200]);
    await waitFor(async () => (await ledger(h)).some((e) => e.kind === 'auto_topup'));
    await settle(h);
    const topups = (await ledger(h)).filter((e) => e.kind === 'auto_topup');
    expect(topups.map((e) => e.amount)).toEqual([100]);
    expect((await wallet(h)).credits_remaining).toBe(60 - 3 * 12.99 + 100);
    const account = await h.call('GET', '/v1/api/account', { workspace: null });
    expect(account.body).toMatchObject({
      auto_topup_enabled: true,
      auto_topup_config: { drops_below: 50, add_balance: 100 },
    });
  });

  it('a declined top-up turns auto top-up off and says why on the wallet', async () => {
    await saveCard(h);
    await drainWallet(h);
    await topUp(h, 20);
    await configure({ enabled: true, drops_below: 15, add_balance: 100.02 });
    await h.call('POST', '/v1/api/domains/register', {
      body: { domains: [{ name: uniqueName() }], contact_details: CONTACT },
    });
    await settle(h);
    const after = await wallet(h);
    expect(after).toMatchObject({ auto_topup_enabled: false, credits_remaining: 7.01 });
    expect(after.auto_topup_disabled_reason).toContain('Your card was declined.');
    expect((await ledger(h)).some((e) => e.kind === 'auto_topup')).toBe(false);
  });

  it('the billing portal link opens the sandbox portal, where the card can be removed', async () => {
    await saveCard(h);
    const link = await h.call('GET', '/v1/api/billing/manage', { workspace: null });
    expect(link.status).toBe(200);
    const url = new URL(link.body.url);
    const page = await h.app.inject({ method: 'GET', url: url.pathname });
    expect(page.body).toContain('visa •••• 4242');
    await h.app.inject({
      method: 'POST',
      url: url.pathname,
      payload: 'card=remove',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const res = await configure({ enabled: true, drops_below: 10, add_balance: 50 });
    expect(res.status).toBe(409);
  });
});
