import { describe, expect, it } from 'vitest';
import { runCampaignDay } from '../src/modules/insights/campaigns.js';
import { checkRollups, rebuildRollups } from '../src/modules/insights/insights.rebuild.js';
import { useHarness } from './support/harness.js';
import { oneMailbox, uniqueUsername } from './support/mailboxes.js';

const h = useHarness();
const DAY = 86_400_000;
const pct = (a: number, b: number) => (b === 0 ? null : Math.round((a / b) * 10_000) / 100);

/** A mailbox of the test team, with `days` days of simulated campaign behind it. */
async function campaignMailbox(token: string, days = 3, perDay = 12) {
  const { mailbox } = await oneMailbox(h, { username: uniqueUsername(token) });
  const row = await h.ctx.db
    .selectFrom('mailboxes')
    .selectAll()
    .where('uid', '=', mailbox.uid)
    .executeTakeFirstOrThrow();
  const who = {
    teamId: row.team_id,
    workspaceId: row.workspace_id,
    mailboxId: row.id,
    domainId: row.domain_id,
    email: `${row.username}@${row.domain_name}`,
    platform: row.platform,
  };
  const today = Date.parse(new Date().toISOString().slice(0, 10));
  let open: Awaited<ReturnType<typeof runCampaignDay>> = [];
  let lastDay = { at: new Date(), firstTouches: perDay, openThreads: open, seed: 'insights-test' };
  // The days end two days ago: every answer (at most 31 hours after its message) is then in the
  // ledger already, none scheduled to land while the test reads its figures.
  for (let d = days + 2; d >= 3; d--) {
    lastDay = { ...lastDay, at: new Date(today - d * DAY + 17 * 3_600_000), openThreads: open };
    open = await runCampaignDay(h.ctx, who, lastDay);
  }
  return {
    uid: mailbox.uid as string,
    id: row.id,
    workspaceId: row.workspace_id,
    email: who.email,
    /** Runs the last campaign day again, as a retried job would. */
    rerunLastDay: () => runCampaignDay(h.ctx, who, lastDay),
  };
}

const get = (path: string, query: Record<string, string> = {}) =>
  h.call('GET', `/v1/api/email-insights/${path}`, { query });

describe('Email Insight over a sandbox ledger', () => {
  it('answers every metric as computed by hand from the ledger, and the rollups agree with it', async () => {
    const a = await campaignMailbox('replyheavy');
    const b = await campaignMailbox('highbounce');
    const rows = await h.ctx.db
      .selectFrom('mail_messages')
      .selectAll()
      .where('workspace_id', '=', a.workspaceId)
      .execute();
    const of = (id: string) => rows.filter((r) => r.mailbox_id === id);
    const hand = (list: typeof rows) => {
      const starts = list.filter((r) => r.kind === 'campaign' && r.thread_id === r.message_id);
      const repliedThreads = new Set(list.filter((r) => r.replied_at).map((r) => r.thread_id));
      return {
        sent: list.length,
        bounced: list.filter((r) => r.bounce).length,
        first_touch: starts.length,
        follow_up: list.filter((r) => r.kind === 'campaign' && r.thread_id !== r.message_id).length,
        replied_threads: starts.filter((s) => repliedThreads.has(s.thread_id)).length,
        auto_replies: list.filter((r) => r.auto_replied_at).length,
      };
    };
    const all = hand(rows);
    expect(all.sent).toBeGreaterThan(40);
    expect(all.bounced).toBeGreaterThan(0);
    expect(all.replied_threads).toBeGreaterThan(0);

    const overview = await get('workspace/overview');
    expect(overview.status, JSON.stringify(overview.body)).toBe(200);
    expect(overview.body.success).toBe(true);
    expect(overview.body.data).toMatchObject({
      ...all,
      bounce_rate: pct(all.bounced, all.sent),
      reply_rate: pct(all.replied_threads, all.first_touch),
      mailboxes_sending: 2,
      high_bounce_mailboxes: 1,
      window: { days: 30, time_zone: 'UTC' },
    });

    const high = await get('workspace/high-bounce-mailboxes');
    expect(high.body.data.mailboxes.map((m: any) => m.mailbox_uid)).toEqual([b.uid]);
    const bb = hand(of(b.id));
    expect(high.body.data.mailboxes[0]).toMatchObject({
      sent: bb.sent,
      bounced: bb.bounced,
      bounce_rate: pct(bb.bounced, bb.sent),
    });
    expect(high.body.data.mailboxes_total).toBe(1);
    // `threshold` is "above": a mailbox exactly at it is not listed, one hundredth below it is.
    const rate = String(pct(bb.bounced, bb.sent));
    const at = await get('workspace/high-bounce-mailboxes', { threshold: rate });
    expect(at.body.data).toMatchObject({ mailboxes_total: 0, mailboxes: [] });
    const below = await get('workspace/high-bounce-mailboxes', {
      threshold: String(Number(rate) - 0.01),
      min_sent: String(bb.sent),
    });
    expect(below.body.data.mailboxes.map((m: any) => m.mailbox_uid)).toEqual([b.uid]);
    const tooFew = await get('workspace/high-bounce-mailboxes', { min_sent: String(bb.sent + 1) });
    expect(tooFew.body.data.mailboxes_total).toBe(0);

    // Campaign reply rate per mailbox, by hand: highest rate first, the first `limit` of them.
    const replies = await get('workspace/campaign-reply-rate');
    const mine = [a, b]
      .map((m) => {
        const c = hand(of(m.id));
        return {
          mailbox_uid: m.uid,
          email: m.email,
          first_touch: c.first_touch,
          replied_threads: c.replied_threads,
          reply_rate: pct(c.replied_threads, c.first_touch),
          auto_replies: c.auto_replies,
        };
      })
      .sort(
        (x, y) =>
          (y.reply_rate ?? 0) - (x.reply_rate ?? 0) ||
          y.first_touch - x.first_touch ||
          (x.email < y.email ? -1 : 1),
      );
    expect(replies.body.data).toMatchObject({
      first_touch: all.first_touch,
      replied_threads: all.replied_threads,
      mailboxes_total: 2,
    });
    expect(replies.body.data.mailboxes).toMatchObject(mine);
    const top = await get('workspace/campaign-reply-rate', { limit: '1' });
    expect(top.body.data.mailboxes_total).toBe(2);
    expect(top.body.data.mailboxes).toMatchObject([mine[0]]);
    expect((await get('workspace/campaign-reply-rate', { limit: '1001' })).status).toBe(400);

    // Windows read whole weeks from the week rollup and edge days from the day rollup: every
    // window over the campaign's days counts each mailbox's mail of exactly those days.
    const day = (d: number) => new Date(Date.now() + d * DAY).toISOString().slice(0, 10);
    for (const [from, to] of [
      [day(-13), day(0)],
      [day(-8), day(-2)],
      [day(-3), day(-1)],
      [day(-2), day(-2)],
      [day(-20), day(-1)],
    ] as const) {
      const all = await get('workspace/high-bounce-mailboxes', {
        from,
        to,
        threshold: '0',
        min_sent: '1',
      });
      const sentIn = (id: string) =>
        of(id).filter((r) => r.sent_at.slice(0, 10) >= from && r.sent_at.slice(0, 10) <= to);
      const bouncing = [a, b].filter((m) => sentIn(m.id).some((r) => r.bounce));
      expect(
        all.body.data.mailboxes.map((m: any) => [m.mailbox_uid, m.sent, m.bounced]).sort(),
        `${from}..${to}`,
      ).toEqual(
        bouncing
          .map((m) => [m.uid, sentIn(m.id).length, sentIn(m.id).filter((r) => r.bounce).length])
          .sort(),
      );
    }

    for (const m of [a, b]) {
      const mine = hand(of(m.id));
      const health = await get(`mailbox/${m.uid}/health`);
      expect(health.body).toEqual({
        success: true,
        data: {
          status: 'active',
          bounce_rate_30d: pct(mine.bounced, mine.sent),
          total_7d: mine.sent,
          total_30d: mine.sent,
          last_event_at: of(m.id)
            .flatMap((r) => [
              r.sent_at,
              r.bounced_at,
              r.replied_at,
              r.auto_replied_at,
              r.arrived_at,
            ])
            .filter((t): t is string => t !== null)
            .sort()
            .at(-1),
        },
      });
      const stats = await get(`mailbox/${m.uid}/stats`);
      expect(stats.body.data).toMatchObject({ ...mine, bounce_rate: pct(mine.bounced, mine.sent) });
    }

    // Daily buckets in the workspace's time zone: each day's sends, counted by hand.
    const daily = await get('workspace/daily-stats', { days: '5' });
    expect(daily.body.data.days).toHaveLength(5);
    for (const d of daily.body.data.days) {
      const sent = rows.filter((r) => r.sent_at.slice(0, 10) === d.day).length;
      expect(d.sent).toBe(sent);
      if (sent === 0) expect(d.bounce_rate).toBeNull();
    }

    // The heatmap: each human reply at its weekday and hour.
    const heat = await get(`mailbox/${a.uid}/reply-time-heatmap`);
    const grid = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
    for (const r of of(a.id)) {
      if (!r.replied_at || r.kind !== 'campaign') continue;
      const t = new Date(r.replied_at);
      const row = grid[(t.getUTCDay() + 6) % 7] as number[];
      row[t.getUTCHours()] = (row[t.getUTCHours()] ?? 0) + 1;
    }
    expect(heat.body.data.replies).toEqual(grid);

    const domains = await get(`mailbox/${b.uid}/top-recipient-domains`, { limit: '100' });
    for (const d of domains.body.data.domains) {
      const list = of(b.id).filter((r) => r.recipient_domain === d.domain);
      expect(d.sent).toBe(list.length);
      expect(d.bounced).toBe(list.filter((r) => r.bounce).length);
    }

    expect(await checkRollups(h.ctx.db, a.workspaceId)).toEqual([]);
    await rebuildRollups(h.ctx.db, a.workspaceId);
    expect(await checkRollups(h.ctx.db, a.workspaceId)).toEqual([]);
    expect((await get('workspace/overview')).body.data).toEqual(overview.body.data);
  });

  it('tells a zone’s days apart, refuses a bad window, and draws the charts', async () => {
    const m = await campaignMailbox('plain', 1, 4);
    expect((await get('workspace/daily-stats', { days: '3', from: '2026-01-01' })).status).toBe(
      400,
    );
    const bad = await get('workspace/daily-stats', { from: '2026-13-45' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('from must be a date (YYYY-MM-DD)');
    // A window that ends before it starts is a 400 naming its start, as every range is.
    const backwards = await get('workspace/daily-stats', { from: '2026-02-02', to: '2026-02-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'from must not be later than to',
      details: [{ field: 'from', message: 'must not be later than to' }],
    });
    const svg = await get(`mailbox/${m.uid}/velocity-overlay`, { format: 'svg', days: '7' });
    expect(svg.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(svg.body).toMatch(
      /Volume against bounce and reply rate, \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2} \(UTC\)/,
    );
    // The workspace's time zone: days and heatmap hours are Tokyo's (UTC+9), counted by hand.
    const zone = await h.call('PUT', '/v1/api/email-insights/workspace/settings', {
      body: { time_zone: 'Asia/Tokyo' },
    });
    expect(zone.body).toEqual({ success: true, data: { time_zone: 'Asia/Tokyo' } });
    const badZone = await h.call('PUT', '/v1/api/email-insights/workspace/settings', {
      body: { time_zone: 'Mars/Olympus' },
    });
    expect(badZone.status).toBe(400);
    expect(badZone.body.message).toBe('time_zone must be an IANA time zone such as Europe/Paris');
    const tokyo = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Tokyo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const rows = await h.ctx.db
      .selectFrom('mail_messages')
      .selectAll()
      .where('mailbox_id', '=', m.id)
      .execute();
    // Five Tokyo days ending today hold the campaign's day (three UTC days ago) at any hour:
    // after 15:00 UTC Tokyo's today is already tomorrow's UTC date.
    const daily = await get('workspace/daily-stats', { days: '5' });
    expect(daily.body.data.window.time_zone).toBe('Asia/Tokyo');
    for (const d of daily.body.data.days)
      expect(d.sent).toBe(rows.filter((r) => tokyo.format(new Date(r.sent_at)) === d.day).length);
    expect(daily.body.data.days.reduce((n: number, d: any) => n + d.sent, 0)).toBe(rows.length);
    // The day's sends (09:00–17:00 UTC) straddle Tokyo's midnight: two local days.
    expect(daily.body.data.days.filter((d: any) => d.sent > 0)).toHaveLength(2);

    const none = await get(`mailbox/${m.uid}/stats`, { from: '2020-01-01', to: '2020-01-31' });
    expect(none.body.data).toMatchObject({ sent: 0, bounce_rate: null, reply_rate: null });
  });

  it('reports an auth-failure mailbox’s refusals as auth failures', async () => {
    const af = await campaignMailbox('authfail', 1, 5);
    const rows = await h.ctx.db
      .selectFrom('mail_messages')
      .selectAll()
      .where('mailbox_id', '=', af.id)
      .execute();
    const refused = rows.filter(
      (r) => r.recipient_provider === 'google' || r.recipient_provider === 'microsoft',
    );
    expect(refused.length).toBe(2);
    const res = await get(`mailbox/${af.uid}/auth-failures`);
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.failures.map((f: any) => f.recipient).sort()).toEqual(
      refused.map((r) => r.recipient).sort(),
    );
    expect(res.body.data.failures[0]).toMatchObject({
      source: 'bounce',
      detail: expect.stringContaining('5.7.26'),
    });
    const stats = await get(`mailbox/${af.uid}/stats`);
    expect(stats.body.data).toMatchObject({ auth_failures: 2, hard_bounced: 2, bounce_rate: 40 });
  });

  it('sends nothing twice when a campaign day runs again (a retried job)', async () => {
    const m = await campaignMailbox('rerun', 2, 8);
    const ledger = () =>
      h.ctx.db
        .selectFrom('mail_messages')
        .select(['message_id', 'thread_id', 'bounce', 'replied_at', 'auto_replied_at'])
        .where('mailbox_id', '=', m.id)
        .orderBy('message_id')
        .execute();
    const before = await ledger();
    // The last day followed up the first day's open threads: both kinds are in the rerun day.
    expect(before.some((r) => r.thread_id !== r.message_id)).toBe(true);
    const stats = (await get(`mailbox/${m.uid}/stats`)).body.data;
    await m.rerunLastDay();
    expect(await ledger()).toEqual(before);
    expect((await get(`mailbox/${m.uid}/stats`)).body.data).toEqual(stats);
    expect(await checkRollups(h.ctx.db, m.workspaceId)).toEqual([]);
  });

  it('answers 404 for another team’s mailbox', async () => {
    const other = await h.createTeam();
    const { mailbox } = await oneMailbox(h, {});
    const res = await h.call('GET', `/v1/api/email-insights/mailbox/${mailbox.uid}/health`, {
      token: other.token,
      workspace: other.workspace.uid,
    });
    expect(res.status).toBe(404);
  });
});
