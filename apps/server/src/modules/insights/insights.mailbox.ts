import type { Executor } from '../../db/transaction.js';
import { isAuthFailure } from './auth-failures.js';
import { metricsOf, percent, sumCounts } from './insights.metrics.js';
import {
  byLocalDay,
  domainTotals,
  hoursOf,
  lastEventOf,
  type WindowQuery,
  windowFor,
} from './insights.queries.js';
import { emptyCounts } from './insights.rollup.js';
import type { InsightCounts } from './insights.table.js';
import { activityOf, presentWindow } from './insights.workspace.js';
import { addDays, type InsightWindow, localOfHour } from './window.js';

type Scope = { workspaceId: string; mailboxId: string };

export async function mailboxStats(db: Executor, s: Scope, query: WindowQuery) {
  const { window } = await windowFor(db, s.workspaceId, query);
  const totals = sumCounts(await hoursOf(db, s, window));
  return {
    window: presentWindow(window),
    ...metricsOf(totals),
    last_event_at: await lastEventOf(db, s.mailboxId),
  };
}

export async function mailboxDaily(db: Executor, s: Scope, query: WindowQuery) {
  const { window } = await windowFor(db, s.workspaceId, query);
  const days = byLocalDay(await hoursOf(db, s, window), window);
  return { window, days };
}

export async function mailboxTrends(db: Executor, s: Scope, query: WindowQuery) {
  const { window } = await windowFor(db, s.workspaceId, query);
  const previous = await windowFor(db, s.workspaceId, {
    from: addDays(window.from, -window.days),
    to: addDays(window.from, -1),
  });
  const now = metricsOf(sumCounts(await hoursOf(db, s, window)));
  const before = metricsOf(sumCounts(await hoursOf(db, s, previous.window)));
  const delta = (a: number | null, b: number | null) =>
    a === null || b === null ? null : Math.round((a - b) * 100) / 100;
  return {
    window: presentWindow(window),
    previous_window: presentWindow(previous.window),
    current: now,
    previous: before,
    change: {
      sent: now.sent - before.sent,
      bounce_rate: delta(now.bounce_rate, before.bounce_rate),
      reply_rate: delta(now.reply_rate, before.reply_rate),
      inbox_rate: delta(now.inbox_rate, before.inbox_rate),
    },
  };
}

export async function replyTimeHeatmap(db: Executor, s: Scope, query: WindowQuery) {
  const { window } = await windowFor(db, s.workspaceId, query);
  const grid = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  let total = 0;
  for (const h of await hoursOf(db, s, window)) {
    if (h.replies_received === 0) continue;
    const local = localOfHour(h.hour, window.time_zone);
    const row = grid[local.weekday] as number[];
    row[local.hour] = (row[local.hour] ?? 0) + h.replies_received;
    total += h.replies_received;
  }
  return {
    window: presentWindow(window),
    weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    replies: grid,
    total_replies: total,
  };
}

export async function messageBreakdown(db: Executor, s: Scope, query: WindowQuery) {
  const { window } = await windowFor(db, s.workspaceId, query);
  const c = sumCounts(await hoursOf(db, s, window));
  return {
    window: presentWindow(window),
    sent: c.sent,
    types: {
      first_touch: c.first_touch,
      follow_up: c.follow_up,
      reply: c.reply_sent,
      warmup: c.warmup_sent,
      other: c.other_sent,
      bounce: c.bounced,
      auto_reply: c.auto_replied,
    },
  };
}

/** Recipient-domain figures over the UTC days covering the window. */
async function domains(db: Executor, s: Scope, window: InsightWindow) {
  return domainTotals(db, s.mailboxId, window.firstUtcDay, window.lastUtcDay);
}

function domainFigures(c: InsightCounts) {
  return {
    sent: c.sent,
    bounced: c.bounced,
    bounce_rate: percent(c.bounced, c.sent),
    first_touch: c.first_touch,
    replied_threads: c.replied_threads,
    reply_rate: percent(c.replied_threads, c.first_touch),
  };
}

export async function topRecipientDomains(
  db: Executor,
  s: Scope,
  query: WindowQuery & { limit?: number },
) {
  const { window } = await windowFor(db, s.workspaceId, query);
  const rows = (await domains(db, s, window))
    .sort((a, b) => b.counts.sent - a.counts.sent || a.domain.localeCompare(b.domain))
    .slice(0, query.limit ?? 10);
  return {
    window: presentWindow(window),
    domains: rows.map((r) => ({
      domain: r.domain,
      provider: r.provider,
      ...domainFigures(r.counts),
    })),
  };
}

export async function replyRateByDomain(
  db: Executor,
  s: Scope,
  query: WindowQuery & { limit?: number; min_first_touch?: number },
) {
  const { window } = await windowFor(db, s.workspaceId, query);
  const min = query.min_first_touch ?? 1;
  const rows = (await domains(db, s, window))
    .filter((r) => r.counts.first_touch >= min)
    .map((r) => ({ domain: r.domain, provider: r.provider, ...domainFigures(r.counts) }))
    .sort((a, b) => (b.reply_rate ?? 0) - (a.reply_rate ?? 0) || b.first_touch - a.first_touch)
    .slice(0, query.limit ?? 10);
  return { window: presentWindow(window), min_first_touch: min, domains: rows };
}

export async function recipientEspBreakdown(db: Executor, s: Scope, query: WindowQuery) {
  const { window } = await windowFor(db, s.workspaceId, query);
  const byProvider = new Map<string, InsightCounts>();
  for (const r of await domains(db, s, window)) {
    const c = byProvider.get(r.provider) ?? emptyCounts();
    byProvider.set(r.provider, sumCounts([c, r.counts]));
  }
  return {
    window: presentWindow(window),
    providers: [...byProvider]
      .sort(([a, x], [b, y]) => y.sent - x.sent || a.localeCompare(b))
      .map(([provider, c]) => ({
        provider,
        ...domainFigures(c),
        inbox: c.inbox,
        spam: c.spam,
        inbox_rate: percent(c.inbox, c.inbox + c.spam),
      })),
  };
}

export async function deliverability(db: Executor, s: Scope, query: WindowQuery) {
  const { window } = await windowFor(db, s.workspaceId, query);
  const m = metricsOf(sumCounts(await hoursOf(db, s, window)));
  const esp = await recipientEspBreakdown(db, s, query);
  return {
    window: presentWindow(window),
    sent: m.sent,
    delivered: m.delivered,
    bounced: m.bounced,
    hard_bounced: m.hard_bounced,
    soft_bounced: m.soft_bounced,
    bounce_rate: m.bounce_rate,
    inbox: m.inbox,
    spam: m.spam,
    inbox_rate: m.inbox_rate,
    auth_failures: m.auth_failures,
    providers: esp.providers,
  };
}

export async function velocityOverlay(db: Executor, s: Scope, query: WindowQuery) {
  const { window, days } = await mailboxDaily(db, s, query);
  return {
    window: presentWindow(window),
    days: days.map(({ day, counts: c }) => ({
      day,
      sent: c.sent,
      bounce_rate: percent(c.bounced, c.sent),
      reply_rate: percent(c.replied_threads, c.first_touch),
    })),
  };
}

/** The window's UTC instants, for reading the mailbox's own ledger rows. */
function instants(window: InsightWindow) {
  return { from: `${window.firstHour}:00:00.000Z`, to: `${window.lastHour}:59:59.999Z` };
}

function ledgerOf(db: Executor, s: Scope, window: InsightWindow) {
  const { from, to } = instants(window);
  return db
    .selectFrom('mail_messages')
    .where('mailbox_id', '=', s.mailboxId)
    .where('sent_at', '>=', from)
    .where('sent_at', '<=', to);
}

export async function bounceEvents(
  db: Executor,
  s: Scope,
  query: WindowQuery & { limit?: number },
) {
  const { window } = await windowFor(db, s.workspaceId, query);
  const rows = await ledgerOf(db, s, window)
    .selectAll()
    .where('bounce', 'is not', null)
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit ?? 50)
    .execute();
  return {
    window: presentWindow(window),
    events: rows.map((r) => ({
      message_id: r.message_id,
      recipient: r.recipient,
      type: r.bounce as 'hard' | 'soft',
      diagnostic: r.bounce_diagnostic ?? '',
      auth_failure: isAuthFailure({ auth: null, diagnostic: r.bounce_diagnostic }),
      sent_at: r.sent_at,
      bounced_at: r.bounced_at ?? r.sent_at,
    })),
  };
}

export async function authFailures(
  db: Executor,
  s: Scope,
  query: WindowQuery & { limit?: number },
) {
  const { window } = await windowFor(db, s.workspaceId, query);
  const rows = await ledgerOf(db, s, window)
    .selectAll()
    .where((eb) => eb.or([eb('bounce', 'is not', null), eb('auth', 'like', '%fail%')]))
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const failures = rows.flatMap((r) => {
    const out = [];
    if (isAuthFailure({ auth: r.auth, diagnostic: null }))
      out.push({
        message_id: r.message_id,
        recipient: r.recipient,
        source: 'verdict' as const,
        detail: r.auth ?? '',
        at: r.arrived_at ?? r.sent_at,
      });
    if (isAuthFailure({ auth: null, diagnostic: r.bounce_diagnostic }))
      out.push({
        message_id: r.message_id,
        recipient: r.recipient,
        source: 'bounce' as const,
        detail: r.bounce_diagnostic ?? '',
        at: r.bounced_at ?? r.sent_at,
      });
    return out;
  });
  return {
    window: presentWindow(window),
    total: failures.length,
    failures: failures.slice(0, query.limit ?? 50),
  };
}

export async function topRecipients(
  db: Executor,
  s: Scope,
  query: WindowQuery & { limit?: number },
) {
  const { window } = await windowFor(db, s.workspaceId, query);
  const rows = await ledgerOf(db, s, window)
    .select((eb) => [
      'recipient',
      eb.fn.countAll<number>().as('sent'),
      eb.fn.count<number>('bounce').as('bounced'),
      eb.fn.count<number>('replied_at').as('replies'),
    ])
    .groupBy('recipient')
    .orderBy('sent', 'desc')
    .orderBy('recipient')
    .limit(query.limit ?? 10)
    .execute();
  return {
    window: presentWindow(window),
    recipients: rows.map((r) => ({
      recipient: r.recipient,
      sent: Number(r.sent),
      bounced: Number(r.bounced),
      replies: Number(r.replies),
    })),
  };
}

/** A subject without `Re:`/`Fwd:` prefixes, spacing and case, so a thread's messages group. */
export function normaliseSubject(subject: string): string {
  return subject
    .replace(/^\s*(?:(?:re|fwd?|aw|sv)\s*:\s*)+/i, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

export async function subjectAnalysis(
  db: Executor,
  s: Scope,
  query: WindowQuery & { limit?: number },
) {
  const { window } = await windowFor(db, s.workspaceId, query);
  const rows = await ledgerOf(db, s, window)
    .select(['subject', 'bounce', 'replied_at', 'thread_id', 'message_id'])
    .where('kind', '=', 'campaign')
    .execute();
  const groups = new Map<
    string,
    { sent: number; bounced: number; replies: number; first_touch: number }
  >();
  for (const r of rows) {
    if (r.subject === null) continue;
    const key = normaliseSubject(r.subject);
    const g = groups.get(key) ?? { sent: 0, bounced: 0, replies: 0, first_touch: 0 };
    g.sent += 1;
    if (r.bounce) g.bounced += 1;
    if (r.replied_at) g.replies += 1;
    if (r.thread_id === r.message_id) g.first_touch += 1;
    groups.set(key, g);
  }
  return {
    window: presentWindow(window),
    subjects: [...groups]
      .sort(([a, x], [b, y]) => y.sent - x.sent || a.localeCompare(b))
      .slice(0, query.limit ?? 20)
      .map(([subject, g]) => ({
        subject,
        ...g,
        bounce_rate: percent(g.bounced, g.sent),
        reply_rate: percent(g.replies, g.sent),
      })),
  };
}

export async function firstTouchFunnel(db: Executor, s: Scope, query: WindowQuery) {
  const { window } = await windowFor(db, s.workspaceId, query);
  const c = sumCounts(await hoursOf(db, s, window));
  const row = await ledgerOf(db, s, window)
    .select((eb) => [
      eb.fn.count<number>('recipient').distinct().as('contacted'),
      eb.fn.count<number>('bounce').as('bounced'),
    ])
    .where('kind', '=', 'campaign')
    .whereRef('thread_id', '=', 'message_id')
    .executeTakeFirstOrThrow();
  const delivered = c.first_touch - Number(row.bounced);
  return {
    window: presentWindow(window),
    contacted: Number(row.contacted),
    first_touch: c.first_touch,
    delivered,
    replied: c.replied_threads,
    delivery_rate: percent(delivered, c.first_touch),
    reply_rate: percent(c.replied_threads, c.first_touch),
  };
}

export function mailboxActivity(db: Executor, s: Scope, query: WindowQuery) {
  return activityOf(db, s, query);
}
