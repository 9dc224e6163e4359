import { chunks } from '../../db/chunks.js';
import type { Executor } from '../../db/transaction.js';
import { findMailboxesByInternalIds } from '../mailboxes/surface.js';
import { warmupTag } from './engine.batch.js';
import type { WarmupDailyRow, WarmupSubscriptionRow } from './warmup.table.js';

const DAY = 86_400_000;

/** `YYYY-MM-DD` of `now` minus `days`. */
export function dayBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY).toISOString().slice(0, 10);
}

/**
 * Health score per mailbox: the share of its warmup mail that reached the inbox (a tab
 * included) among what arrived, over the 7 days up to `now`, 0 to 100; null before any arrived.
 */
export async function healthScores(
  db: Executor,
  mailboxIds: readonly string[],
  now: Date,
): Promise<Map<string, number | null>> {
  const out = new Map<string, number | null>(mailboxIds.map((id) => [id, null]));
  const unique = [...new Set(mailboxIds)];
  for (const slice of chunks(unique)) {
    const rows = await db
      .selectFrom('warmup_daily')
      .select((eb) => [
        'mailbox_id',
        eb.fn.sum<number>('inbox').as('inbox'),
        eb.fn.sum<number>('spam').as('spam'),
      ])
      .where('mailbox_id', 'in', slice)
      .where('day', '>', dayBefore(now, 7))
      .groupBy('mailbox_id')
      .execute();
    for (const row of rows) {
      const landed = Number(row.inbox) + Number(row.spam);
      out.set(row.mailbox_id, landed === 0 ? null : Math.round((100 * Number(row.inbox)) / landed));
    }
  }
  return out;
}

/** Subscriptions as the API shows them (the real service's fields first, then Mailwright's). */
export async function presentSubscriptions(
  db: Executor,
  rows: readonly WarmupSubscriptionRow[],
  now: Date,
) {
  const mailboxes = await findMailboxesByInternalIds(
    db,
    rows.map((r) => r.mailbox_id),
  );
  const health = await healthScores(
    db,
    rows.map((r) => r.mailbox_id),
    now,
  );
  return rows.map((row) => {
    const mailbox = mailboxes.get(row.mailbox_id);
    const email = mailbox ? `${mailbox.username}@${mailbox.domain_name}` : '';
    return {
      uid: row.uid,
      status: row.status,
      mailbox_email: email,
      price_per_month: row.price_cents / 100,
      started_at: row.started_at,
      next_billing_date: row.next_billing_date,
      createdAt: row.created_at,
      mailbox: {
        uid: mailbox?.uid ?? '',
        username: mailbox?.username ?? '',
        domain_name: mailbox?.domain_name ?? '',
        platform: mailbox?.platform ?? '',
        status: mailbox?.status ?? '',
      },
      status_reason: row.status_reason,
      warmup_tag: warmupTag(row),
      warmup_limit: row.daily_limit,
      warmup_increment: row.increment,
      warmup_start: row.start_volume,
      warmup_replyrate: row.reply_rate,
      day: row.day_count,
      paused_at: row.paused_at,
      cancelled_at: row.cancelled_at,
      included_until: row.included_until,
      health_score: health.get(row.mailbox_id) ?? null,
    };
  });
}

export type DailyCounts = Omit<WarmupDailyRow, 'mailbox_id'> & { date: string };

/** The per-day series of `mailboxIds` from `from` to `to` (days, inclusive), summed, zeros filled. */
export async function dailySeries(
  db: Executor,
  mailboxIds: readonly string[],
  from: string,
  to: string,
) {
  const sums = new Map<string, Record<string, number>>();
  const unique = [...new Set(mailboxIds)];
  for (const slice of chunks(unique)) {
    const rows = await db
      .selectFrom('warmup_daily')
      .select((eb) => [
        'day',
        eb.fn.sum<number>('target').as('target'),
        eb.fn.sum<number>('sent').as('sent'),
        eb.fn.sum<number>('received').as('received'),
        eb.fn.sum<number>('inbox').as('inbox'),
        eb.fn.sum<number>('spam').as('spam'),
        eb.fn.sum<number>('rescued').as('rescued'),
        eb.fn.sum<number>('replied').as('replied'),
        eb.fn.sum<number>('bounced').as('bounced'),
      ])
      .where('mailbox_id', 'in', slice)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .groupBy('day')
      .execute();
    for (const row of rows) {
      const sum = sums.get(row.day) ?? {};
      for (const [key, value] of Object.entries(row))
        if (key !== 'day') sum[key] = (sum[key] ?? 0) + Number(value);
      sums.set(row.day, sum);
    }
  }
  const series = [];
  for (
    let day = from;
    day <= to;
    day = new Date(Date.parse(day) + DAY).toISOString().slice(0, 10)
  ) {
    const sum = sums.get(day) ?? {};
    series.push({
      date: day,
      target: sum.target ?? 0,
      sent: sum.sent ?? 0,
      received: sum.received ?? 0,
      inbox: sum.inbox ?? 0,
      spam: sum.spam ?? 0,
      rescued: sum.rescued ?? 0,
      replied: sum.replied ?? 0,
      bounced: sum.bounced ?? 0,
    });
  }
  return series;
}
