import { describe, expect, it } from 'vitest';
import {
  hasPartner,
  indexPool,
  OTHER_PROVIDER_SHARE,
  type PlannedSend,
  type PoolMember,
  planSender,
} from '../../src/modules/warmup/scheduler.js';
import { DAILY_VARIANCE, dailyTarget } from '../../src/modules/warmup/warmup.settings.js';

// Warmup's pure rules (no server, no database): a day's target and a day's plan.

const RAMP = { daily_limit: 40, increment: 3, start_volume: 2 };

describe("a mailbox's daily target", () => {
  it('follows start + increment × day within ±10 %, the same on every run', () => {
    for (let day = 0; day < 10; day += 1) {
      const ramp = RAMP.start_volume + RAMP.increment * day;
      const target = dailyTarget(RAMP, day, 'mailbox-1', 'seed');
      expect(target).toBeGreaterThanOrEqual(Math.round(ramp * (1 - DAILY_VARIANCE)));
      expect(target).toBeLessThanOrEqual(Math.round(ramp * (1 + DAILY_VARIANCE)));
      expect(dailyTarget(RAMP, day, 'mailbox-1', 'seed')).toBe(target);
    }
  });

  it('never passes the limit and never falls below 1', () => {
    for (let day = 0; day < 60; day += 1) {
      for (const mailbox of ['a', 'b', 'c']) {
        const target = dailyTarget(RAMP, day, mailbox, 'seed');
        expect(target).toBeLessThanOrEqual(RAMP.daily_limit);
        expect(target).toBeGreaterThanOrEqual(1);
      }
    }
    expect(dailyTarget({ daily_limit: 1, increment: 1, start_volume: 1 }, 0, 'a', 's')).toBe(1);
    expect(dailyTarget(RAMP, 100, 'mailbox-1', 'seed')).toBe(RAMP.daily_limit);
  });

  it('varies between mailboxes and seeds, not only by day', () => {
    const targets = new Set(
      Array.from({ length: 40 }, (_, i) => dailyTarget(RAMP, 10, `mailbox-${i}`, 'seed')),
    );
    expect(targets.size).toBeGreaterThan(1);
  });
});

function member(id: string, domain: string, provider: PoolMember['provider'], network = 'sim') {
  return { subscriptionId: `sub-${id}`, mailboxId: id, domainId: domain, provider, network };
}

const DAY = '2026-03-02';
const WINDOW = { from: Date.parse(`${DAY}T08:00:00.000Z`), to: Date.parse(`${DAY}T18:00:00.000Z`) };

function plan(pool: PoolMember[], sender: PoolMember, target: number, day = DAY): PlannedSend[] {
  const window = {
    from: Date.parse(`${day}T08:00:00.000Z`),
    to: Date.parse(`${day}T18:00:00.000Z`),
  };
  return [...planSender(indexPool(pool), sender, target, day, window, 'seed')];
}

describe("a sender's day plan", () => {
  const pool = [
    ...Array.from({ length: 30 }, (_, i) => member(`g${i}`, `gd${i % 10}`, 'google')),
    ...Array.from({ length: 30 }, (_, i) => member(`m${i}`, `md${i % 10}`, 'microsoft')),
  ];
  const sender = pool[0] as PoolMember;

  it('plans the target, in order, spread over the window, never to itself or its domain', () => {
    const sends = plan(pool, sender, 20);
    expect(sends).toHaveLength(20);
    const times = sends.map((s) => Date.parse(s.dueAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(WINDOW.from);
    expect(Math.max(...times)).toBeLessThan(WINDOW.to);
    const slice = (WINDOW.to - WINDOW.from) / 20;
    times.forEach((at, k) => {
      expect(at).toBeGreaterThanOrEqual(Math.floor(WINDOW.from + slice * k));
      expect(at).toBeLessThan(WINDOW.from + slice * (k + 1));
    });
    for (const send of sends) {
      const partner = pool.find((m) => m.mailboxId === send.recipientMailboxId) as PoolMember;
      expect(partner.mailboxId).not.toBe(sender.mailboxId);
      expect(partner.domainId).not.toBe(sender.domainId);
      expect(send.senderMailboxId).toBe(sender.mailboxId);
      expect(send.subscriptionId).toBe(sender.subscriptionId);
    }
    expect(plan(pool, sender, 20)).toEqual(sends);
  });

  it('writes to another provider about three times in four', () => {
    let other = 0;
    let all = 0;
    for (const from of pool.slice(0, 10)) {
      for (const send of plan(pool, from, 40)) {
        all += 1;
        if (send.recipientMailboxId.startsWith('m')) other += 1;
      }
    }
    expect(other / all).toBeGreaterThan(OTHER_PROVIDER_SHARE - 0.1);
    expect(other / all).toBeLessThan(OTHER_PROVIDER_SHARE + 0.1);
  });

  it('repeats no pair within three days in a large pool', () => {
    const large = [
      ...Array.from({ length: 200 }, (_, i) => member(`g${i}`, `gd${i}`, 'google')),
      ...Array.from({ length: 200 }, (_, i) => member(`m${i}`, `md${i}`, 'microsoft')),
    ];
    const from = large[0] as PoolMember;
    const days = ['2026-03-02', '2026-03-03', '2026-03-04'];
    const partners = days.flatMap((day) =>
      plan(large, from, 15, day).map((s) => s.recipientMailboxId),
    );
    expect(new Set(partners).size).toBe(partners.length);
  });

  it('plans nothing without a partner on its mail network', () => {
    const lonely = [
      member('a', 'd1', 'google'),
      member('b', 'd1', 'google'),
      member('c', 'd2', 'google', 'real'),
    ];
    const index = indexPool(lonely);
    expect(hasPartner(index, lonely[0] as PoolMember)).toBe(false);
    expect(plan(lonely, lonely[0] as PoolMember, 10)).toEqual([]);
    expect(hasPartner(indexPool(pool), sender)).toBe(true);
    expect(plan(pool, sender, 0)).toEqual([]);
  });
});
