import { sql } from 'kysely';
import type { Executor } from '../../db/transaction.js';
import { findWorkspaceMailboxes, listMailboxes } from '../mailboxes/surface.js';
import { healthOf } from './insights.health.js';
import { metricsOf, percent, sumCounts } from './insights.metrics.js';
import { byLocalDay, hoursOf, type WindowQuery, windowFor } from './insights.queries.js';
import { perMailbox, rankMailboxes, rateAbove, rateOrder } from './insights.ranking.js';
import { emptyCounts } from './insights.rollup.js';
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
 */
async function sendingMailboxes(db: Executor, workspaceId: string, window: InsightWindow) {
  const per = perMailbox(
    db,
    workspaceId,
    window,
    ['sent', 'bounced'],
    (sum) => sql`${sum('sent')} > 0`,
  );
  const high = rateAbove(sql.ref('per.bounced'), sql.ref('per.sent'), HIGH_BOUNCE_THRESHOLD);
  const row = await db
    .selectFrom(per)
    .select((eb) => [
      eb.fn.countAll<number>().as('sending'),
      eb.fn
        .sum<number>(
          sql`case when per.sent >= ${HIGH_BOUNCE_MIN_SENT} and ${high} then 1 else 0 end`,
        )
        .as('high'),
    ])
    .executeTakeFirst();
  return { sending: Number(row?.sending ?? 0), highBounce: Number(row?.high ?? 0) };
}

/** How many mailboxes a workspace-level list shows by default, and at most. */
export const MAILBOX_LIST_LIMIT = 100;
export const MAILBOX_LIST_MAX = 1000;

const BOUNCES = ['sent', 'bounced', 'hard_bounced', 'soft_bounced'] as const;

export async function highBounceMailboxes(
  db: Executor,
  workspaceId: string,
  query: WindowQuery & { threshold?: number; min_sent?: number; limit?: number },
) {
  const { window } = await windowFor(db, workspaceId, query);
  const threshold = query.threshold ?? HIGH_BOUNCE_THRESHOLD;
  const minSent = query.min_sent ?? HIGH_BOUNCE_MIN_SENT;
  const per = perMailbox(
    db,
    workspaceId,
    window,
    BOUNCES,
    (sum) =>
      sql`${sum('sent')} >= ${minSent} and ${rateAbove(sum('bounced'), sum('sent'), threshold)}`,
  );
  const ranked = await rankMailboxes(
    db,
    per,
    BOUNCES,
    (ref) => [rateOrder(ref('bounced'), ref('sent'))],
    query.limit ?? MAILBOX_LIST_LIMIT,
  );
  return {
    window: presentWindow(window),
    threshold,
    min_sent: minSent,
    mailboxes_total: ranked.total,
    mailboxes: ranked.mailboxes.map(({ counts: c, ...name }) => ({
      ...name,
      sent: c.sent,
      bounced: c.bounced,
      hard_bounced: c.hard_bounced,
      soft_bounced: c.soft_bounced,
      bounce_rate: percent(c.bounced, c.sent) as number,
    })),
  };
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

const THREADS = ['first_touch', 'replied_threads', 'auto_replied'] as const;

export async function campaignReplyRate(
  db: Executor,
  workspaceId: string,
  query: WindowQuery & { limit?: number },
) {
  const { window } = await windowFor(db, workspaceId, query);
  const hours = await hoursOf(db, { workspaceId }, window);
  const per = perMailbox(db, workspaceId, window, THREADS, (sum) => sql`${sum('first_touch')} > 0`);
  const ranked = await rankMailboxes(
    db,
    per,
    THREADS,
    (ref) => [rateOrder(ref('replied_threads'), ref('first_touch')), ref('first_touch')],
    query.limit ?? MAILBOX_LIST_LIMIT,
  );
  return {
    window: presentWindow(window),
    ...replyFigures(sumCounts(hours)),
    days: byLocalDay(hours, window).map((d) => ({ day: d.day, ...replyFigures(d.counts) })),
    mailboxes_total: ranked.total,
    mailboxes: ranked.mailboxes.map(({ counts, ...name }) => ({
      ...name,
      ...replyFigures({ ...emptyCounts(), ...counts }),
    })),
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
