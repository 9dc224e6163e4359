import { describe, expect, it } from 'vitest';
import { planLine } from '../src/modules/warmup/engine.plan.js';
import { settle } from './support/domains.js';
import { useHarness } from './support/harness.js';
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
