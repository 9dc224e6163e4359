import { isIP } from 'node:net';
import { describe, expect, it } from 'vitest';
import { checkRollups } from '../src/modules/insights/insights.rebuild.js';
import { settle } from './support/domains.js';
import { useHarness } from './support/harness.js';
import { activeDomainNamed, buyMailboxes, uniqueUsername } from './support/mailboxes.js';
import { addSequencer, exportMailboxes } from './support/sequencers.js';
import { advanceClock } from './support/warmup.js';

const h = useHarness({ env: { MAILWRIGHT_SANDBOX_CLOCKS: 'true' } });

describe('campaign traffic in the sandbox', () => {
  it('exported mailboxes send a campaign day after day on the sandbox clock; magic values shape it', {
    timeout: 600_000,
  }, async () => {
    const sequencer = await addSequencer(h, 'smartlead');
    const domain = await activeDomainNamed(h);
    const [plain, bouncy, chatty] = (await buyMailboxes(h, domain.name, [
      { username: uniqueUsername() },
      { username: uniqueUsername('highbounce') },
      { username: uniqueUsername('replyheavy') },
    ])) as Array<{ uid: string }>;
    await settle(h);
    const idOf = new Map(
      (
        await h.ctx.db
          .selectFrom('mailboxes')
          .select(['id', 'uid'])
          .where('workspace_id', '=', h.team.workspace.id)
          .execute()
      ).map((m) => [m.uid, m.id]),
    );
    const exported = await exportMailboxes(h, sequencer.uid, [
      plain!.uid,
      bouncy!.uid,
      chatty!.uid,
    ]);
    expect(exported.status, JSON.stringify(exported.body)).toBe(200);
    await settle(h);

    // A clock a little ahead of now, attached: the campaign days wait on it.
    const start = new Date(Date.now() + 60_000).toISOString();
    const clock = await h.call('POST', '/v1/api/sandbox/clocks', {
      body: { name: 'Campaign', frozen_time: start },
    });
    expect(clock.status, JSON.stringify(clock.body)).toBe(200);
    const uid = clock.body.clock.uid as string;
    expect((await h.call('POST', `/v1/api/sandbox/clocks/${uid}/attach`)).status).toBe(200);
    await h.startRunner();
    await advanceClock(h, uid, '4d', 480_000);
    const clockNow = (await h.call('GET', `/v1/api/sandbox/clocks/${uid}`)).body.clock
      .frozen_time as string;

    const rows = await h.ctx.db
      .selectFrom('mail_messages')
      .select(['sent_at', 'mailbox_id', 'thread_id', 'message_id', 'sending_ip', 'body_template'])
      .where('workspace_id', '=', h.team.workspace.id)
      .where('kind', '=', 'campaign')
      .execute();
    const days = new Set(rows.map((r) => r.sent_at.slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(3);
    expect(rows.some((r) => r.thread_id !== r.message_id)).toBe(true); // follow-ups
    // Every message knows its sandbox sending IP (at most three per mailbox) and body template:
    // personalised bodies fall into the campaign's four templates, follow-ups into one.
    for (const r of rows) expect(isIP(r.sending_ip ?? ''), JSON.stringify(r)).toBe(4);
    for (const box of new Set(rows.map((r) => r.mailbox_id)))
      expect(
        new Set(rows.filter((r) => r.mailbox_id === box).map((r) => r.sending_ip)).size,
      ).toBeLessThanOrEqual(3);
    const templates = new Set(rows.map((r) => r.body_template));
    expect(templates.has(null)).toBe(false);
    expect(templates.size).toBe(4);
    const followUps = rows.filter((r) => r.thread_id !== r.message_id);
    expect(new Set(followUps.map((r) => r.body_template)).size).toBe(1);
    const last = rows
      .map((r) => r.sent_at)
      .sort()
      .at(-1) as string;
    // Nothing happens past the clock's now (a day's sends spread over its first 8 hours).
    expect(last <= clockNow, `${start} .. ${last}, clock at ${clockNow}`).toBe(true);

    const high = await h.call('GET', '/v1/api/email-insights/workspace/high-bounce-mailboxes');
    expect(high.body.data.mailboxes.map((m: any) => m.mailbox_uid)).toEqual([bouncy!.uid]);
    const rates = await h.call('GET', '/v1/api/email-insights/workspace/campaign-reply-rate');
    expect(rates.body.data.mailboxes[0].mailbox_uid).toBe(chatty!.uid);
    expect(rates.body.data.mailboxes[0].reply_rate).toBeGreaterThan(15);
    expect(await checkRollups(h.ctx.db, h.team.workspace.id)).toEqual([]);

    // What the workspace shows, against counts made from the ledger.
    const ledger = await h.ctx.db
      .selectFrom('mail_messages')
      .selectAll()
      .where('workspace_id', '=', h.team.workspace.id)
      .execute();
    // Nothing on the ledger lies after the clock's now: answers are written when they happen.
    for (const m of ledger)
      for (const t of [m.sent_at, m.bounced_at, m.replied_at, m.auto_replied_at, m.arrived_at])
        expect(t === null || t <= clockNow, `${JSON.stringify(m)} after ${clockNow}`).toBe(true);
    for (const box of [plain!, bouncy!, chatty!]) {
      const mine = ledger.filter((m) => m.mailbox_id === idOf.get(box.uid));
      const fromLedger = countsOf(mine, clockNow);
      // One follow-up to each first touch the next day found unanswered and not bounced.
      expect([...fromLedger.followedUp].sort()).toEqual([...fromLedger.expectedFollowUps].sort());
      expect(fromLedger.followedUp.size).toBeGreaterThan(0);
      const path = `/v1/api/email-insights/mailbox/${box.uid}`;
      const breakdown = (await h.call('GET', `${path}/message-breakdown`)).body.data;
      expect(breakdown).toMatchObject({
        sent: mine.length,
        types: {
          first_touch: fromLedger.firstTouches.length,
          follow_up: fromLedger.followUps.length,
          reply: 0,
          warmup: 0,
          other: 0,
          bounce: mine.filter((m) => m.bounce !== null).length,
          auto_reply: mine.filter((m) => m.auto_replied_at !== null).length,
        },
      });
      const funnel = (await h.call('GET', `${path}/first-touch-funnel`)).body.data;
      expect(funnel).toMatchObject({
        contacted: new Set(fromLedger.firstTouches.map((m) => m.recipient)).size,
        first_touch: fromLedger.firstTouches.length,
        delivered: fromLedger.firstTouches.filter((m) => m.bounce === null).length,
        replied: fromLedger.repliedThreads,
      });
      const stats = (await h.call('GET', `${path}/stats`)).body.data;
      expect(stats).toMatchObject({
        sent: mine.length,
        first_touch: fromLedger.firstTouches.length,
        follow_up: fromLedger.followUps.length,
        replied_threads: fromLedger.repliedThreads,
        last_event_at: fromLedger.lastEventAt,
      });
    }
    const overview = (await h.call('GET', '/v1/api/email-insights/workspace/overview')).body.data;
    const all = countsOf(ledger, clockNow);
    expect(overview).toMatchObject({
      sent: ledger.length,
      first_touch: all.firstTouches.length,
      follow_up: all.followUps.length,
      replied_threads: all.repliedThreads,
      auto_replies: ledger.filter((m) => m.auto_replied_at !== null).length,
    });
    // Most threads get their follow-up (before: about one a day): 20 a day, less the answered
    // (3 % replies, 5 % auto-replies; 30 % replies for replyheavy) and the bounced.
    const plainCounts = countsOf(
      ledger.filter((m) => m.mailbox_id === idOf.get(plain!.uid)),
      clockNow,
    );
    expect(plainCounts.followUps.length).toBeGreaterThanOrEqual(
      0.8 * plainCounts.firstTouchesFollowedDay,
    );
  });
});

type LedgerRow = Awaited<ReturnType<typeof ledgerRows>>[number];
const ledgerRows = (h: ReturnType<typeof useHarness>) =>
  h.ctx.db.selectFrom('mail_messages').selectAll().execute();

/**
 * A mailbox's campaign figures counted from its ledger rows. A campaign day's time is in its
 * Message-IDs (`<campaign.<day's time, base 36>.<item>.…>`, the same on every run of the day), so
 * the next day's time, when it looked for unanswered threads, is known per first touch.
 */
function countsOf(rows: LedgerRow[], clockNow: string) {
  const DAY = 86_400_000;
  const campaign = rows.filter((m) => m.kind === 'campaign');
  const firstTouches = campaign.filter((m) => m.thread_id === m.message_id);
  const followUps = campaign.filter((m) => m.thread_id !== m.message_id);
  const dayOf = (m: LedgerRow) => parseInt(m.message_id.split('.')[1] as string, 36);
  const expectedFollowUps = new Set<string>();
  const followedUp = new Set(followUps.map((m) => m.in_reply_to as string));
  let firstTouchesFollowedDay = 0;
  for (const f of firstTouches) {
    const next = new Date(dayOf(f) + DAY).toISOString();
    if (next > clockNow) continue;
    firstTouchesFollowedDay += 1;
    const answers = [f.replied_at, f.auto_replied_at].filter((t): t is string => t !== null);
    // An answer at the very moment of the next day may be written before or after it looks.
    if (answers.includes(next) && followedUp.has(f.message_id)) expectedFollowUps.add(f.message_id);
    if (f.bounce === null && !answers.some((t) => t <= next)) expectedFollowUps.add(f.message_id);
  }
  const threads = new Set(campaign.filter((m) => m.replied_at !== null).map((m) => m.thread_id));
  const times = rows.flatMap((m) =>
    [m.sent_at, m.bounced_at, m.replied_at, m.auto_replied_at, m.arrived_at].filter(
      (t): t is string => t !== null,
    ),
  );
  return {
    firstTouches,
    followUps,
    followedUp,
    expectedFollowUps,
    firstTouchesFollowedDay,
    repliedThreads: firstTouches.filter((f) => threads.has(f.thread_id)).length,
    lastEventAt: times.sort().at(-1) ?? null,
  };
}
