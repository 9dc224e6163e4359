import type { Executor } from '../../db/transaction.js';
import { toCredits } from '../billing/surface.js';
import { findDomainById } from '../domains/surface.js';
import { findMailboxByInternalId } from '../mailboxes/surface.js';
import { findWorkspaceByInternalId } from '../workspaces/surface.js';
import { findItems } from './orders.repository.js';
import type { OrderItemRow, OrderMailbox, OrderRow } from './orders.table.js';

/**
 * An order as Place Order and Get order answer it: the real service's `order_id`, `status`,
 * `created_at`, `workspace` and `domains[{name, status, mailboxes[{email, status}]}]`, with the
 * money and each domain's and mailbox's own record and status beside them.
 */
export async function presentOrder(db: Executor, order: OrderRow, rows?: readonly OrderItemRow[]) {
  const items = rows ?? (await findItems(db, order.id));
  const workspace = await findWorkspaceByInternalId(db, order.workspace_id);
  const domains = await Promise.all(items.map((item) => presentItem(db, item)));
  const refused = items.filter((i) => i.status === 'refused').length;
  return {
    order_id: order.uid,
    id: order.uid,
    status: order.status,
    payment_type: order.payment_type,
    payment_status: order.payment_status,
    total_cost: toCredits(order.total_cents),
    sequencer_uid: order.sequencer_uid,
    workspace: { uid: workspace?.uid ?? '', name: workspace?.name ?? '' },
    domains_count: items.length - refused,
    refused_count: refused,
    domains,
    created_at: order.created_at,
    updated_at: order.updated_at,
    completed_at: order.completed_at,
  };
}

async function presentItem(db: Executor, item: OrderItemRow) {
  const domain = item.domain_id ? await findDomainById(db, item.domain_id) : undefined;
  const mailboxes = JSON.parse(item.mailboxes) as OrderMailbox[];
  return {
    name: item.name,
    type: item.kind,
    status: item.status,
    status_reason: item.status_reason,
    registration_years: item.registration_years,
    price: toCredits(item.price_cents),
    domain_uid: domain?.uid ?? null,
    domain_status: domain?.status ?? null,
    mailboxes: await Promise.all(
      mailboxes.map(async (m) => {
        const row = m.mailbox_id ? await findMailboxByInternalId(db, m.mailbox_id) : undefined;
        return {
          email: `${m.username}@${item.name}`,
          platform: m.platform,
          status: row?.status ?? m.state,
          status_reason: row?.status_reason || m.reason,
          price: toCredits(m.price_cents),
          mailbox_uid: row?.uid ?? null,
          export_uid: m.export_uid,
        };
      }),
    ),
  };
}
