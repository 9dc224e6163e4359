import { Type } from 'typebox';
import { inTransaction } from '../../db/transaction.js';
import { defineJob } from '../../jobs/job.js';
import { isoNow } from '../../lib/time.js';
import { moveDomainToTeam } from '../domains/domain-transfer.js';
import { type MailboxChange, moveMailboxesToTeam } from '../mailboxes/mailbox-transfer.js';
import {
  findItems,
  findOrderById,
  lockOrder,
  updateItem,
  updateOrder,
} from '../orders/orders.repository.js';
import type { OrderMailbox } from '../orders/orders.table.js';
import { scheduleProgress } from '../orders/progress.jobs.js';
import { carryWarmupOver, INCLUDED_WARMUP_DAYS } from '../warmup/warmup.transfer.js';
import { lockWorkspace } from '../workspaces/workspaces.service.js';
import { findStockOfOrder, lockStock } from './prewarm.repository.js';

const DAY = 86_400_000;

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
  payload: Type.Object({ orderId: Type.String(), keepWarming: Type.Boolean() }),
  async handle({ orderId, keepWarming }, { ctx }) {
    await inTransaction(ctx.db, async (trx) => {
      const found = await findOrderById(trx, orderId);
      if (!found || !(await lockWorkspace(trx, found.workspace_id))) return;
      const order = await lockOrder(trx, orderId);
      if (!order || order.completed_at) return;
      const stock = await lockStock(
        trx,
        (await findStockOfOrder(trx, order.id)).map((s) => s.id),
      );
      if (stock.length === 0 || stock.every((s) => s.status === 'sold')) return;
      const now = isoNow();
      const to = { teamId: order.team_id, workspaceId: order.workspace_id };
      const includedUntil = new Date(Date.now() + INCLUDED_WARMUP_DAYS * DAY).toISOString();
      for (const item of await findItems(trx, order.id)) {
        if (item.kind !== 'prewarm' || !item.domain_id) continue;
        await moveDomainToTeam(trx, ctx, item.domain_id, to, now);
        const mailboxes = JSON.parse(item.mailboxes) as OrderMailbox[];
        const ids = mailboxes.map((m) => m.source_mailbox_id as string);
        const changes = new Map<string, MailboxChange>(
          mailboxes.map((m) => [
            m.source_mailbox_id as string,
            { username: m.username, first_name: m.first_name, last_name: m.last_name },
          ]),
        );
        await moveMailboxesToTeam(trx, ctx, ids, to, changes, now);
        await carryWarmupOver(trx, ctx, ids, to, keepWarming, includedUntil, now);
        for (const m of mailboxes)
          Object.assign(m, { state: 'created', mailbox_id: m.source_mailbox_id });
        await updateItem(trx, item.id, {
          status: 'transferred',
          mailboxes: JSON.stringify(mailboxes),
          updated_at: now,
        });
      }
      for (const s of stock)
        await trx
          .updateTable('prewarm_stock')
          .set({ status: 'sold', sold_at: now, updated_at: now })
          .where('id', '=', s.id)
          .execute();
      await updateOrder(trx, order.id, { status: 'processing', updated_at: now });
      await scheduleProgress(trx, ctx, order.id);
    });
  },
});

/** Every job of the prewarm module (registered in `jobs/registry.ts`). */
export const prewarmJobs = { transfer: transferJob };
