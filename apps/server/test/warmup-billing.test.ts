import { describe, expect, it } from 'vitest';
import { grantCredits } from '../src/modules/billing/billing.service.js';
import { verifyLedger } from '../src/modules/billing/verify.service.js';
import { useHarness } from './support/harness.js';
import {
  activeMailboxes,
  addWarmup,
  advanceClock,
  CLOCK_ENV,
  clockForWorkspace,
  nextMidnight,
  warmupDetails,
} from './support/warmup.js';

const h = useHarness({ env: CLOCK_ENV });

const wallet = async () =>
  (await h.call('GET', '/v1/api/billing/wallet', { workspace: null })).body;

/** The wallet's warmup charges, oldest first. */
const warmupCharges = async () => {
  const res = await h.call('GET', '/v1/api/billing/wallet/logs', {
    workspace: null,
    query: { kind: 'charge', limit: 200 },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.logs as any[]).filter((e) => e.record?.type === 'warmup_subscription').reverse();
};

/** Takes credits back (an operator's adjustment) so the wallet holds exactly `credits`. */
const leaveCredits = async (credits: number) => {
  const have = Math.round((await wallet()).credits_remaining * 100);
  if (have === credits * 100) return;
  await grantCredits(h.ctx, {
    teamUid: h.team.team.uid,
    amountCents: credits * 100 - have,
    reason: `Test: leave ${credits} credits`,
  });
};

/** How many warmup jobs (renewals, engine ticks) the queue holds. */
const warmupJobs = async () =>
  (
    await h.ctx.db
      .selectFrom('jobs')
      .select('id')
      .where('name', 'in', ['warmup.renew', 'warmup.tick'])
      .execute()
  ).length;

const listAll = async () =>
  (await h.call('POST', '/v1/api/warmup/list', { body: { include_cancelled: true } })).body;

describe('warmup billing', () => {
  it('Add warmup charges each new subscription its first month, once', async () => {
    const [a, b] = await activeMailboxes(h, [{ platform: 'GOOGLE' }, { platform: 'MICROSOFT' }]);
    const before = (await wallet()).credits_remaining;
    const added = await addWarmup(h, [a!.uid, b!.uid]);
    const subs = added.subscriptions.map((s: any) => s.uid as string).sort();
    expect(subs).toHaveLength(2);
    const charges = await warmupCharges();
    // One entry per subscription (written in one statement: compared in the order of their uids).
    const byUid = charges.sort((x, y) => x.record.uid.localeCompare(y.record.uid));
    expect(byUid.map((e) => [e.amount, e.record.uid, e.reference, e.actor])).toEqual(
      subs.map((uid: string) => [-3, uid, `warmup:${uid}:first`, h.team.tokenId]),
    );
    expect((await wallet()).credits_remaining).toBe(before - 6);

    // Enrolled already: skipped, and nothing charged again.
    const again = await addWarmup(h, [a!.uid, b!.uid]);
    expect(again).toMatchObject({ skipped: 2 });
    expect(await warmupCharges()).toHaveLength(2);
    expect((await wallet()).credits_remaining).toBe(before - 6);
    expect((await verifyLedger(h.ctx.db)).differences).toEqual([]);
  }, 300_000);

  it('short of funds: a 402 and nothing is created, scheduled or charged', async () => {
    const [a, b] = await activeMailboxes(h, [{ platform: 'GOOGLE' }, { platform: 'GOOGLE' }]);
    await leaveCredits(5);
    const jobsBefore = await warmupJobs();
    const res = await h.call('POST', '/v1/api/warmup/add', {
      body: { mailbox_uids: [a!.uid, b!.uid] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(402);
    expect(res.body).toMatchObject({ error: true, code: 'INSUFFICIENT_FUNDS' });
    expect(res.body.message).toContain('Insufficient wallet balance to add warmup for 2 mailboxes');
    expect((await listAll()).total).toBe(0);
    expect(await warmupJobs()).toBe(jobsBefore);
    expect(await warmupCharges()).toEqual([]);
    expect((await wallet()).credits_remaining).toBe(5);

    // Enough for one month: one mailbox is enrolled, and the wallet is empty.
    await leaveCredits(3);
    const one = await addWarmup(h, [a!.uid]);
    expect(one.subscriptions).toHaveLength(1);
    expect((await wallet()).credits_remaining).toBe(0);
  }, 300_000);

  it('a renewal charges the next month; short twice, the subscription is cancelled', async () => {
    const [a, b] = await activeMailboxes(h, [{ platform: 'GOOGLE' }, { platform: 'GOOGLE' }]);
    const start = nextMidnight();
    const clock = await clockForWorkspace(h, start);
    await addWarmup(h, [a!.uid, b!.uid]);
    const billingDate = (await warmupDetails(h, a!.uid)).subscription.next_billing_date;
    // Paused, so the month passes without warmup days to run; a paused subscription is billed.
    const paused = await h.call('POST', '/v1/api/warmup/pause', {
      body: { mailbox_uids: [a!.uid, b!.uid] },
    });
    expect(paused.status).toBe(200);
    await leaveCredits(3);
    // To the day after the renewal (a short wallet is tried again a day later), whatever the
    // month's length: 31 days from December 1st reach January 1st, the renewal itself, only.
    const days = Math.round((Date.parse(billingDate) - Date.parse(start)) / 86_400_000) + 1;
    await advanceClock(h, clock, `${days}d`, 480_000);

    const subs = await Promise.all(
      [a, b].map(async (m) => (await warmupDetails(h, m!.uid)).subscription),
    );
    const renewed = subs.find((s) => s.status === 'paused');
    const ended = subs.find((s) => s.status === 'cancelled');
    expect(renewed, JSON.stringify(subs)).toBeDefined();
    expect(ended, JSON.stringify(subs)).toBeDefined();
    const month = new Date(billingDate);
    month.setUTCMonth(month.getUTCMonth() + 1);
    expect(renewed.next_billing_date).toBe(month.toISOString());
    expect(ended).toMatchObject({ next_billing_date: null });
    const row = await h.ctx.db
      .selectFrom('warmup_subscriptions')
      .select('status_reason')
      .where('uid', '=', ended.uid)
      .executeTakeFirstOrThrow();
    expect(row.status_reason).toBe('Renewal payment failed twice: insufficient wallet balance');

    const renewals = (await warmupCharges()).filter((e) => !e.reference.endsWith(':first'));
    expect(renewals.map((e) => [e.amount, e.record.uid, e.reference, e.actor])).toEqual([
      [-3, renewed.uid, `warmup:${renewed.uid}:${billingDate}`, 'system'],
    ]);
    expect((await wallet()).credits_remaining).toBe(0);
    expect((await verifyLedger(h.ctx.db)).differences).toEqual([]);
  }, 600_000);
});
