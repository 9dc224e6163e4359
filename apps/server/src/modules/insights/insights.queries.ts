import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type Executor, inTransaction } from '../../db/transaction.js';
import { isoNowFor, nowFor } from '../clocks/surface.js';
import { getMailbox } from '../mailboxes/surface.js';
import { lockRequestWorkspace } from '../workspaces/surface.js';
import { sumCounts } from './insights.metrics.js';
import { emptyCounts } from './insights.rollup.js';
import { INSIGHT_COUNTS, type InsightCounts } from './insights.table.js';
import { daysOf, type InsightWindow, localOfHour, resolveWindow } from './window.js';

export interface WindowQuery {
  days?: number;
  from?: string;
  to?: string;
}

/** The workspace's insight time zone (UTC until set). */
export async function timeZoneOf(db: Executor, workspaceId: string): Promise<string> {
  const row = await db
    .selectFrom('insight_settings')
    .select('time_zone')
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  return row?.time_zone ?? 'UTC';
}

/** The window of a request on the workspace's time line and in its time zone. */
export async function windowFor(
  db: Executor,
  workspaceId: string,
  query: WindowQuery,
  defaultDays = 30,
): Promise<{ window: InsightWindow; now: Date }> {
  const [now, zone] = await Promise.all([nowFor(db, workspaceId), timeZoneOf(db, workspaceId)]);
  return { window: resolveWindow(query, now, zone, defaultDays), now };
}

/** The workspace's mailbox by uid (404 otherwise). */
export function mailboxOf(db: Executor, workspaceId: string, uid: string) {
  return getMailbox(db, workspaceId, uid);
}

const sums = INSIGHT_COUNTS.map((c) => c);

/** Hourly rollup rows of one mailbox (or the whole workspace) over a window, summed per hour. */
export async function hoursOf(
  db: Executor,
  scope: { workspaceId: string; mailboxId?: string },
  window: Pick<InsightWindow, 'firstHour' | 'lastHour'>,
): Promise<Array<{ hour: string } & InsightCounts>> {
  const rows =
    scope.mailboxId === undefined
      ? await db
          .selectFrom('insight_workspace_hours')
          .select(['hour', ...sums])
          .where('workspace_id', '=', scope.workspaceId)
          .where('hour', '>=', window.firstHour)
          .where('hour', '<=', window.lastHour)
          .execute()
      : await db
          .selectFrom('insight_mailbox_hours')
          .select(['hour', ...sums])
          .where('mailbox_id', '=', scope.mailboxId)
          .where('hour', '>=', window.firstHour)
          .where('hour', '<=', window.lastHour)
          .execute();
  return rows.map((r) => ({ hour: r.hour, ...sumCounts([r]) }));
}

/** Counts per local day of the window (every day present, zero where nothing happened). */
export function byLocalDay(
  hours: ReadonlyArray<{ hour: string } & InsightCounts>,
  window: InsightWindow,
): Array<{ day: string; counts: InsightCounts }> {
  const days = new Map(daysOf(window).map((d) => [d, emptyCounts()]));
  for (const row of hours) {
    const counts = days.get(localOfHour(row.hour, window.time_zone).day);
    if (counts) for (const c of INSIGHT_COUNTS) counts[c] += row[c];
  }
  return [...days].map(([day, counts]) => ({ day, counts }));
}

/** One mailbox's counts summed over UTC days `[from, to]` of its day rollup (zeros when none). */
export async function mailboxSums(
  db: Executor,
  mailboxId: string,
  from: string,
  to: string,
): Promise<InsightCounts> {
  const row = await db
    .selectFrom('insight_mailbox_days')
    .select((eb) => INSIGHT_COUNTS.map((c) => eb.fn.sum<number>(c).as(c)))
    .where('mailbox_id', '=', mailboxId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .executeTakeFirst();
  return sumCounts([row ?? {}]);
}

/** Recipient-domain rows of one mailbox over UTC days `[from, to]`, summed per domain. */
export async function domainTotals(db: Executor, mailboxId: string, from: string, to: string) {
  const rows = await db
    .selectFrom('insight_domain_days')
    .select((eb) => [
      'recipient_domain',
      'recipient_provider',
      ...INSIGHT_COUNTS.map((c) => eb.fn.sum<number>(c).as(c)),
    ])
    .where('mailbox_id', '=', mailboxId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['recipient_domain', 'recipient_provider'])
    .execute();
  return rows.map((r) => ({
    domain: r.recipient_domain,
    provider: r.recipient_provider,
    counts: sumCounts([r as Record<string, unknown>]),
  }));
}

/** The mailbox's last event (sent, landed, bounced, replied), or null. */
export async function lastEventOf(db: Executor, mailboxId: string): Promise<string | null> {
  const row = await db
    .selectFrom('insight_mailboxes')
    .select('last_event_at')
    .where('mailbox_id', '=', mailboxId)
    .executeTakeFirst();
  return row?.last_event_at ?? null;
}

/** Sets the workspace's insight time zone (a 404 when the workspace was deleted meanwhile). */
export async function setTimeZone(
  db: Kysely<DB>,
  workspaceId: string,
  zone: string,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await lockRequestWorkspace(trx, workspaceId);
    const updated_at = await isoNowFor(trx, workspaceId);
    await trx
      .insertInto('insight_settings')
      .values({ workspace_id: workspaceId, time_zone: zone, updated_at })
      .onConflict((oc) => oc.column('workspace_id').doUpdateSet({ time_zone: zone, updated_at }))
      .execute();
  });
}
