import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { lockedRows } from '../../db/transaction.js';
import { clockOfWorkspace, isoNowFor, REAL_TIME, timeLinesOf } from '../clocks/surface.js';
import { moveMailHistory } from '../mail/surface.js';
import { startEngineFor } from './engine.js';
import { transitionSubscription } from './warmup.transition.js';

/** How long warmup goes on, included, after a prewarm purchase with `keep_warming` (12 weeks). */
export const INCLUDED_WARMUP_DAYS = 84;
const DAY = 86_400_000;

/**
 * Carries mailboxes' warmup over to a new owner (a prewarm purchase), after their mailboxes'
 * locks: their mail history (message ledger rows; the per-day stats are per mailbox already) moves
 * with them, and their live subscription either moves too, its day counter and settings kept, its
 * warmup included for {@link INCLUDED_WARMUP_DAYS} (no charge; it ends then, and the owner may add
 * warmup again at the usual price), or, without `keepWarming`, ends now. Now is the new owner's
 * workspace's time (its sandbox clock's, if attached), and so are the subscriptions' days from
 * then on: one planned for a day not before that line's today is planned again on it.
 */
export async function carryWarmupOver(
  trx: Transaction<DB>,
  ctx: AppContext,
  mailboxIds: readonly string[],
  to: { teamId: string; workspaceId: string },
  keepWarming: boolean,
): Promise<void> {
  const now = await isoNowFor(trx, to.workspaceId);
  const includedUntil = new Date(Date.parse(now) + INCLUDED_WARMUP_DAYS * DAY).toISOString();
  const today = now.slice(0, 10);
  await moveMailHistory(trx, mailboxIds, to);
  const live = await trx
    .selectFrom('warmup_subscriptions')
    .select('id')
    .where('active_key', 'in', mailboxIds.length > 0 ? mailboxIds : [''])
    .execute();
  const subs = await lockedRows(
    trx,
    'warmup_subscriptions',
    live.map((s) => s.id),
  );
  for (const sub of subs) {
    await trx
      .updateTable('warmup_subscriptions')
      .set({ team_id: to.teamId, workspace_id: to.workspaceId, updated_at: now })
      .where('id', '=', sub.id)
      .execute();
    const lines = await timeLinesOf(trx, [sub.workspace_id, to.workspaceId]);
    const newLine = lines.get(sub.workspace_id) !== lines.get(to.workspaceId);
    const replan = newLine && sub.last_day !== null && sub.last_day >= today;
    const moved = {
      ...sub,
      team_id: to.teamId,
      workspace_id: to.workspaceId,
      ...(replan ? { last_day: null } : {}),
    };
    if (replan)
      await trx
        .updateTable('warmup_subscriptions')
        .set({ last_day: null })
        .where('id', '=', sub.id)
        .execute();
    if (!keepWarming)
      await transitionSubscription(trx, ctx, moved, 'cancelled', {
        status_reason: 'Not kept warming after the prewarm purchase (keep_warming: false)',
        cancelled_at: now,
      });
    else
      await trx
        .updateTable('warmup_subscriptions')
        .set({
          source: 'prewarm',
          price_cents: 0,
          next_billing_date: null,
          included_until: includedUntil,
        })
        .where('id', '=', sub.id)
        .execute();
  }
  if (keepWarming && subs.length > 0) {
    const clock = await clockOfWorkspace(trx, to.workspaceId);
    await startEngineFor(trx, ctx, clock?.id ?? REAL_TIME);
  }
}
