import { isIP } from 'node:net';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/transaction.js';
import {
  CAMPAIGN_FOLLOW_UP,
  campaignBody,
  runCampaignDay,
} from '../src/modules/insights/campaigns.js';
import { checkRollups } from '../src/modules/insights/insights.rebuild.js';
import { normaliseBody } from '../src/modules/mail/body-template.js';
import { recordMail } from '../src/modules/mail/ledger.js';
import { newMessageId, sendMail } from '../src/modules/mail/mail.service.js';
import type { MailMessageRow } from '../src/modules/mail/mail.table.js';
import { settle } from './support/domains.js';
import { useHarness } from './support/harness.js';
import { oneMailbox, uniqueUsername } from './support/mailboxes.js';
import {
  activeMailboxes,
  addWarmup,
  advanceClock,
  CLOCK_ENV,
  clockForWorkspace,
} from './support/warmup.js';

const h = useHarness({ env: CLOCK_ENV });
const pct = (a: number, b: number) => (b === 0 ? null : Math.round((a / b) * 10_000) / 100);
const get = (path: string, query: Record<string, string> = {}) =>
  h.call('GET', `/v1/api/email-insights/mailbox/${path}`, { query });
const ledgerOf = (mailboxId: string) =>
  h.ctx.db.selectFrom('mail_messages').selectAll().where('mailbox_id', '=', mailboxId).execute();
const internalId = async (uid: string) =>
  await h.ctx.db
    .selectFrom('mailboxes')
    .selectAll()
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();

/** A window of whole UTC days covering every row (the workspace's zone is UTC). */
const windowOf = (rows: MailMessageRow[]) => {
  const days = rows.map((r) => r.sent_at.slice(0, 10)).sort();
  return { from: days[0] as string, to: days.at(-1) as string };
};

/** Sent, bounce and inbox figures of a group of ledger rows, as the API defines them. */
const figures = (list: MailMessageRow[]) => {
  const bounced = list.filter((r) => r.bounce).length;
  const inbox = list.filter((r) => r.folder && !['spam', 'missing', 'archive'].includes(r.folder));
  const spam = list.filter((r) => r.folder === 'spam').length;
  return {
    sent: list.length,
    bounced,
    bounce_rate: pct(bounced, list.length),
    inbox: inbox.length,
    spam,
    inbox_rate: pct(inbox.length, inbox.length + spam),
  };
};

const groupBy = (rows: MailMessageRow[], key: (r: MailMessageRow) => string | null) => {
  const out = new Map<string, MailMessageRow[]>();
  for (const r of rows) {
    const k = key(r);
    if (k !== null) out.set(k, [...(out.get(k) ?? []), r]);
  }
  return out;
};

describe('warmup stats, sending IPs and body templates over a sandbox ledger', () => {
  it('warmup stats count a warming mailbox’s warmup mail per day as the ledger says', async () => {
    const [google, microsoft] = await activeMailboxes(h, [
      { platform: 'GOOGLE' },
      { platform: 'MICROSOFT' },
    ]);
    await settle(h);
    const never = await get(`${google!.uid}/warmup-stats`);
    expect(never.status, JSON.stringify(never.body)).toBe(200);
    expect(never.body.data).toMatchObject({ subscription: null, sent: 0, inbox_rate: null });

    const clock = await clockForWorkspace(h);
    await addWarmup(h, [google!.uid, microsoft!.uid], {
      warmup_start: 3,
      warmup_increment: 2,
      warmup_limit: 8,
      warmup_replyrate: 40,
    });
    await advanceClock(h, clock, '3d', 300_000);

    const box = await internalId(google!.uid);
    // One more warmup message its partner never finds, recorded as the engine does after its tries.
    const last = (await ledgerOf(box.id))
      .map((r) => r.sent_at)
      .sort()
      .at(-1) as string;
    const lost = await sendMail(h.ctx, {
      kind: 'warmup',
      from: {
        teamId: box.team_id,
        workspaceId: box.workspace_id,
        mailboxId: box.id,
        domainId: box.domain_id,
        account: { email: google!.email, platform: 'GOOGLE', password: 'sandbox' },
      },
      to: { address: microsoft!.email, provider: 'microsoft', mailboxId: null },
      mail: {
        messageId: newMessageId(google!.email),
        to: microsoft!.email,
        subject: 'Hi',
        text: 'Hi',
      },
      at: last,
    });
    if (!lost.ok) throw new Error(JSON.stringify(lost));
    await inTransaction(h.ctx.db, (trx) =>
      recordMail(trx, [
        { type: 'arrived', message: lost.message, at: last, folder: 'missing', auth: null },
      ]),
    );
    const rows = (await ledgerOf(box.id)).filter((r) => r.kind === 'warmup');
    expect(rows.filter((r) => r.folder === 'missing')).toHaveLength(1);
    expect(rows.length).toBeGreaterThan(10);
    const window = windowOf(rows);
    const res = await get(`${google!.uid}/warmup-stats`, window);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    expect(data.subscription).toMatchObject({ status: 'active', daily_limit: 8, reply_rate: 40 });
    const byHand = (list: MailMessageRow[]) => {
      const inbox = list.filter(
        (r) => r.folder && !['spam', 'missing', 'archive'].includes(r.folder),
      ).length;
      const spam = list.filter((r) => r.folder === 'spam').length;
      const missing = list.filter((r) => r.folder === 'missing').length;
      const bounced = list.filter((r) => r.bounce).length;
      const replied = list.filter((r) => r.replied_at).length;
      return {
        sent: list.length,
        inbox,
        spam,
        missing,
        bounced,
        pending: list.length - inbox - spam - missing - bounced,
        rescued: list.filter((r) => r.rescued_at).length,
        replied,
        inbox_rate: pct(inbox, inbox + spam + missing),
        spam_rate: pct(spam, inbox + spam + missing),
        reply_rate: pct(replied, list.length),
      };
    };
    const total = byHand(rows);
    expect(total.inbox + total.spam).toBeGreaterThan(0);
    expect(total.replied).toBeGreaterThan(0);
    expect(data).toMatchObject(total);
    const perDay = groupBy(rows, (r) => r.sent_at.slice(0, 10));
    expect(data.days.length).toBe(perDay.size);
    for (const day of data.days)
      expect(day).toEqual({ day: day.day, ...byHand(perDay.get(day.day) ?? []) });

    // Its sending IPs: Google's relays, as many messages as the ledger has from each.
    const all = await ledgerOf(box.id);
    const ips = await get(`${google!.uid}/sending-ip-breakdown`, window);
    expect(ips.status, JSON.stringify(ips.body)).toBe(200);
    const byIp = groupBy(all, (r) => r.sending_ip);
    expect(ips.body.data.ips.map((x: any) => x.ip).sort()).toEqual([...byIp.keys()].sort());
    for (const x of ips.body.data.ips) {
      expect(x.ip).toMatch(/^209\.85\.220\.\d+$/);
      expect(x).toMatchObject({ ...figures(byIp.get(x.ip) ?? []), share: pct(x.sent, all.length) });
    }
    expect(ips.body.data.unknown_ip_sent).toBe(0);

    const svg = await h.call('GET', `/v1/api/email-insights/mailbox/${google!.uid}/warmup-stats`, {
      query: { ...window, format: 'svg' },
    });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(String(svg.body)).toContain(`Warmup, ${window.from} to ${window.to} (UTC)`);
    expect(await checkRollups(h.ctx.db, h.team.workspace.id)).toEqual([]);
  });

  it('groups campaign mail by body template and sending IP as computed from the ledger', async () => {
    const { mailbox } = await oneMailbox(h, { username: uniqueUsername('replyheavy') });
    const row = await internalId(mailbox.uid);
    const who = {
      teamId: row.team_id,
      workspaceId: row.workspace_id,
      mailboxId: row.id,
      domainId: row.domain_id,
      email: `${row.username}@${row.domain_name}`,
      platform: row.platform,
    };
    const today = Date.parse(new Date().toISOString().slice(0, 10));
    let open: MailMessageRow[] = [];
    for (let d = 3; d >= 1; d--)
      open = await runCampaignDay(h.ctx, who, {
        at: new Date(today - d * 86_400_000 + 17 * 3_600_000),
        firstTouches: 9,
        openThreads: open,
        seed: 'sending-test',
      });
    const rows = await ledgerOf(row.id);
    const window = windowOf(rows);
    const res = await get(`${mailbox.uid}/body-templates`, window);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const groups = groupBy(rows, (r) => r.body_template);
    expect(groups.size).toBe(4);
    expect(res.body.data).toMatchObject({ template_count: 4, unknown_body_sent: 0 });
    for (const t of res.body.data.templates) {
      const list = groups.get(t.template) ?? [];
      const starts = list.filter((r) => r.thread_id === r.message_id);
      const repliedThreads = new Set(rows.filter((r) => r.replied_at).map((r) => r.thread_id));
      const replied = starts.filter((s) => repliedThreads.has(s.thread_id)).length;
      expect(t).toMatchObject({
        ...figures(list),
        first_touch: starts.length,
        follow_up: list.length - starts.length,
        replied_threads: replied,
        reply_rate: pct(replied, starts.length),
        replies: list.filter((r) => r.replied_at).length,
      });
    }
    // Most sent first; the follow-ups' template reads as its normalised text.
    const sent = res.body.data.templates.map((t: any) => t.sent);
    expect(sent).toEqual([...sent].sort((a: number, b: number) => b - a));
    const followUp = res.body.data.templates.find((t: any) => t.first_touch === 0);
    expect(followUp.normalised).toBe(normaliseBody(campaignBody('x', CAMPAIGN_FOLLOW_UP, 'a@b.c')));
    expect(followUp.normalised).toContain('{name}');
    const limited = await get(`${mailbox.uid}/body-templates`, { ...window, limit: '1' });
    expect(limited.body.data.templates).toHaveLength(1);

    // Every campaign message has a sandbox IP of its platform's range.
    const ips = await get(`${mailbox.uid}/sending-ip-breakdown`, window);
    expect(ips.body.data.ips.reduce((n: number, x: any) => n + x.sent, 0)).toBe(rows.length);
    for (const x of ips.body.data.ips) expect(isIP(x.ip)).toBe(4);
    // A window with no mail: no data, not zero rates.
    const empty = await get(`${mailbox.uid}/body-templates`, {
      from: '2020-01-01',
      to: '2020-01-02',
    });
    expect(empty.body.data).toMatchObject({
      templates: [],
      template_count: 0,
      unknown_body_sent: 0,
    });
    expect(await checkRollups(h.ctx.db, h.team.workspace.id)).toEqual([]);
  });
});
