import type { AppContext } from '../../context.js';
import { conflict, notFound } from '../../http/errors.js';
import { isoNow } from '../../lib/time.js';
import type { InfraGuardActionItemRow } from './infraguard.table.js';

/**
 * Closes an open action item of the workspace as `resolved` (the customer did it) or `dismissed`
 * (they will not): a 404 for one that is not the workspace's, a 409 for one already closed.
 */
export async function closeActionItem(
  ctx: AppContext,
  workspaceId: string,
  uid: string,
  to: 'resolved' | 'dismissed',
): Promise<InfraGuardActionItemRow> {
  const item = await ctx.db
    .selectFrom('infraguard_action_items')
    .selectAll()
    .where('uid', '=', uid)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  if (!item) throw notFound(`Action item ${uid}`);
  const now = isoNow();
  const done = await ctx.db
    .updateTable('infraguard_action_items')
    .set({ status: to, closed_at: now, updated_at: now })
    .where('id', '=', item.id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1)
    throw conflict(`The action item is already ${item.status}`);
  return { ...item, status: to, closed_at: now, updated_at: now };
}
