import { sql } from 'kysely';
import type { Executor } from '../../db/transaction.js';
import {
  findMailboxesByInternalIds,
  findWorkspaceMailboxes,
  listMailboxes,
} from '../mailboxes/mailboxes.service.js';
import { healthOf } from './insights.health.js';
import { metricsOf, percent, sumCounts } from './insights.metrics.js';
import {
  byLocalDay,
  hoursOf,
  mailboxTotals,
  type WindowQuery,
  windowFor,
} from './insights.queries.js';
import type { InsightCounts } from './insights.table.js';
import type { InsightWindow } from './window.js';

/** What the answer says about its window. */
export function presentWindow(w: InsightWindow) {
  return { from: w.from, to: w.to, days: w.days, time_zone: w.time_zone };
}

/** High bounce: a bounce rate above this percentage ... */
export const HIGH_BOUNCE_THRESHOLD = 5;
/** ... over at least this many messages sent in the window. */
export const HIGH_BOUNCE_MIN_SENT = 20;

async function mailboxNames(db: Executor, ids: readonly string[]) {
  const rows = await findMailboxesByInternalIds(db, ids);
  return new Map(
    [...rows].map(([id, m]) => [
      id,
      { mailbox_uid: m.uid, email: `${m.username}@${m.domain_name}` },
    ]),
  );
}

export async function workspaceOverview(db: Executor, workspaceId: string, query: WindowQuery) {
  const { window } = await windowFor(db, workspaceId, query);
  const totals = sumCounts(await hoursOf(db, { workspaceId }, window));
  const mailboxes = await sendingMailboxes(db, workspaceId, window);
  return {
    window: presentWindow(window),
    mailboxes_sending: mailboxes.sending,
    high_bounce_mailboxes: mailboxes.highBounce,
    ...metricsOf(totals),
  };
}

/**
 * How many mailboxes sent in the window, and how many of them are high-bounce by the default
 * rule, counted by the database: one row back however many mailboxes the workspace has.
 * `percent(bounced, sent) > 5` (a percentage rounded to two decimals) is `bounced × 20000 ≥
 * sent × 1001` in integers.
 */
async function sendingMailboxes(db: Executor, workspaceId: string, window: InsightWindow) {
  const per = db
    .selectFrom('insight_mailbox_days')
    .select((eb) => [
      eb.fn.sum<number>('sent').as('sent'),
      eb.fn.sum<number>('bounced').as('bounced'),
    ])
    .where('workspace_id', '=', workspaceId)
    .where('day', '>=', window.firstUtcDay)
    .where('day', '<=', window.lastUtcDay)
    .groupBy('mailbox_id')
    .as('per');
  const factor = HIGH_BOUNCE_THRESHOLD * 200 + 1;
  const row = await db
    .selectFrom(per)
    .select((eb) => [
      eb.fn.countAll<number>().as('sending'),
      eb.fn
        .sum<number>(
          sql`case when per.sent >= ${HIGH_BOUNCE_MIN_SENT} and per.bounced * 20000 >= per.sent * ${factor} then 1 else 0 end`,
        )
        .as('high'),
    ])
    .where('per.sent', '>', 0)
    .executeTakeFirst();
  return { sending: Number(row?.sending ?? 0), highBounce: Number(row?.high ?? 0) };
}

function isHighBounce(threshold = HIGH_BOUNCE_THRESHOLD, minSent = HIGH_BOUNCE_MIN_SENT) {
  return (c: InsightCounts) => c.sent >= minSent && (percent(c.bounced, c.sent) ?? 0) > threshold;
}

export async function highBounceMailboxes(
  db: Executor,
  workspaceId: string,
  query: WindowQuery & { threshold?: number; min_sent?: number },
) {
  const { window } = await windowFor(db, workspaceId, query);
  const threshold = query.threshold ?? HIGH_BOUNCE_THRESHOLD;
  const minSent = query.min_sent ?? HIGH_BOUNCE_MIN_SENT;
  const perMailbox = await mailboxTotals(db, workspaceId, window.firstUtcDay, window.lastUtcDay);
  const high = [...perMailbox].filter(([, c]) => isHighBounce(threshold, minSent)(c));
  const names = await mailboxNames(
    db,
    high.map(([id]) => id),
  );
  const mailboxes = high
    .flatMap(([id, c]) => {
      const name = names.get(id);
      if (!name) return [];
      return [
        {
          ...name,
          sent: c.sent,
          bounced: c.bounced,
          hard_bounced: c.hard_bounced,
          soft_bounced: c.soft_bounced,
          bounce_rate: percent(c.bounced, c.sent) as number,
        },
      ];
    })
    .sort((a, b) => b.bounce_rate - a.bounce_rate || a.email.localeCompare(b.email));
  return { window: presentWindow(window), threshold, min_sent: minSent, mailboxes };
}

export async function mailboxesHealth(
  db: Executor,
  workspaceId: string,
  page: number,
  limit: number,
) {
  const { mailboxes, total } = await listMailboxes(db, { workspaceId }, (page - 1) * limit, limit);
  const rows = await findWorkspaceMailboxes(
    db,
    workspaceId,
    mailboxes.map((m) => m.uid),
  );
  const byUid = new Map(rows.map((r) => [r.uid, r]));
  const out = [];
  for (const m of mailboxes) {
    const row = byUid.get(m.uid);
    if (!row) continue;
    out.push({
      mailbox_uid: m.uid,
      email: `${row.username}@${row.domain_name}`,
      ...(await healthOf(db, workspaceId, row.id)),
    });
  }
  return { mailboxes: out, total, page, limit, pages: Math.ceil(total / limit) };
}

export async function dailyStats(db: Executor, workspaceId: string, query: WindowQuery) {
  const { window } = await windowFor(db, workspaceId, query);
  const days = byLocalDay(await hoursOf(db, { workspaceId }, window), window);
  return {
    window: presentWindow(window),
    days: days.map((d) => ({ day: d.day, ...metricsOf(d.counts) })),
  };
}

export async function campaignReplyRate(db: Executor, workspaceId: string, query: WindowQuery) {
  const { window } = await windowFor(db, workspaceId, query);
  const hours = await hoursOf(db, { workspaceId }, window);
  const totals = sumCounts(hours);
  const perMailbox = await mailboxTotals(db, workspaceId, window.firstUtcDay, window.lastUtcDay);
  const started = [...perMailbox].filter(([, c]) => c.first_touch > 0);
  const names = await mailboxNames(
    db,
    started.map(([id]) => id),
  );
  return {
    window: presentWindow(window),
    ...replyFigures(totals),
    days: byLocalDay(hours, window).map((d) => ({ day: d.day, ...replyFigures(d.counts) })),
    mailboxes: started
      .flatMap(([id, c]) => {
        const name = names.get(id);
        return name ? [{ ...name, ...replyFigures(c) }] : [];
      })
      .sort((a, b) => (b.reply_rate ?? 0) - (a.reply_rate ?? 0) || a.email.localeCompare(b.email)),
  };
}

export function replyFigures(c: InsightCounts) {
  return {
    first_touch: c.first_touch,
    replied_threads: c.replied_threads,
    reply_rate: percent(c.replied_threads, c.first_touch),
    auto_replies: c.auto_replied,
  };
}

/** Counts per hour of the window (local hour starts), for the activity operations. */
export async function activityOf(
  db: Executor,
  scope: { workspaceId: string; mailboxId?: string },
  query: WindowQuery,
) {
  const { window } = await windowFor(db, scope.workspaceId, query, 7);
  const hours = await hoursOf(db, scope, window);
  return {
    window: presentWindow(window),
    hours: hours
      .filter((h) => h.sent + h.replies_received + h.bounced + h.auto_replied > 0)
      .sort((a, b) => (a.hour < b.hour ? -1 : 1))
      .map((h) => ({
        hour: `${h.hour}:00:00.000Z`,
        sent: h.sent,
        first_touch: h.first_touch,
        follow_up: h.follow_up,
        bounced: h.bounced,
        replies_received: h.replies_received,
      })),
  };
}
