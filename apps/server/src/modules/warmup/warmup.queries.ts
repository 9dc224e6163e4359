import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { defineList, readListPage } from '../../db/pages.js';
import { notFound } from '../../http/errors.js';
import { nowFor } from '../clocks/surface.js';
import { findWorkspaceMailboxes } from '../mailboxes/surface.js';
import type { WarmupStatus } from './warmup.lifecycle.js';
import { dailySeries, dayBefore, healthScores, presentSubscriptions } from './warmup.present.js';
import { dailyTarget } from './warmup.settings.js';

/** The workspace's subscriptions, newest first; cancelled ones only when asked for. */
export async function listSubscriptions(
  ctx: AppContext,
  workspaceId: string,
  filter: { status?: WarmupStatus; includeCancelled?: boolean },
  offset: number,
  limit: number,
) {
  const params = {
    workspaceId,
    ...(filter.status ? { status: filter.status } : {}),
    notCancelled: !filter.status && !filter.includeCancelled,
  };
  // Counted as they are: a workspace has at most one live subscription per mailbox.
  const total = { bounded: true } as const;
  const page = await readListPage(ctx.db, subscriptionList, params, total, offset, limit);
  return {
    subscriptions: await presentSubscriptions(ctx.db, page.rows, await nowFor(ctx.db, workspaceId)),
    total: page.total,
  };
}

const subscriptionList = defineList({
  table: 'warmup_subscriptions',
  base: (db, p: { workspaceId: string; status?: WarmupStatus; notCancelled: boolean }) =>
    db
      .selectFrom('warmup_subscriptions')
      .where('workspace_id', '=', p.workspaceId)
      .$if(p.status !== undefined, (q) => q.where('status', '=', p.status as WarmupStatus))
      .$if(p.notCancelled, (q) => q.where('status', '!=', sql.lit('cancelled'))),
});

/** One subscription (by its uid, or its mailbox's: the live one, else the newest) and its days. */
export async function subscriptionDetails(
  ctx: AppContext,
  workspaceId: string,
  which: { uid?: string; mailbox_uid?: string },
  days: number,
) {
  let query = ctx.db
    .selectFrom('warmup_subscriptions')
    .selectAll()
    .where('workspace_id', '=', workspaceId);
  if (which.uid !== undefined) query = query.where('uid', '=', which.uid);
  else {
    const [mailbox] = await findWorkspaceMailboxes(ctx.db, workspaceId, [which.mailbox_uid ?? '']);
    if (!mailbox) throw notFound('Warmup subscription');
    query = query.where('mailbox_id', '=', mailbox.id);
  }
  const row = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
  if (!row) throw notFound('Warmup subscription');
  const now = await nowFor(ctx.db, workspaceId);
  const [subscription] = await presentSubscriptions(ctx.db, [row], now);
  const today = now.toISOString().slice(0, 10);
  return {
    subscription: {
      ...(subscription as NonNullable<typeof subscription>),
      daily_target:
        row.status === 'cancelled'
          ? 0
          : dailyTarget(
              row,
              row.last_day === today ? row.day_count - 1 : row.day_count,
              row.mailbox_id,
              ctx.config.sandbox.mailSeed,
            ),
    },
    daily: await dailySeries(ctx.db, [row.mailbox_id], dayBefore(now, days - 1), today),
  };
}

/**
 * The workspace's warmup at a glance (the real service's fields) and its per-day series over
 * `days`, for every mailbox it has warmed (or one).
 */
export async function warmupStats(
  ctx: AppContext,
  workspaceId: string,
  input: { days: number; mailbox_uid?: string },
) {
  const subs = await ctx.db
    .selectFrom('warmup_subscriptions')
    .select(['mailbox_id', 'status', 'price_cents'])
    .where('workspace_id', '=', workspaceId)
    .execute();
  let mailboxIds = [...new Set(subs.map((s) => s.mailbox_id))];
  if (input.mailbox_uid !== undefined) {
    const [mailbox] = await findWorkspaceMailboxes(ctx.db, workspaceId, [input.mailbox_uid]);
    mailboxIds = mailbox && mailboxIds.includes(mailbox.id) ? [mailbox.id] : [];
  }
  const now = await nowFor(ctx.db, workspaceId);
  const live = subs.filter((s) => s.status !== 'cancelled');
  const scores = [
    ...(
      await healthScores(
        ctx.db,
        live.map((s) => s.mailbox_id),
        now,
      )
    ).values(),
  ].filter((s): s is number => s !== null);
  const count = (status: WarmupStatus) => subs.filter((s) => s.status === status).length;
  return {
    activeCount: count('active'),
    pendingCount: count('pending'),
    pausedCount: count('paused'),
    avgHealthScore:
      scores.length === 0
        ? null
        : Math.round((10 * scores.reduce((a, b) => a + b, 0)) / scores.length) / 10,
    monthlyTotal: live.reduce((sum, s) => sum + s.price_cents, 0) / 100,
    daily: await dailySeries(
      ctx.db,
      mailboxIds,
      dayBefore(now, input.days - 1),
      now.toISOString().slice(0, 10),
    ),
  };
}
