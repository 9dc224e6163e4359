import type { Transaction, Updateable } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { emitStatusEvent } from '../webhooks/surface.js';
import { presentOrder } from './order.present.js';
import { findOrderById, writeOrderStatus } from './orders.repository.js';
import type { OrderRow, OrderStatus, OrderTable } from './orders.table.js';

/**
 * Moves an order (read under its lock) to `status` with `changes`, and records
 * `order.status_changed`: the one way an order's status changes.
 */
export async function moveOrder(
  trx: Transaction<DB>,
  ctx: AppContext,
  order: Pick<OrderRow, 'id' | 'status'>,
  status: OrderStatus,
  changes: Omit<Updateable<OrderTable>, 'status'>,
): Promise<void> {
  await writeOrderStatus(trx, order, status, changes);
  await emitOrderEvent(trx, ctx, order.id, order.status);
}

/**
 * Records `order.status_changed` (ours: the real service sends no order event) with the order as
 * List orders shows it, as it stands in this transaction; `previousStatus` is null for a new one.
 */
export async function emitOrderEvent(
  trx: Transaction<DB>,
  ctx: AppContext,
  orderId: string,
  previousStatus: OrderStatus | null,
): Promise<void> {
  const order = await findOrderById(trx, orderId);
  if (!order) return;
  await emitStatusEvent(trx, ctx, {
    workspaceId: order.workspace_id,
    event: 'order.status_changed',
    kind: 'order',
    record: await presentOrder(trx, order),
    recordUid: order.uid,
    previousStatus,
    updatedAt: order.updated_at,
  });
}
