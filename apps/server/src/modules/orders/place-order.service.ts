import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { ApiError } from '../../http/errors.js';
import type { Commit } from '../../http/idempotency.js';
import { requireReal } from '../../http/simulated.js';
import { newId, newUid } from '../../lib/ids.js';
import { isoNow } from '../../lib/time.js';
import type { ContactDetails } from '../../providers/registrar.js';
import type { ProviderNeed } from '../../providers/status.js';
import { getRegistrantContact } from '../accounts/surface.js';
import { type PaymentSessionRow, prepareCheckout, recordCheckout } from '../billing/surface.js';
import {
  after,
  type Caller,
  checkOrderable,
  connectedRow,
  createAll,
  type DomainRow,
  dropZones,
  type Orderable,
  purchasedRow,
  recordDomainCharges,
  startConnected,
  startPaidRegistrations,
  uniqueNames,
} from '../domains/surface.js';
import { mailboxNeeds, quoteMailboxes } from '../mailboxes/surface.js';
import { getSequencer } from '../sequencers/surface.js';
import { chargeOrder } from './checkout.js';
import { emitOrderEvent } from './order.events.js';
import { checkOrderInput, type OrderInput } from './order-input.js';
import { insertOrder } from './orders.repository.js';
import type { OrderItemRow, OrderMailbox, OrderRow } from './orders.table.js';
import { scheduleProgress } from './progress.jobs.js';

export interface PlacedOrder {
  order: OrderRow;
  items: OrderItemRow[];
  payment: PaymentSessionRow | null;
}

/**
 * Places an order. Bad input anywhere is a 400 naming the field, and an unknown sequencer a 404;
 * nothing is written. Each domain is then checked: one that cannot be had (taken, banned, not
 * sold, already yours, refused by the DNS host) is refused and costs nothing; when every domain
 * is refused the answer is a 409 listing each. The rest are charged once, as one ledger entry for
 * the whole (their registration and their mailboxes' first month; 402 `INSUFFICIENT_FUNDS` and
 * nothing written when the wallet holds less), or, with `use_wallet_balance: false`, paid by one
 * checkout. Domains are created at once (registering, or connected and waiting for their
 * nameservers); a job then buys each domain's mailboxes once it is active and exports them.
 */
export async function placeOrder(
  ctx: AppContext,
  caller: Caller,
  input: OrderInput,
  commit: Commit<PlacedOrder> = (work) => inTransaction(ctx.db, work),
): Promise<PlacedOrder> {
  const wanted = checkOrderInput(input, await getRegistrantContact(ctx.db, caller.teamId));
  const sequencer = input.sequencer_uid
    ? await getSequencer(ctx.db, caller.workspaceId, input.sequencer_uid, 'sequencer_uid')
    : null;
  requireReal(ctx, 'Placing this order', [
    ...(input.domains.some((d) => (d.type ?? 'register') === 'register')
      ? [{ family: 'registrar' } as ProviderNeed]
      : []),
    { family: 'dns_host' },
    ...mailboxNeeds(input.domains.flatMap((d) => d.mailboxes ?? [])),
    ...(sequencer ? [{ family: 'sequencer_platform', platform: sequencer.platform } as const] : []),
  ]);
  const checked = await checkOrderable(ctx, caller, wanted);
  const accepted = wanted.filter((_w, i) => !checked[i]?.refusal);
  if (accepted.length === 0) {
    const details = wanted.map((w, i) => ({
      field: `domains[${i}].name`,
      message: `${checked[i]?.refusal}: ${w.name}`,
    }));
    throw new ApiError(
      'CONFLICT',
      `No domain of the order can be had: ${details[0]?.field} ${details[0]?.message}${details.length > 1 ? ` (and ${details.length - 1} more)` : ''}`,
      details,
    );
  }
  const prices = await quoteMailboxes(
    ctx.db,
    ctx,
    caller,
    accepted.flatMap((w) => w.mailboxes.map((m) => m.platform)),
  );
  const now = isoNow();
  const order: OrderRow = {
    id: newId(),
    uid: newUid(),
    team_id: caller.teamId,
    workspace_id: caller.workspaceId,
    status: 'queued',
    payment_type:
      input.use_wallet_balance === false && ctx.config.billing.enabled ? 'checkout' : 'wallet',
    payment_status: 'paid',
    total_cents: 0,
    charge_entry_id: null,
    payment_id: null,
    sequencer_uid: sequencer?.uid ?? null,
    created_at: now,
    updated_at: now,
    completed_at: null,
  };
  let next = 0;
  const items = wanted.map((w, i): OrderItemRow & { row: DomainRow | null } => {
    const c = checked[i] as Orderable;
    const row = c.refusal ? null : domainRow(ctx, caller, w, c, now);
    return {
      id: newId(),
      order_id: order.id,
      position: i,
      name: w.name,
      kind: w.kind,
      registration_years: w.kind === 'register' ? w.years : 0,
      price_cents: row ? (row.registration_price_cents ?? 0) * row.registration_years : 0,
      status: c.refusal ? 'refused' : 'queued',
      status_reason: c.refusal ? `${c.refusal}; not charged` : '',
      domain_id: row?.id ?? null,
      mailboxes: JSON.stringify(
        w.mailboxes.map(
          (m): OrderMailbox => ({
            ...m,
            price_cents: c.refusal ? 0 : (prices[next++] ?? 0),
            state: c.refusal ? 'refused' : 'queued',
            mailbox_id: null,
            reason: c.refusal ? 'its domain was refused' : '',
            export_uid: null,
          }),
        ),
      ),
      updated_at: now,
      row,
    };
  });
  order.total_cents = items.reduce(
    (sum, item) =>
      sum +
      item.price_cents +
      (JSON.parse(item.mailboxes) as OrderMailbox[]).reduce((s, m) => s + m.price_cents, 0),
    0,
  );
  const summary = `Order ${order.uid}: ${accepted.length} domain${accepted.length === 1 ? '' : 's'}, ${prices.length} mailbox${prices.length === 1 ? '' : 'es'}`;
  const actor = caller.actor ?? 'system';
  try {
    const checkout =
      order.payment_type === 'checkout'
        ? await prepareCheckout(ctx, {
            payer: caller,
            purpose: 'order',
            amountCents: order.total_cents,
            description: summary,
            actor,
          })
        : null;
    if (checkout) order.payment_status = 'awaiting_payment';
    // A name another request took after the check above is a 409 (a 500 on PostgreSQL before).
    return await uniqueNames(() =>
      commit(async (trx) => {
        await insertOrder(trx, order, items);
        const rows = items.flatMap((i) => (i.row ? [i.row] : []));
        const domains = await createAll(trx, ctx, rows);
        await startConnected(
          trx,
          ctx,
          domains.filter((d) => d.connection_type === 'connected'),
        );
        const registered = domains.filter((d) => d.connection_type === 'purchased');
        if (checkout) {
          const payment = await recordCheckout(trx, ctx, checkout, [order.id]);
          await trx
            .updateTable('orders')
            .set({ payment_id: payment.id, payment_status: 'awaiting_payment' })
            .where('id', '=', order.id)
            .execute();
          await emitOrderEvent(trx, ctx, order.id, null);
          return { order: { ...order, payment_id: payment.id }, items, payment };
        }
        await startPaidRegistrations(trx, ctx, registered);
        await scheduleProgress(trx, ctx, order.id);
        order.charge_entry_id = await chargeOrder(trx, ctx, caller, order, summary, {
          actor,
          what: 'place the order',
        });
        await recordDomainCharges(trx, registered, () =>
          order.charge_entry_id ? { id: order.charge_entry_id } : undefined,
        );
        await emitOrderEvent(trx, ctx, order.id, null);
        return { order, items, payment: null };
      }),
    );
  } catch (error) {
    await dropZones(ctx, wanted, checked);
    throw error;
  }
}

/** The domain row an accepted item creates: to register (paid by the order) or connected. */
function domainRow(
  ctx: AppContext,
  caller: Caller,
  w: ReturnType<typeof checkOrderInput>[number],
  c: Orderable,
  now: string,
): DomainRow {
  const forwarding = w.redirectUrl ? { forwardingUrl: w.redirectUrl } : {};
  if (w.kind === 'connect')
    return connectedRow(caller, w.name, now, {
      zone: c.zone as NonNullable<Orderable['zone']>,
      deadline: after(ctx.providers.pace.connectDeadlineMs),
      ...forwarding,
    });
  return purchasedRow(caller, w.name, now, {
    quote: c.quote as NonNullable<Orderable['quote']>,
    years: w.years,
    contact: w.contact as ContactDetails,
    ...forwarding,
  });
}
