import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { renewSubscriptionJob } from '../src/modules/billing/subscription.jobs.js';
import { drainWallet, ledger, wallet } from './support/billing.js';
import { TEST_CREDITS, useHarness } from './support/harness.js';
import { byHand } from './support/jobs.js';
import { activeDomainNamed, uniqueUsername } from './support/mailboxes.js';

const dir = mkdtempSync(join(tmpdir(), 'mw-plans-'));
const plansFile = join(dir, 'plans.json');
writeFileSync(
  plansFile,
  JSON.stringify({
    default_plan: 'free',
    plans: [
      {
        uid: 'free',
        name: 'Free',
        monthly_price: 0,
        yearly_price: 0,
        mailbox_prices: { GOOGLE: 5, MICROSOFT: 4 },
      },
      {
        uid: 'team',
        name: 'Team',
        monthly_price: 30,
        yearly_price: 300,
        included_mailboxes: 2,
        mailbox_prices: { GOOGLE: 3, MICROSOFT: 2.5 },
      },
      {
        uid: 'scale',
        name: 'Scale',
        monthly_price: 90,
        yearly_price: 900,
        included_mailboxes: 10,
        mailbox_prices: { GOOGLE: 2 },
      },
    ],
  }),
);

const h = useHarness({ env: { MAILWRIGHT_PLANS_FILE: plansFile } });

const change = (plan_uid: string, cycle = 'monthly') =>
  h.call('POST', '/v1/api/billing/subscription/change', {
    workspace: null,
    body: { plan_uid, cycle },
  });
const subscription = async () =>
  (await h.call('GET', '/v1/api/billing/subscription', { workspace: null })).body;

/** Runs the subscription's renewal now, as if its period had ended. */
async function renewNow() {
  const row = await h.ctx.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('team_id', '=', h.team.team.id)
    .executeTakeFirstOrThrow();
  await renewSubscriptionJob.handle(
    { subscriptionId: row.id, renewsOn: row.renews_on },
    byHand(h, 1),
  );
}

describe('plans and subscriptions', () => {
  it('serves the operator’s catalog; a new team is on its default plan, at its prices', async () => {
    const plans = await h.call('GET', '/v1/api/billing/pricing-plans', { workspace: null });
    expect(
      plans.body.plans.map((p: { uid: string; is_default: boolean }) => [p.uid, p.is_default]),
    ).toEqual([
      ['free', true],
      ['team', false],
      ['scale', false],
    ]);
    expect(plans.body.plans[1]).toMatchObject({
      pricing: { monthly: 30, yearly: 300 },
      included_mailboxes: 2,
    });
    const account = await h.call('GET', '/v1/api/account', { workspace: null });
    expect(account.body).toMatchObject({
      current_plan: { uid: 'free', name: 'Free', pricing: 0, renews_on: null },
      cost_per_google_mailbox: 5,
      cost_per_ms_outlook_mailbox: 4,
    });
    expect((await subscription()).subscription).toBeNull();
  });

  it('subscribing charges the plan; its included mailboxes cost nothing, further ones the plan’s price', async () => {
    const res = await change('team');
    expect(res.status).toBe(200);
    expect(res.body.current_plan).toMatchObject({ uid: 'team', cycle: 'monthly', pricing: 30 });
    const renews = Date.parse(res.body.current_plan.renews_on) - Date.now();
    expect(renews).toBeGreaterThan(27 * 86_400_000);
    expect(renews).toBeLessThan(32 * 86_400_000);
    const domain = await activeDomainNamed(h);
    const buy = await h.call('POST', '/v1/api/mailboxes/buy', {
      body: {
        mailboxes: [1, 2, 3].map(() => ({
          first_name: 'A',
          last_name: 'B',
          username: uniqueUsername(),
          platform: 'GOOGLE',
          domain_name: domain.name,
        })),
      },
    });
    expect(buy.body.total_cost).toBe(3);
    const charges = (await ledger(h)).filter((e) => e.kind === 'charge').map((e) => e.amount);
    expect(charges).toEqual([-30, -12.99, -3]);
  });

  it('changes plan at once, crediting the unused part of the period; a downgrade to the default plan refunds it', async () => {
    await change('team');
    const up = await change('scale');
    expect(up.body.subscription).toMatchObject({
      plan_uid: 'scale',
      price: 90,
      included_mailboxes: 10,
    });
    const upgrade = (await ledger(h)).at(-1);
    // 90 less what is left of the 30 just paid (a few milliseconds of the month are used).
    expect(upgrade?.amount).toBeLessThanOrEqual(-60);
    expect(upgrade?.amount).toBeGreaterThan(-60.02);
    const down = await change('free');
    expect(down.body.subscription).toBeNull();
    expect(down.body.current_plan.uid).toBe('free');
    // Nearly all of the 90 paid (30, then 60.01) comes back, from both charges.
    const refunds = (await ledger(h)).filter((e) => e.kind === 'refund');
    expect(refunds).toHaveLength(2);
    const back = refunds.reduce((sum, e) => sum + e.amount, 0);
    expect(back).toBeGreaterThan(89.98);
    expect(back).toBeLessThanOrEqual(90);
    expect((await change('free')).status).toBe(409);
  });

  it('cancels at the end of the period: the plan stays until renews_on, then ends without a charge', async () => {
    await change('team', 'yearly');
    const cancelled = await h.call('POST', '/v1/api/billing/subscription/cancel', {
      workspace: null,
    });
    expect(cancelled.body.subscription).toMatchObject({
      cancel_at_period_end: true,
      status: 'active',
      price: 300,
    });
    expect(cancelled.body.current_plan.uid).toBe('team');
    const used = (await wallet(h)).credits_used;
    await renewNow();
    const after = await subscription();
    expect(after.subscription).toBeNull();
    expect(after.current_plan.uid).toBe('free');
    expect((await wallet(h)).credits_used).toBe(used);
  });

  it('a renewal is charged by its job and starts the next period', async () => {
    const first = await change('team');
    await renewNow();
    const renewed = await subscription();
    expect(renewed.subscription).toMatchObject({
      status: 'active',
      period_start: first.body.subscription.renews_on,
    });
    expect(
      (await ledger(h)).filter((e) => e.record?.type === 'subscription').map((e) => e.amount),
    ).toEqual([-30, -30]);
  });

  it('a renewal the wallet cannot pay: past_due, retried once, then the subscription ends', async () => {
    await change('team');
    await drainWallet(h);
    await renewNow();
    expect((await subscription()).subscription).toMatchObject({ status: 'past_due' });
    expect((await subscription()).subscription.status_reason).toContain(
      'Insufficient wallet balance to renew the subscription',
    );
    await renewNow();
    expect((await subscription()).current_plan.uid).toBe('free');
  });

  it('short of funds to change plan: 402, the plan unchanged', async () => {
    await drainWallet(h);
    const res = await change('scale');
    expect(res.status).toBe(402);
    expect(res.body.message).toMatch(/^Insufficient wallet balance to change plan to Scale/);
    expect((await subscription()).current_plan.uid).toBe('free');
    expect((await wallet(h)).credits_remaining).toBe(0);
    expect(TEST_CREDITS).toBeGreaterThan(0);
  });
});

describe('the plan catalog file', () => {
  const env = { MAILWRIGHT_DATA_DIR: dir, MAILWRIGHT_MASTER_KEY: 'a'.repeat(64) };
  it('a file that is not a catalog stops start-up, naming MAILWRIGHT_PLANS_FILE and the problem', () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(
      bad,
      JSON.stringify({
        plans: [
          {
            uid: 'x',
            name: 'X',
            monthly_price: 9.999,
            yearly_price: 0,
            mailbox_prices: { GOOGLE: 1 },
          },
        ],
      }),
    );
    expect(() => loadConfig({ ...env, MAILWRIGHT_PLANS_FILE: bad })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, MAILWRIGHT_PLANS_FILE: bad })).toThrow(
      /MAILWRIGHT_PLANS_FILE: .*plans\[0\]\.monthly_price must have at most two decimals/,
    );
    expect(() => loadConfig({ ...env, MAILWRIGHT_PLANS_FILE: join(dir, 'missing.json') })).toThrow(
      /MAILWRIGHT_PLANS_FILE/,
    );
  });
});
