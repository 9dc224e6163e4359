import { sql } from 'kysely';
import type { Executor } from '../../db/transaction.js';
import { toCredits } from './money.js';

/** `YYYY-MM` of the month `back` months before the one of `now` (UTC). */
export function monthBefore(now: Date, back: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return d.toISOString().slice(0, 7);
}

/**
 * Money per calendar month (UTC) over every wallet, from the ledger alone (append-only, so the
 * figures of a month never change once it is over):
 * - `paid_in`: purchases of credits and auto top-ups (money that came in by payment);
 * - `granted`: the operator's adjustments (grants, less what was taken back);
 * - `charged`: what purchases and renewals cost (charges), `refunded`: what was given back,
 *   `usage` = charged − refunded (what customers used), and `usage_by_record` per kind of
 *   thing paid for (`domain`, `mailbox`, `warmup`, `placement_test` …).
 * Every month from `from` (`YYYY-MM`) to the current one is listed, zeros included.
 */
export async function revenueByMonth(db: Executor, from: string, now: Date) {
  const month = sql<string>`substr(created_at, 1, 7)`;
  const rows = await db
    .selectFrom('ledger_entries')
    .select([
      month.as('month'),
      'kind',
      'record_type',
      (eb) => eb.fn.sum<number>('amount_cents').as('cents'),
      (eb) => eb.fn.countAll<number>().as('entries'),
    ])
    .where('created_at', '>=', `${from}-01T00:00:00.000Z`)
    .groupBy([month, 'kind', 'record_type'])
    .execute();
  const months = new Map<string, MonthFigures>();
  for (let m = from, last = now.toISOString().slice(0, 7); m <= last; m = nextMonth(m))
    months.set(m, emptyMonth(m));
  for (const row of rows) {
    const figures = months.get(row.month);
    if (!figures) continue;
    const cents = Number(row.cents);
    figures.entries += Number(row.entries);
    if (row.kind === 'purchase' || row.kind === 'auto_topup') figures.paid_in += cents;
    else if (row.kind === 'adjustment') figures.granted += cents;
    else {
      const used = -cents;
      if (row.kind === 'charge') figures.charged += used;
      else figures.refunded -= used;
      const key = row.record_type ?? 'other';
      figures.usage_by_record[key] = (figures.usage_by_record[key] ?? 0) + used;
    }
  }
  return [...months.values()].reverse().map((m) => ({
    month: m.month,
    paid_in: toCredits(m.paid_in),
    granted: toCredits(m.granted),
    charged: toCredits(m.charged),
    refunded: toCredits(m.refunded),
    usage: toCredits(m.charged - m.refunded),
    usage_by_record: Object.fromEntries(
      Object.entries(m.usage_by_record)
        .filter(([, cents]) => cents !== 0)
        .map(([k, cents]) => [k, toCredits(cents)]),
    ),
    entries: m.entries,
  }));
}

interface MonthFigures {
  month: string;
  paid_in: number;
  granted: number;
  charged: number;
  refunded: number;
  usage_by_record: Record<string, number>;
  entries: number;
}

const emptyMonth = (month: string): MonthFigures => ({
  month,
  paid_in: 0,
  granted: 0,
  charged: 0,
  refunded: 0,
  usage_by_record: {},
  entries: 0,
});

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 7);
}

/** Every wallet of these teams (the team's and each workspace's own), for the operator. */
export async function walletsOfTeams(db: Executor, teamIds: readonly string[]) {
  if (teamIds.length === 0) return [];
  return db
    .selectFrom('wallets as w')
    .leftJoin('workspaces as ws', 'ws.id', 'w.workspace_id')
    .select([
      'w.uid',
      'w.team_id',
      'ws.uid as workspace_uid',
      'w.balance_cents',
      'w.total_credits_cents',
      'w.credits_used_cents',
      'w.auto_topup_enabled',
      'w.entry_count',
    ])
    .where('w.team_id', 'in', teamIds)
    .orderBy('w.created_at')
    .execute();
}
