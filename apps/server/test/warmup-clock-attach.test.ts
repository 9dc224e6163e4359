import { describe, expect, it } from 'vitest';
import { planLine } from '../src/modules/warmup/engine.plan.js';
import { ledger } from './support/billing.js';
import { activeDomain, settle, uniqueName } from './support/domains.js';
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

// A file of its own: no other test's warmup runs on real time here, so nothing but the attach
// can start the clock's engine.
const h = useHarness({ env: CLOCK_ENV });

describe('warmup and a clock attached after it started', () => {
  it('runs on the clock from the attach, and on real time again from the detach', async () => {
    const [google, microsoft] = await activeMailboxes(h, [
      { platform: 'GOOGLE' },
      { platform: 'MICROSOFT' },
    ]);
    // Enrolled in real time: the real-time engine has run (and planned today if it could).
    await addWarmup(h, [google!.uid, microsoft!.uid]);
    await settle(h);
    // Day 1 if today's working hours were not over.
    const before = (await warmupDetails(h, google!.uid)).subscription.day;
    expect((await warmupDetails(h, microsoft!.uid)).subscription.day).toBe(before);
    const clock = await clockForWorkspace(h, '2030-01-01T00:00:00.000Z');
    await advanceClock(h, clock, '3d');

    for (const mailbox of [google!, microsoft!]) {
      const { subscription, daily } = await warmupDetails(h, mailbox.uid, 4);
      // The clock shows 2030-01-04T00:00: three days warmed, the 4th just planned.
      expect(subscription.day).toBe(before + 4);
      expect(daily.map((d) => d.date)).toEqual([
        '2030-01-01',
        '2030-01-02',
        '2030-01-03',
        '2030-01-04',
      ]);
      expect(daily.slice(0, 3).every((d) => d.sent > 0)).toBe(true);
    }

    // Back to real time: the subscriptions' days are real days again. Their last planned day
    // (2030-01-04 on the clock) is after today, so they are planned on real time at once instead
    // of waiting for 2030: by the real-time engine the detach started, or (once today's working
    // hours are over) here from their start.
    const detached = await h.call('POST', '/v1/api/sandbox/clocks/detach');
    expect(detached.status, JSON.stringify(detached.body)).toBe(200);
    await settle(h);
    const today = new Date().toISOString().slice(0, 10);
    await planLine(h.ctx, 'real', new Date(`${today}T08:00:00.000Z`));
    for (const mailbox of [google!, microsoft!])
      expect((await warmupDetails(h, mailbox.uid, 1)).subscription.day).toBe(before + 5);
  }, 300_000);
});

describe('warmup with no possible partner', () => {
  it('says why it sends nothing, keeps its day counter, and starts once a partner joins', async () => {
    const domain = uniqueName();
    await activeDomain(h, domain);
    const mailboxes = await buyMailboxes(h, domain, [
      { platform: 'GOOGLE', username: uniqueUsername() },
      { platform: 'GOOGLE', username: uniqueUsername() },
    ]);
    await settle(h);
    const uids = mailboxes.map((m) => m.uid as string);
    // On a clock of its own: the only mailboxes warming there are these two, on one domain.
    const clock = await clockForWorkspace(h, '2030-03-01T00:00:00.000Z');
    const added = await addWarmup(h, uids);
    expect(added.subscriptions.map((s: any) => s.status)).toEqual(['active', 'active']);
    await advanceClock(h, clock, '3d');

    for (const uid of uids) {
      const { subscription, daily } = await warmupDetails(h, uid, 4);
      expect(subscription.status).toBe('active');
      expect(subscription.status_reason).toMatch(
        /^No warmup partner on its sandbox clock: no mailbox of another domain warms on this clock/,
      );
      expect(subscription.day).toBe(0);
      expect(subscription.health_score).toBeNull();
      expect(daily.every((d) => d.sent === 0 && d.received === 0)).toBe(true);
    }
    const listed = await h.call('POST', '/v1/api/warmup/list', { body: {} });
    expect(listed.body.subscriptions.map((s: any) => s.status_reason.slice(0, 17))).toEqual([
      'No warmup partner',
      'No warmup partner',
    ]);
    const stats = await h.call('GET', '/v1/api/warmup/stats', { query: { days: 4 } });
    expect(stats.body.stats).toMatchObject({ activeCount: 2, avgHealthScore: null });
    // Charged as every subscription (docs/decisions.md): the first month of each.
    const charges = (await ledger(h)).filter((e) => e.record?.type === 'warmup_subscription');
    expect(charges.map((e) => e.amount)).toEqual([-3, -3]);

    // A mailbox of another domain joins on the clock: from the next day all three warm.
    const [partner] = await activeMailboxes(h, [{ platform: 'MICROSOFT' }]);
    await addWarmup(h, [partner!.uid]);
    await advanceClock(h, clock, '2d');
    for (const uid of uids) {
      const { subscription, daily } = await warmupDetails(h, uid, 2);
      expect(subscription.status_reason).toBe('');
      expect(subscription.day).toBeGreaterThanOrEqual(1);
      expect(daily[0]!.sent).toBeGreaterThan(0);
    }
    const after = await h.call('GET', '/v1/api/warmup/stats', { query: { days: 2 } });
    expect(after.body.stats.avgHealthScore).toEqual(expect.any(Number));
  }, 300_000);
});
