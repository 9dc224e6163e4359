import { emptyCounts } from './insights.rollup.js';
import { INSIGHT_COUNTS, type InsightCounts } from './insights.table.js';

/**
 * `part ÷ whole` as a percentage with two decimals, rounded half up; null ("no data") when
 * `whole` is 0. Computed in integers so that SQL can apply the same rule (`insights.ranking.ts`).
 */
export function percent(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.floor((part * 20_000 + whole) / (2 * whole)) / 100;
}

export function addCounts(
  into: InsightCounts,
  row: Partial<Record<string, unknown>>,
): InsightCounts {
  for (const c of INSIGHT_COUNTS) into[c] += Number(row[c] ?? 0);
  return into;
}

export function sumCounts(rows: ReadonlyArray<Partial<Record<string, unknown>>>): InsightCounts {
  return rows.reduce<InsightCounts>((acc, row) => addCounts(acc, row), emptyCounts());
}

/**
 * The published metrics of a set of counts (docs/api/insights.md): bounce rate = bounced ÷ sent,
 * reply rate = campaign threads with a human reply ÷ campaign threads started, inbox rate =
 * inbox ÷ messages whose landing is known; every rate a percentage, null when nothing was sent.
 */
export function metricsOf(c: InsightCounts) {
  return {
    sent: c.sent,
    campaign_sent: c.campaign_sent,
    first_touch: c.first_touch,
    follow_up: c.follow_up,
    warmup_sent: c.warmup_sent,
    delivered: c.sent - c.bounced,
    bounced: c.bounced,
    hard_bounced: c.hard_bounced,
    soft_bounced: c.soft_bounced,
    bounce_rate: percent(c.bounced, c.sent),
    replied_threads: c.replied_threads,
    replies: c.replied,
    auto_replies: c.auto_replied,
    reply_rate: percent(c.replied_threads, c.first_touch),
    inbox: c.inbox,
    spam: c.spam,
    inbox_rate: percent(c.inbox, c.inbox + c.spam),
    auth_failures: c.auth_failed,
  };
}
export type Metrics = ReturnType<typeof metricsOf>;
