import { describe, expect, it } from 'vitest';
import { registerDomains, settle, uniqueName } from './support/domains.js';
import { useHarness } from './support/harness.js';
import { buyMailboxes, uniqueUsername } from './support/mailboxes.js';
import {
  activeMailboxes,
  addWarmup,
  advanceClock,
  CLOCK_ENV,
  clockForWorkspace,
  warmupDetails,
} from './support/warmup.js';

const h = useHarness({ env: CLOCK_ENV });

const act = async (action: string, uids: string[]) => {
  const res = await h.call('POST', `/v1/api/warmup/${action}`, { body: { mailbox_uids: uids } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

const list = async (body: Record<string, unknown> = {}) => {
  const res = await h.call('POST', '/v1/api/warmup/list', { body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

/** The mailbox's sends of its newest `n` days, oldest first. */
const lastSent = async (uid: string, n: number) =>
  (await warmupDetails(h, uid, n)).daily.map((d) => d.sent);

describe('warmup operations', () => {
  it('pause stops sends and the day counter; resume goes on; cancel ends billing', async () => {
    const [a, b, c] = await activeMailboxes(h, [
      { platform: 'GOOGLE' },
      { platform: 'MICROSOFT' },
      { platform: 'GOOGLE' },
    ]);
    const clock = await clockForWorkspace(h);
    await addWarmup(h, [a!.uid, b!.uid, c!.uid]);
    await advanceClock(h, clock, '2d');
    const before = (await warmupDetails(h, a!.uid)).subscription;
    expect(before).toMatchObject({ status: 'active', day: 3 });

    const paused = await act('pause', [a!.uid]);
    expect(paused.message).toBe('Processed 1 mailbox(es): 1 paused, 0 failed');
    expect(paused.results.success).toEqual([
      { mailbox_uid: a!.uid, subscription_uid: before.uid, action: 'paused' },
    ]);
    expect(paused.subscriptions[0]).toMatchObject({ status: 'paused', day: 3 });
    await advanceClock(h, clock, '2d');
    // The clock shows the midnight that starts day 5: days 3 and 4 passed paused.
    const whilePaused = await warmupDetails(h, a!.uid, 3);
    expect(whilePaused.subscription).toMatchObject({ status: 'paused', day: 3 });
    expect(whilePaused.daily.map((d) => [d.sent, d.received])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    // Day 3 was planned (its target stands) before the pause took its sends; then no plan.
    expect(whilePaused.daily.map((d) => d.target > 0)).toEqual([true, false, false]);
    // The others went on without it (and today's plan has begun).
    expect((await warmupDetails(h, b!.uid)).subscription.day).toBe(5);
    expect((await lastSent(b!.uid, 3)).slice(0, 2).every((n) => n > 0)).toBe(true);
    // Each warmed day has the ramp's target beside what was sent (the ramp chart's two lines).
    const ramp = (await warmupDetails(h, b!.uid, 5)).daily;
    expect(ramp.every((d) => d.target > 0 && d.sent <= d.target)).toBe(true);
    expect((await act('pause', [a!.uid])).results.failed).toEqual([
      { mailbox_uid: a!.uid, message: 'Warmup is already paused' },
    ]);

    const resumed = await act('resume', [a!.uid]);
    expect(resumed.subscriptions[0]).toMatchObject({ status: 'active', paused_at: null });
    await advanceClock(h, clock, '1d');
    // Day 5 warmed, day 6 just planned: the counter went on from 3.
    expect((await warmupDetails(h, a!.uid)).subscription.day).toBe(5);
    expect((await lastSent(a!.uid, 2))[0]).toBeGreaterThan(0);

    const cancelled = await act('cancel', [a!.uid]);
    expect(cancelled.message).toBe('Processed 1 mailbox(es): 1 cancelled, 0 failed');
    expect(cancelled.subscriptions[0]).toMatchObject({
      status: 'cancelled',
      next_billing_date: null,
      price_per_month: 3,
    });
    // Cancelled: out of the default list, out of the monthly total, never renewed.
    expect((await list()).subscriptions.map((s: any) => s.mailbox_email).sort()).toEqual(
      [b!.email, c!.email].sort(),
    );
    const all = await list({ include_cancelled: true });
    expect(all).toMatchObject({ total: 3, pages: 1, current_page: 1, limit: 10 });
    const stats = await h.call('GET', '/v1/api/warmup/stats', { query: { days: 1 } });
    expect(stats.body.stats).toMatchObject({ activeCount: 2, pausedCount: 0, monthlyTotal: 6 });
    // The others paused (so the month passes without a warmup day to run): a paused
    // subscription is still billed, a cancelled one never again.
    const billedUntil = (await warmupDetails(h, b!.uid)).subscription.next_billing_date;
    await act('pause', [b!.uid, c!.uid]);
    await advanceClock(h, clock, '31d', 480_000);
    const after = await warmupDetails(h, a!.uid, 30);
    expect(after.subscription).toMatchObject({ status: 'cancelled', next_billing_date: null });
    expect(after.daily.every((d) => d.sent === 0)).toBe(true);
    const renewed = (await warmupDetails(h, b!.uid)).subscription;
    expect(renewed.status).toBe('paused');
    const month = new Date(billedUntil);
    month.setUTCMonth(month.getUTCMonth() + 1);
    expect(renewed.next_billing_date).toBe(month.toISOString());
    expect((await act('cancel', [a!.uid])).results.failed).toEqual([
      { mailbox_uid: a!.uid, message: 'The mailbox has no warmup subscription' },
    ]);
    // Enrolled again after a cancel: a new subscription.
    const again = await addWarmup(h, [a!.uid]);
    expect(again.subscriptions).toHaveLength(1);
    expect(again.subscriptions[0].uid).not.toBe(before.uid);
  }, 600_000);

  it("a listed domain's warmup mail lands in spam, and receivers rescue it", async () => {
    const [listed, clean] = await activeMailboxes(h, [
      { platform: 'GOOGLE', domainToken: 'listed' },
      { platform: 'MICROSOFT' },
    ]);
    const clock = await clockForWorkspace(h);
    await addWarmup(h, [listed!.uid, clean!.uid], { warmup_start: 10, warmup_limit: 20 });
    await advanceClock(h, clock, '3d');
    const days = (await warmupDetails(h, listed!.uid, 4)).daily;
    const sum = (field: string) => days.reduce((n: number, d: any) => n + d[field], 0);
    expect(sum('sent')).toBeGreaterThan(20);
    expect(sum('inbox')).toBe(0);
    expect(sum('spam')).toBe(sum('sent'));
    expect(sum('rescued')).toBe(sum('spam'));
    // The clean domain's mail to it is placed on its own standing.
    const cleanDays = (await warmupDetails(h, clean!.uid, 4)).daily;
    expect(cleanDays.reduce((n: number, d: any) => n + d.inbox, 0)).toBeGreaterThan(0);
    const ledger = await h.ctx.db
      .selectFrom('mail_messages')
      .select(['folder', 'rescued_at'])
      .where('sender', '=', listed!.email)
      .where('kind', '=', 'warmup')
      .execute();
    expect(ledger.length).toBe(sum('sent'));
    expect(new Set(ledger.map((m) => m.folder))).toEqual(new Set(['spam']));
    expect(ledger.every((m) => m.rescued_at !== null)).toBe(true);
  }, 300_000);

  it('answers per mailbox: unknown, another team’s and enrolled mailboxes; bad settings are a 400', async () => {
    const [mine] = await activeMailboxes(h, [{ platform: 'GOOGLE' }]);
    const other = await h.createTeam('Other');
    const theirDomain = uniqueName();
    await registerDomains(h, [theirDomain], { team: other });
    await settle(h);
    const [theirs] = await buyMailboxes(
      h,
      theirDomain,
      [{ platform: 'GOOGLE', username: uniqueUsername() }],
      { team: other },
    );
    const missing = '00000000-0000-4000-8000-000000000000';

    const bad = await h.call('POST', '/v1/api/warmup/add', {
      body: { mailbox_uids: [mine!.uid], warmup_limit: 51 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('warmup_limit');
    expect((await list()).total).toBe(0);

    const added = await addWarmup(h, [mine!.uid, theirs.uid, missing], { warmup_limit: 25 });
    expect(added.message).toBe('Created 1 warmup subscription(s)');
    expect(added.subscriptions[0]).toMatchObject({
      mailbox_email: mine!.email,
      status: 'active',
      price_per_month: 3,
      warmup_limit: 25,
      mailbox: { uid: mine!.uid, platform: 'GOOGLE', status: 'active' },
    });
    expect(added.errors).toEqual([
      { mailbox_uid: theirs.uid, message: 'Mailbox not found' },
      { mailbox_uid: missing, message: 'Mailbox not found' },
    ]);
    expect(added.skipped).toBe(0);

    // A second add of an enrolled mailbox is skipped: never a second subscription.
    const twice = await addWarmup(h, [mine!.uid]);
    expect(twice).toMatchObject({ subscriptions: [], errors: [], skipped: 1 });
    expect((await list({ include_cancelled: true })).total).toBe(1);

    for (const action of ['pause', 'resume', 'cancel']) {
      const res = await act(action, [theirs.uid]);
      expect(res.results).toEqual({
        success: [],
        failed: [{ mailbox_uid: theirs.uid, message: 'Mailbox not found' }],
      });
    }
    const theirList = await h.call('POST', '/v1/api/warmup/list', {
      token: other.token,
      workspace: other.workspace.uid,
      body: { include_cancelled: true },
    });
    expect(theirList.body.total).toBe(0);

    const updated = await h.call('POST', '/v1/api/warmup/update-settings', {
      body: { mailbox_uids: [mine!.uid], warmup_replyrate: 80, warmup_increment: 5 },
    });
    expect(updated.body.subscriptions[0]).toMatchObject({
      warmup_replyrate: 80,
      warmup_increment: 5,
      warmup_limit: 25,
    });
    const empty = await h.call('POST', '/v1/api/warmup/update-settings', {
      body: { mailbox_uids: [mine!.uid] },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('warmup_limit');

    const pricing = await h.call('GET', '/v1/api/warmup/pricing');
    expect(pricing.body.pricing).toMatchObject({ price_per_mailbox: 3, currency: 'USD' });
    const notFound = await h.call('GET', '/v1/api/warmup/details', {
      query: { mailbox_uid: theirs.uid },
    });
    expect(notFound.status).toBe(404);
  }, 300_000);
});
