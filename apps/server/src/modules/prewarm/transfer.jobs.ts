import type { Transaction } from 'kysely';
import { Type } from 'typebox';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { defineJob } from '../../jobs/job.js';
import { isoNow } from '../../lib/time.js';
import { refund } from '../billing/surface.js';
import { moveDomainToTeam } from '../domains/surface.js';
import { carryProtection } from '../infraguard/surface.js';
import { type MailboxChange, moveMailboxesToTeam } from '../mailboxes/surface.js';
import {
  findItems,
  findOrderById,
  lockOrder,
  moveOrder,
  type OrderMailbox,
  scheduleProgress,
  updateItem,
} from '../orders/surface.js';
import { carryWarmupOver } from '../warmup/surface.js';
import { lockWorkspace } from '../workspaces/surface.js';
import { findStockOfOrder, lockStock } from './prewarm.repository.js';

/**
 * Moves a paid prewarm order's domains into the buyer's workspace, all in one transaction (the
 * buyer's workspace, the order, its stock, each domain, its mailboxes, their warmup
 * subscriptions: LOCK_ORDER): each
 * domain and mailbox keeps its uid, credentials and warmup history and takes the requested
 * usernames and names; the buyer's receiver gets their `domain.status_changed` and
 * `mailbox.status_changed`; the stock is `sold`. The order's progress job then exports the
 * mailboxes to the order's sequencer, if any, and completes the order. Runs once: a retry after
 * the move finds the stock sold and does nothing.
 */
export const transferJob = defineJob({
  name: 'prewarm.transfer',
  payload: Type.Object({
    orderId: Type.String(),
    /** What refunds the buyer if the order is gone (its workspace was deleted) before the move. */
    orderUid: Type.String(),
    chargeEntryId: Type.Union([Type.String(), Type.Null()]),
    totalCents: Type.Integer(),
    keepWarming: Type.Boolean(),
  }),
  async handle(payload, { ctx }) {
    const { orderId, keepWarming } = payload;
    await inTransaction(ctx.db, async (trx) => {
      const found = await findOrderById(trx, orderId);
      if (found) await lockWorkspace(trx, found.workspace_id);
      const order = found ? await lockOrder(trx, orderId) : undefined;
      if (order?.completed_at) return;
      const stock = await lockStock(
        trx,
        (await findStockOfOrder(trx, orderId)).map((s) => s.id),
      );
      if (stock.length === 0 || stock.every((s) => s.status === 'sold')) return;
      const now = isoNow();
      if (!order) return release(trx, payload, now);
      const to = { teamId: order.team_id, workspaceId: order.workspace_id };
      const moved: Array<{ from: { teamId: string; workspaceId: string }; domainId: string }> = [];
      for (const item of await findItems(trx, order.id)) {
        if (item.kind !== 'prewarm' || !item.domain_id) continue;
        const { from } = await moveDomainToTeam(trx, ctx, item.domain_id, to, now);
        moved.push({ from, domainId: item.domain_id });
        const mailboxes = JSON.parse(item.mailboxes) as OrderMailbox[];
        const ids = mailboxes.map((m) => m.source_mailbox_id as string);
        const changes = new Map<string, MailboxChange>(
          mailboxes.map((m) => [
            m.source_mailbox_id as string,
            { username: m.username, first_name: m.first_name, last_name: m.last_name },
          ]),
        );
        await moveMailboxesToTeam(trx, ctx, ids, to, changes, now);
        await carryWarmupOver(trx, ctx, ids, to, keepWarming);
        for (const m of mailboxes)
          Object.assign(m, { state: 'created', mailbox_id: m.source_mailbox_id });
        await updateItem(trx, item.id, {
          status: 'transferred',
          mailboxes: JSON.stringify(mailboxes),
          updated_at: now,
        });
      }
      // The stock's InfraGuard protection (after every lock but the wallet's: LOCK_ORDER).
      await carryProtection(trx, ctx, moved, to);
      for (const s of stock)
        await trx
          .updateTable('prewarm_stock')
          .set({ status: 'sold', sold_at: now, updated_at: now })
          .where('id', '=', s.id)
          .execute();
      await moveOrder(trx, ctx, order, 'processing', { updated_at: now });
      await scheduleProgress(trx, ctx, order.id);
    });
  },
});

/**
 * The buyer's workspace (and with it the order) was deleted before its domains could move: the
 * stock goes back on sale and the charge is refunded, a ledger entry naming the order.
 */
async function release(
  trx: Transaction<DB>,
  paid: { orderId: string; orderUid: string; chargeEntryId: string | null; totalCents: number },
  now: string,
) {
  await trx
    .updateTable('prewarm_stock')
    .set({ status: 'available', order_id: null, updated_at: now })
    .where('order_id', '=', paid.orderId)
    .execute();
  await refund(trx, {
    chargeEntryId: paid.chargeEntryId,
    amountCents: paid.totalCents,
    recordType: 'order',
    recordUid: paid.orderUid,
    description: `Refund of prewarm order ${paid.orderUid}: its workspace was deleted before the domains could move into it`,
    reference: `refund:order:${paid.orderUid}:prewarm`,
    actor: 'system',
  });
}

/** Every job of the prewarm module (registered in `main/jobs.ts`). */
export const prewarmJobs = { transfer: transferJob };
