import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict, notFound } from '../../http/errors.js';
import { canTransition } from '../../lib/lifecycle.js';
import { isoNowFor } from '../clocks/surface.js';
import { actionItemLifecycle } from './infraguard.lifecycle.js';
import { closeActionItems } from './infraguard.repository.js';
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
  return inTransaction(ctx.db, async (trx) => {
    const item = await trx
      .selectFrom('infraguard_action_items')
      .selectAll()
      .where('uid', '=', uid)
      .where('workspace_id', '=', workspaceId)
      .executeTakeFirst();
    if (!item) throw notFound(`Action item ${uid}`);
    if (!canTransition(actionItemLifecycle, item.status, to))
      throw conflict(`The action item is already ${item.status}`);
    const now = await isoNowFor(trx, workspaceId);
    const changes = { closed_at: now, updated_at: now };
    // Another request closed it after it was read here.
    if ((await closeActionItems(trx, { id: item.id }, to, changes)) !== 1)
      throw conflict('The action item was closed meanwhile; it is no longer open');
    return { ...item, ...changes, status: to };
  });
}
