import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import {
  type ChargeLine,
  charge,
  type Payer,
  type PurchaseHandler,
  purposeIdsOf,
} from '../billing/surface.js';
import {
  cancelUnpaidDomains,
  declineDomains,
  recordDomainCharges,
  startPaidRegistrations,
  waitingDomains,
} from '../domains/surface.js';
import { moveOrder } from './order.events.js';
import { findItems, lockOrder, updateItem, updateOrder } from './orders.repository.js';
import type { OrderItemRow, OrderRow } from './orders.table.js';
import { scheduleProgress } from './progress.jobs.js';

/** The one ledger line of an order: the whole of it. */
export function orderLine(
  order: Pick<OrderRow, 'uid' | 'total_cents'>,
  description: string,
): ChargeLine {
  return {
    recordType: 'order',
    recordUid: order.uid,
    amountCents: order.total_cents,
    description,
    reference: `order:${order.uid}`,
  };
}

/**
 * Charges the whole order from the payer's wallet (402 `INSUFFICIENT_FUNDS` when it holds too
 * little: `what` says what was refused) and records the entry on the order. Answers its id.
 */
export async function chargeOrder(
  trx: Transaction<DB>,
  ctx: AppContext,
  payer: Payer,
  order: Pick<OrderRow, 'id' | 'uid' | 'total_cents'>,
  description: string,
  options: { actor: string; what: string },
): Promise<string | null> {
  const entries = await charge(trx, ctx, payer, [orderLine(order, description)], options);
  const entryId = entries.get(`order:${order.uid}`)?.id ?? null;
  await updateOrder(trx, order.id, { charge_entry_id: entryId });
  return entryId;
}

const registeredDomainIds = (items: readonly OrderItemRow[]) =>
  items.flatMap((i) => (i.kind === 'register' && i.domain_id ? [i.domain_id] : []));

/**
 * An order placed with `use_wallet_balance: false`. Paid: the order is charged (the payment's
 * credits cover it), its domains' registration starts and its progress job runs. A declined
 * attempt: its domains go `payment_failed` (still payable). Expired unpaid: its domains to
 * register are cancelled and the order ends in `error`; connected domains stay (they cost
 * nothing).
 */
export const orderCheckoutHandler: PurchaseHandler = {
  async paid(trx, ctx, payment, pay) {
    const order = await lockOrder(trx, purposeIdsOf(payment)[0] as string);
    if (order?.payment_status !== 'awaiting_payment') {
      await pay([]);
      return;
    }
    const items = await findItems(trx, order.id);
    const domains = await waitingDomains(trx, registeredDomainIds(items));
    const entries = await pay([orderLine(order, `Order ${order.uid}`)]);
    const entry = entries.get(`order:${order.uid}`);
    await updateOrder(trx, order.id, {
      payment_status: 'paid',
      charge_entry_id: entry?.id ?? null,
      updated_at: new Date().toISOString(),
    });
    await recordDomainCharges(trx, domains, () => entry);
    await startPaidRegistrations(trx, ctx, domains);
    await scheduleProgress(trx, ctx, order.id);
  },

  async declined(trx, ctx, payment, reason) {
    const order = await lockOrder(trx, purposeIdsOf(payment)[0] as string);
    if (order?.payment_status !== 'awaiting_payment') return;
    await declineDomains(
      trx,
      ctx,
      registeredDomainIds(await findItems(trx, order.id)),
      payment,
      reason,
    );
  },

  async ended(trx, ctx, payment, reason) {
    const order = await lockOrder(trx, purposeIdsOf(payment)[0] as string);
    if (order?.payment_status !== 'awaiting_payment') return;
    const items = await findItems(trx, order.id);
    await cancelUnpaidDomains(trx, ctx, registeredDomainIds(items), reason);
    const now = new Date().toISOString();
    for (const item of items)
      if (item.status !== 'refused')
        await updateItem(trx, item.id, {
          status: 'error',
          status_reason: `${reason}; nothing was charged`,
          updated_at: now,
        });
    await moveOrder(trx, ctx, order, 'error', {
      payment_status: 'unpaid',
      completed_at: now,
      updated_at: now,
    });
  },
};
