import type { Transaction, Updateable } from 'kysely';
import {
  assertUncounted,
  countInserted,
  defineCountedList,
  requireCounting,
  writeCountedStatus,
} from '../../db/list-counts.js';
import { defineList, readListPage } from '../../db/pages.js';
import type { DB } from '../../db/schema.js';
import { type Executor, lockedRow } from '../../db/transaction.js';
import { planTransition } from '../../lib/lifecycle.js';
import { orderLifecycle } from './order.lifecycle.js';
import type {
  OrderItemRow,
  OrderItemTable,
  OrderRow,
  OrderStatus,
  OrderTable,
} from './orders.table.js';

/** List orders' totals: per workspace, by status. */
export const orderCounts = defineCountedList({
  name: 'orders',
  table: 'orders',
  scope: 'workspace_id',
  dims: ['status'],
});

export async function insertOrder(
  db: Executor,
  order: OrderRow,
  items: readonly OrderItemRow[],
): Promise<void> {
  planTransition(orderLifecycle, null, order.status);
  requireCounting(db, orderCounts);
  await db.insertInto('orders').values(order).execute();
  countInserted(db, orderCounts, [order]);
  await db
    .insertInto('order_items')
    .values(
      items.map((i) => ({
        id: i.id,
        order_id: i.order_id,
        position: i.position,
        name: i.name,
        kind: i.kind,
        registration_years: i.registration_years,
        price_cents: i.price_cents,
        status: i.status,
        status_reason: i.status_reason,
        domain_id: i.domain_id,
        mailboxes: i.mailboxes,
        updated_at: i.updated_at,
      })),
    )
    .execute();
}

export function findOrderById(db: Executor, id: string) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findOrderOfWorkspace(db: Executor, workspaceId: string, uid: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('uid', '=', uid)
    .executeTakeFirst();
}

export function findItems(db: Executor, orderId: string) {
  return db
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
}

/** Locks an order until the transaction ends and reads it (LOCK_ORDER: after its workspace, before its domains). */
export async function lockOrder(trx: Transaction<DB>, id: string) {
  return lockedRow(trx, 'orders', id);
}

/** Changes an order's fields other than its status (see {@link writeOrderStatus}). */
export async function updateOrder(db: Executor, id: string, changes: Updateable<OrderTable>) {
  assertUncounted(orderCounts, changes);
  await db.updateTable('orders').set(changes).where('id', '=', id).execute();
}

/**
 * The one statement that moves an order to another status (a move `orderLifecycle` allows, a 409
 * otherwise), with `changes` beside it; `order` is the row as read under its lock (`lockOrder`),
 * so the move is counted from its status. Called through `moveOrder` (order.events.ts), which
 * records the event.
 */
export async function writeOrderStatus(
  db: Executor,
  order: Pick<OrderRow, 'id' | 'status'>,
  to: OrderStatus,
  changes: Omit<Updateable<OrderTable>, 'status'>,
): Promise<void> {
  const { status } = planTransition(orderLifecycle, order.status, to);
  if (!(await writeCountedStatus(db, orderCounts, order.id, order.status, { ...changes, status })))
    throw new Error(`order ${order.id} is no longer ${order.status}`);
}

export async function updateItem(db: Executor, id: string, changes: Updateable<OrderItemTable>) {
  await db.updateTable('order_items').set(changes).where('id', '=', id).execute();
}

interface OrderListFilter {
  workspaceId: string;
  status?: OrderStatus;
}

const orderList = defineList({
  table: 'orders',
  base: (db, p: OrderListFilter) =>
    db
      .selectFrom('orders')
      .where('workspace_id', '=', p.workspaceId)
      .$if(p.status !== undefined, (q) => q.where('status', '=', p.status as OrderStatus)),
});

/** A page of the workspace's orders, newest first; its total from the list's counters. */
export function listOrderRows(
  db: Executor,
  filter: OrderListFilter,
  offset: number,
  limit: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const total = {
    counted: { list: orderCounts, scope: filter.workspaceId, where: { status: filter.status } },
  };
  return readListPage(db, orderList, filter, total, offset, limit);
}
