import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { lockedRows } from '../../db/transaction.js';
import { type ClockNow, REAL_TIME, timeOf } from '../clocks/surface.js';
import { startEngineFor } from './engine.js';

/**
 * A workspace moved to another time line (attached to a sandbox clock, detached from one, or its
 * clock deleted), in the transaction that moves it: its warmup goes on on the new line at once,
 * not at the next day the old line's engine would have noticed. Its subscriptions' days are now
 * the new line's days, so one whose last planned day is not before the new line's today (a clock
 * set earlier than the real date, or the same day) is planned again on that day, and one waiting
 * to start later than the new line's tomorrow starts then; the engine of the new line is started
 * now, at the new line's time. What was planned on the old line and not sent is dropped by the
 * engine when it comes due (`engine.work.ts`: a send whose mailboxes are on another line).
 */
export async function moveWarmupToLine(
  trx: Transaction<DB>,
  ctx: AppContext,
  workspaceId: string,
  clock: ClockNow | null,
): Promise<void> {
  const ids = await trx
    .selectFrom('warmup_subscriptions')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('status', '!=', 'cancelled')
    .execute();
  if (ids.length === 0) return;
  const subs = await lockedRows(
    trx,
    'warmup_subscriptions',
    ids.map((r) => r.id),
  );
  const today = timeOf(clock).toISOString().slice(0, 10);
  const tomorrow = new Date(Date.parse(today) + 86_400_000).toISOString().slice(0, 10);
  for (const sub of subs) {
    const changes = {
      ...(sub.last_day !== null && sub.last_day >= today ? { last_day: null } : {}),
      ...(sub.starts_on !== null && sub.starts_on > tomorrow ? { starts_on: tomorrow } : {}),
    };
    if (Object.keys(changes).length > 0)
      await trx.updateTable('warmup_subscriptions').set(changes).where('id', '=', sub.id).execute();
  }
  if (subs.some((s) => s.status === 'active' || s.status === 'pending'))
    await startEngineFor(trx, ctx, clock?.id ?? REAL_TIME);
}
