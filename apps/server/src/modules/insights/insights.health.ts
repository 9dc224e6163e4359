import type { Executor } from '../../db/transaction.js';
import { nowFor } from '../clocks/surface.js';
import { percent } from './insights.metrics.js';
import { lastEventOf, mailboxSums } from './insights.queries.js';
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
    mailboxSums(db, mailboxId, addDays(today, -29), today),
    mailboxSums(db, mailboxId, addDays(today, -6), today),
    lastEventOf(db, mailboxId),
  ]);
  const total7 = week.sent;
  const total30 = month.sent;
  const rate = percent(month.bounced, total30);
  return {
    status: total7 > 0 ? ('active' as const) : ('inactive' as const),
    ...(rate === null ? {} : { bounce_rate_30d: rate }),
    total_7d: total7,
    total_30d: total30,
    last_event_at: last ?? NO_EVENT,
  };
}
