import type { Executor } from '../../db/transaction.js';
import { percent, sumCounts } from './insights.metrics.js';
import {
  byLocalDay,
  hoursOf,
  mailboxSums,
  type WindowQuery,
  windowFor,
} from './insights.queries.js';
import { INSIGHT_COUNTS, type InsightCounts } from './insights.table.js';
import { presentWindow } from './insights.workspace.js';
import type { InsightWindow } from './window.js';

type Scope = { workspaceId: string; mailboxId: string };

/**
 * A warmup day's (or window's) figures (docs/api/insights.md, "Warmup stats"): the mailbox's
 * warmup mail sent, where it landed (inbox, spam, never found), rescued from spam, answered by
 * the partner, bounced; `pending` not looked for yet. Rates are null ("no data") when nothing
 * was sent or nothing was looked for.
 */
export function warmupFigures(c: InsightCounts) {
  const placed = c.warmup_inbox + c.warmup_spam + c.warmup_missing;
  return {
    sent: c.warmup_sent,
    inbox: c.warmup_inbox,
    spam: c.warmup_spam,
    missing: c.warmup_missing,
    pending: c.warmup_sent - placed - c.warmup_bounced,
    rescued: c.warmup_rescued,
    replied: c.warmup_replied,
    bounced: c.warmup_bounced,
    inbox_rate: percent(c.warmup_inbox, placed),
    spam_rate: percent(c.warmup_spam, placed),
    reply_rate: percent(c.warmup_replied, c.warmup_sent),
  };
}

export async function warmupStats(db: Executor, s: Scope, query: WindowQuery) {
  const { window } = await windowFor(db, s.workspaceId, query);
  const hours = await hoursOf(db, s, window);
  const sub = await db
    .selectFrom('warmup_subscriptions')
    .select(['uid', 'status', 'started_at', 'paused_at', 'day_count', 'daily_limit'])
    .select(['increment', 'start_volume', 'reply_rate', 'status_reason'])
    .where('mailbox_id', '=', s.mailboxId)
    .where('workspace_id', '=', s.workspaceId)
    .orderBy('active_key', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return {
    window: presentWindow(window),
    subscription: sub ?? null,
    ...warmupFigures(sumCounts(hours)),
    days: byLocalDay(hours, window).map(({ day, counts }) => ({ day, ...warmupFigures(counts) })),
  };
}

/** Rollup rows of one mailbox over the UTC days covering the window, summed per `key`. */
async function perKey(
  db: Executor,
  table: 'insight_ip_days' | 'insight_template_days',
  key: 'sending_ip' | 'body_template',
  s: Scope,
  window: InsightWindow,
) {
  const rows = await db
    .selectFrom(table)
    .select((eb) => [
      eb.ref(key).as('key'),
      eb.fn.min('day').as('first_day'),
      eb.fn.max('day').as('last_day'),
      ...INSIGHT_COUNTS.map((c) => eb.fn.sum<number>(c).as(c)),
    ])
    .where('mailbox_id', '=', s.mailboxId)
    .where('day', '>=', window.firstUtcDay)
    .where('day', '<=', window.lastUtcDay)
    .groupBy(key)
    .execute();
  const all = await mailboxSums(db, s.mailboxId, window.firstUtcDay, window.lastUtcDay);
  const groups = rows
    .map((r) => ({
      key: String(r.key),
      first_day: String(r.first_day),
      last_day: String(r.last_day),
      counts: sumCounts([r as Record<string, unknown>]),
    }))
    .sort((a, b) => b.counts.sent - a.counts.sent || a.key.localeCompare(b.key));
  const known = groups.reduce((n, g) => n + g.counts.sent, 0);
  return { groups, unknownSent: all.sent - known };
}

function sendingFigures(c: InsightCounts) {
  return {
    sent: c.sent,
    bounced: c.bounced,
    bounce_rate: percent(c.bounced, c.sent),
    inbox: c.inbox,
    spam: c.spam,
    inbox_rate: percent(c.inbox, c.inbox + c.spam),
    auth_failures: c.auth_failed,
  };
}

export async function sendingIpBreakdown(db: Executor, s: Scope, query: WindowQuery) {
  const { window } = await windowFor(db, s.workspaceId, query);
  const { groups, unknownSent } = await perKey(db, 'insight_ip_days', 'sending_ip', s, window);
  const total = groups.reduce((n, g) => n + g.counts.sent, 0);
  return {
    window: presentWindow(window),
    ips: groups.map((g) => ({
      ip: g.key,
      first_day: g.first_day,
      last_day: g.last_day,
      share: percent(g.counts.sent, total),
      ...sendingFigures(g.counts),
    })),
    unknown_ip_sent: unknownSent,
  };
}

export async function bodyTemplates(
  db: Executor,
  s: Scope,
  query: WindowQuery & { limit?: number },
) {
  const { window } = await windowFor(db, s.workspaceId, query);
  const { groups, unknownSent } = await perKey(
    db,
    'insight_template_days',
    'body_template',
    s,
    window,
  );
  const shown = groups.slice(0, query.limit ?? 20);
  const texts = new Map<string, string>();
  if (shown.length > 0)
    for (const row of await db
      .selectFrom('insight_body_templates')
      .select(['body_template', 'normalised'])
      .where('workspace_id', '=', s.workspaceId)
      .where(
        'body_template',
        'in',
        shown.map((g) => g.key),
      )
      .execute())
      texts.set(row.body_template, row.normalised);
  return {
    window: presentWindow(window),
    templates: shown.map((g) => ({
      template: g.key,
      normalised: texts.get(g.key) ?? null,
      first_day: g.first_day,
      last_day: g.last_day,
      ...sendingFigures(g.counts),
      first_touch: g.counts.first_touch,
      follow_up: g.counts.follow_up,
      replied_threads: g.counts.replied_threads,
      reply_rate: percent(g.counts.replied_threads, g.counts.first_touch),
      replies: g.counts.replied,
    })),
    template_count: groups.length,
    unknown_body_sent: unknownSent,
  };
}
