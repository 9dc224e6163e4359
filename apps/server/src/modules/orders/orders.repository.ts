import type { Transaction, Updateable } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type Executor, lockedRow } from '../../db/transaction.js';
import type { OrderItemRow, OrderItemTable, OrderRow, OrderTable } from './orders.table.js';

export async function insertOrder(
  db: Executor,
  order: OrderRow,
  items: readonly OrderItemRow[],
): Promise<void> {
  await db.insertInto('orders').values(order).execute();
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

export async function updateOrder(db: Executor, id: string, changes: Updateable<OrderTable>) {
  await db.updateTable('orders').set(changes).where('id', '=', id).execute();
}

export async function updateItem(db: Executor, id: string, changes: Updateable<OrderItemTable>) {
  await db.updateTable('order_items').set(changes).where('id', '=', id).execute();
}

/** A page of the workspace's orders, newest first. */
export async function listOrderRows(
  db: Executor,
  filter: { workspaceId: string; status?: string },
  offset: number,
  limit: number,
) {
  let query = db.selectFrom('orders').where('workspace_id', '=', filter.workspaceId);
  if (filter.status) query = query.where('status', '=', filter.status as OrderRow['status']);
  const rows = await query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  const count = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}
