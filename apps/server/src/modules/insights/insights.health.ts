import type { Executor } from '../../db/transaction.js';
import { nowFor } from '../clocks/clock-time.js';
import { percent } from './insights.metrics.js';
import { lastEventOf, mailboxTotals } from './insights.queries.js';
import { addDays } from './window.js';

/** `last_event_at` when a mailbox has no event, as the real service says it. */
export const NO_EVENT = '0001-01-01T00:00:00Z';

/**
 * A mailbox's health in the real service's shape: `status` is activity (`active` when it sent in
 * the last 7 days, else `inactive`), not its lifecycle; the totals count the last 7 and 30 UTC
 * days on the workspace's time line; `bounce_rate_30d` is a percentage, absent when nothing was
 * sent (no data is not 0 %).
 */
export async function healthOf(db: Executor, workspaceId: string, mailboxId: string) {
  const today = (await nowFor(db, workspaceId)).toISOString().slice(0, 10);
  const [month, week, last] = await Promise.all([
    mailboxTotals(db, workspaceId, addDays(today, -29), today, mailboxId),
    mailboxTotals(db, workspaceId, addDays(today, -6), today, mailboxId),
    lastEventOf(db, mailboxId),
  ]);
  const m = month.get(mailboxId);
  const w = week.get(mailboxId);
  const total7 = w?.sent ?? 0;
  const total30 = m?.sent ?? 0;
  const rate = percent(m?.bounced ?? 0, total30);
  return {
    status: total7 > 0 ? ('active' as const) : ('inactive' as const),
    ...(rate === null ? {} : { bounce_rate_30d: rate }),
    total_7d: total7,
    total_30d: total30,
    last_event_at: last ?? NO_EVENT,
  };
}
