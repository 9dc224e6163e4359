import { type Expression, type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/transaction.js';
import { weekOf } from './insights.rollup.js';
import type { InsightCount } from './insights.table.js';
import { addDays, type InsightWindow } from './window.js';

/**
 * Workspace-level lists of mailboxes (high bounce, campaign reply rate) ranked by the database:
 * each mailbox's sums over the window's UTC days (`perMailbox`), filtered, ordered and
 * cut to `limit` in SQL, so an answer costs one aggregate however many mailboxes the workspace
 * has, and only the rows shown come back (docs/api/insights.md, "Lists of mailboxes").
 */

/**
 * `percent(part, whole) > threshold` in integers, the same on both dialects. `percent` rounds
 * `part ÷ whole × 100` to two decimals, half up (`insights.metrics.ts`), so with
 * `K = ⌊threshold × 100⌋` the rule is `round(part × 10000 ÷ whole) ≥ K + 1`, that is
 * `part × 20000 ≥ whole × (2K + 1)`. `whole` must be positive where this is used.
 */
export function rateAbove(
  part: Expression<unknown>,
  whole: Expression<unknown>,
  threshold: number,
): RawBuilder<boolean> {
  const k = Math.floor(Math.round(threshold * 1e8) / 1e6);
  return sql<boolean>`${part} * 20000 >= ${whole} * ${2 * k + 1}`;
}

/** `percent(part, whole) × 100` as an integer in SQL (half up), for ordering; `whole` > 0. */
export function rateOrder(part: Expression<unknown>, whole: Expression<unknown>) {
  return sql<number>`(${part} * 20000 + ${whole}) / (2 * ${whole})`;
}

/**
 * A window of UTC days as the whole UTC weeks inside it (Mondays `from`..`to`, read from
 * `insight_mailbox_weeks`) and the days at its edges (read from `insight_mailbox_days`).
 */
export function weeksAndDays(first: string, last: string) {
  const firstMonday = weekOf(first) === first ? first : addDays(weekOf(first), 7);
  const lastMonday = addDays(weekOf(addDays(last, 1)), -7);
  if (firstMonday > lastMonday)
    return { weeks: null, days: [[first, last]] as Array<[string, string]> };
  const days: Array<[string, string]> = [];
  if (first < firstMonday) days.push([first, addDays(firstMonday, -1)]);
  if (addDays(lastMonday, 7) <= last) days.push([addDays(lastMonday, 7), last]);
  return { weeks: [firstMonday, lastMonday] as [string, string], days };
}

/**
 * Each mailbox's sums of `counts` over the window's UTC days, as a subquery `per`: its whole
 * weeks from the week rollup, its edge days from the day rollup (about a third of the rows a
 * 30-day window would read day by day).
 */
export function perMailbox(
  db: Executor,
  workspaceId: string,
  window: Pick<InsightWindow, 'firstUtcDay' | 'lastUtcDay'>,
  counts: readonly InsightCount[],
  having: (sum: (c: InsightCount) => RawBuilder<number>) => RawBuilder<boolean>,
) {
  const { weeks, days } = weeksAndDays(window.firstUtcDay, window.lastUtcDay);
  const columns = sql.join([sql.ref('mailbox_id'), ...counts.map((c) => sql.ref(c))]);
  const parts = [];
  if (weeks)
    parts.push(sql`select ${columns} from insight_mailbox_weeks
      where workspace_id = ${workspaceId} and week >= ${weeks[0]} and week <= ${weeks[1]}`);
  if (days.length > 0) {
    const ranges = sql.join(
      days.map(([from, to]) => sql`(day >= ${from} and day <= ${to})`),
      sql` or `,
    );
    parts.push(sql`select ${columns} from insight_mailbox_days
      where workspace_id = ${workspaceId} and (${ranges})`);
  }
  const rows = sql<{ mailbox_id: string }>`(${sql.join(parts, sql` union all `)})`;
  const sum = (c: InsightCount) => sql<number>`sum(${sql.ref(`rows.${c}`)})`;
  return db
    .selectFrom(rows.as('rows'))
    .select(['rows.mailbox_id', ...counts.map((c) => sum(c).as(c))])
    .groupBy('rows.mailbox_id')
    .having(having(sum))
    .as('per');
}

export interface Ranked<C extends InsightCount> {
  mailbox_uid: string;
  email: string;
  counts: Record<C, number>;
}

/**
 * The first `limit` mailboxes of `per` (see `perMailbox`), ordered by `order` (highest first),
 * then by the e-mail address (the database's text order); and how many there are in all.
 */
export async function rankMailboxes<C extends InsightCount>(
  db: Executor,
  per: ReturnType<typeof perMailbox>,
  counts: readonly C[],
  order: (ref: (c: InsightCount) => RawBuilder<number>) => RawBuilder<number>[],
  limit: number,
): Promise<{ mailboxes: Ranked<C>[]; total: number }> {
  const ref = (c: InsightCount) => sql<number>`${sql.ref(`per.${c}`)}`;
  let query = db
    .selectFrom(per)
    .innerJoin('mailboxes as m', 'm.id', 'per.mailbox_id')
    .select([
      'm.uid',
      'm.username',
      'm.domain_name',
      ...counts.map((c) => ref(c).as(c)),
      sql<number>`count(*) over ()`.as('total'),
    ]);
  for (const o of order(ref)) query = query.orderBy(o, 'desc');
  const rows = await query.orderBy(sql`m.username || '@' || m.domain_name`).limit(limit).execute();
  return {
    total: Number(rows[0]?.total ?? 0),
    mailboxes: rows.map((r) => {
      const row = r as unknown as Record<string, unknown>;
      return {
        mailbox_uid: String(row.uid),
        email: `${row.username}@${row.domain_name}`,
        counts: Object.fromEntries(counts.map((c) => [c, Number(row[c])])) as Record<C, number>,
      };
    }),
  };
}
