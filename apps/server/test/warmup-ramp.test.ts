import { describe, expect, it } from 'vitest';
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

const h = useHarness({ env: CLOCK_ENV });

/** Inbox share of the days' landed warmup mail. */
const inboxRate = (days: any[]) => {
  const inbox = days.reduce((n, d) => n + d.inbox, 0);
  const spam = days.reduce((n, d) => n + d.spam, 0);
  return inbox / (inbox + spam);
};

describe('a two-week warmup ramp on a sandbox clock', () => {
  it('reaches its target volume, and the inbox rate rises with it', async () => {
    const [google, microsoft] = await activeMailboxes(h, [
      { platform: 'GOOGLE' },
      { platform: 'MICROSOFT' },
    ]);
    await settle(h);
    const clock = await clockForWorkspace(h);
    const added = await addWarmup(h, [google!.uid, microsoft!.uid], {
      warmup_start: 2,
      warmup_increment: 4,
      warmup_limit: 40,
      warmup_replyrate: 50,
    });
    expect(added.subscriptions.map((s: any) => [s.status, s.price_per_month])).toEqual([
      ['active', 3],
      ['active', 3],
    ]);

    await advanceClock(h, clock, '14d', 480_000);

    for (const mailbox of [google!, microsoft!]) {
      const { subscription, daily } = await warmupDetails(h, mailbox.uid, 15);
      const days = daily.slice(0, 14);
      const sent = days.map((d) => d.sent);
      expect(sent[0]).toBeLessThanOrEqual(3);
      expect(sent.slice(-3)).toEqual([40, 40, 40]);
      for (let i = 1; i < sent.length; i += 1)
        expect(sent[i]).toBeGreaterThanOrEqual(sent[i - 1] - 4);
      // Planned on each of 15 days, the last just begun.
      expect(subscription.day).toBe(15);
      const lastWeek = daily.slice(-7);
      expect(subscription.health_score).toBe(Math.round(100 * inboxRate(lastWeek)));
      expect(subscription.health_score).toBeGreaterThan(40);
      const total = (field: string) => days.reduce((n: number, d: any) => n + d[field], 0);
      expect(total('received')).toBeGreaterThan(200);
      expect(total('rescued')).toBe(total('spam'));
      expect(total('replied')).toBeGreaterThan(total('sent') * 0.3);
    }

    // Both mailboxes' mail: the first week lands far less often in the inbox than the last days.
    const stats = await h.call('GET', '/v1/api/warmup/stats', { query: { days: 15 } });
    expect(stats.body.stats).toMatchObject({
      activeCount: 2,
      pendingCount: 0,
      pausedCount: 0,
      monthlyTotal: 6,
    });
    const series = stats.body.stats.daily.slice(0, 14);
    expect(inboxRate(series.slice(0, 7))).toBeLessThan(inboxRate(series.slice(10, 14)) - 0.15);
    expect(inboxRate(series.slice(10, 14))).toBeGreaterThan(0.5);
    const ledger = await h.ctx.db
      .selectFrom('mail_messages')
      .select(['kind', 'folder', 'thread_id', 'message_id', 'in_reply_to'])
      .where('workspace_id', '=', h.team.workspace.id)
      .execute();
    const replies = ledger.filter((m) => m.kind === 'reply');
    expect(replies.length).toBeGreaterThan(100);
    const byId = new Map(ledger.map((m) => [m.message_id, m]));
    for (const reply of replies)
      expect(byId.get(reply.in_reply_to as string)?.thread_id).toBe(reply.thread_id);
  }, 600_000);
});
