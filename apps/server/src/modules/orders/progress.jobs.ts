import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import { type Executor, inTransaction } from '../../db/transaction.js';
import { ApiError } from '../../http/errors.js';
import { defineJob } from '../../jobs/job.js';
import { isoNow } from '../../lib/time.js';
import { refund } from '../billing/surface.js';
import { type DomainStatus, findDomainById } from '../domains/surface.js';
import {
  buyMailboxes,
  findMailboxByInternalId,
  type MailboxRow,
  SETUP_STATUSES,
} from '../mailboxes/surface.js';
import { exportMailboxes, exportStatus } from '../sequencers/surface.js';
import { moveOrder } from './order.events.js';
import { findItems, findOrderById, lockOrder, updateItem } from './orders.repository.js';
import {
  ITEM_DONE,
  type ItemStatus,
  type OrderItemRow,
  type OrderMailbox,
  type OrderRow,
} from './orders.table.js';

/** Domain statuses an order item gives up on (before its mailboxes were bought). */
const DOMAIN_FAILED: readonly DomainStatus[] = [
  'cancelled',
  'deleted',
  'registration_failed',
  'inactive',
  'expired_propagation',
  'scheduled_for_deletion',
];
const REGISTERING: readonly DomainStatus[] = ['cart', 'payment_failed', 'registration_in_progress'];

/** Queues the next look at an order's progress. */
export async function scheduleProgress(db: Executor, ctx: AppContext, orderId: string) {
  const runAt = new Date(Date.now() + ctx.providers.pace.orderPollMs);
  await ctx.jobs.enqueue(
    db,
    progressJob,
    { orderId },
    { key: `order-progress:${orderId}:${runAt.toISOString()}`, runAt },
  );
}

/**
 * Moves a paid order along, domain by domain, over the services that do the work: waits for the
 * domain to be active (registered and propagated, or connected), buys its mailboxes (paid by the
 * order), waits for them to be set up, exports the active ones to the order's sequencer, and
 * records each step on the item. A domain that fails before its mailboxes were bought ends its
 * item in `error` and gives the mailboxes' share of the charge back (the domain's own share is
 * refunded by the domain when its registration fails). Looks again every `orderPollMs` until
 * every item is done; the order is then `done`, or `error` when any item failed.
 */
export const progressJob = defineJob({
  name: 'orders.progress',
  payload: Type.Object({ orderId: Type.String() }),
  async handle({ orderId }, { ctx }) {
    const order = await findOrderById(ctx.db, orderId);
    if (!order || order.completed_at || order.payment_status !== 'paid') return;
    for (const item of await findItems(ctx.db, order.id))
      if (!ITEM_DONE.includes(item.status)) await advance(ctx, order, item);
    await inTransaction(ctx.db, async (trx) => {
      const fresh = await lockOrder(trx, order.id);
      // Gone: its workspace was deleted meanwhile.
      if (!fresh || fresh.completed_at) return;
      const items = await findItems(trx, order.id);
      const now = isoNow();
      if (items.every((i) => ITEM_DONE.includes(i.status))) {
        const failed = items.some((i) => i.status === 'error');
        await moveOrder(trx, ctx, fresh, failed ? 'error' : 'done', {
          completed_at: now,
          updated_at: now,
        });
        return;
      }
      if (fresh.status === 'queued')
        await moveOrder(trx, ctx, fresh, 'processing', { updated_at: now });
      await scheduleProgress(trx, ctx, order.id);
    });
  },
});

/** One step of one item, as far as it can go now. */
async function advance(ctx: AppContext, order: OrderRow, item: OrderItemRow) {
  const mailboxes = JSON.parse(item.mailboxes) as OrderMailbox[];
  const bought = mailboxes.filter((m) => m.state === 'created');
  if (bought.length === 0) {
    const domain = item.domain_id ? await findDomainById(ctx.db, item.domain_id) : undefined;
    if (!domain || DOMAIN_FAILED.includes(domain.status))
      return fail(
        ctx,
        order,
        item,
        domain?.status_reason || `the domain is ${domain?.status ?? 'gone'}`,
      );
    if (domain.status !== 'active')
      return write(ctx, order, item, {
        status: REGISTERING.includes(domain.status) ? 'registering' : 'waiting_for_activation',
      });
    if (mailboxes.some((m) => m.state === 'queued')) return buy(ctx, order, item, mailboxes);
  }
  const rows = (await Promise.all(
    bought.map((m) => findMailboxByInternalId(ctx.db, m.mailbox_id as string)),
  )) as MailboxRow[];
  if (rows.some((r) => (SETUP_STATUSES as readonly string[]).includes(r.status)))
    return write(ctx, order, item, { status: 'creating_mailboxes' });
  const active = rows.filter((r) => r.status === 'active');
  const caller = { teamId: order.team_id, workspaceId: order.workspace_id, actor: 'system' };
  if (order.sequencer_uid && active.length > 0) {
    if (bought.every((m) => m.export_uid === null)) {
      const refused = await exportMailboxes(ctx, caller, {
        sequencerUid: order.sequencer_uid,
        mailboxUids: active.map((r) => r.uid),
      }).then(
        () => null,
        (error: unknown) => {
          if (error instanceof ApiError) return error.message;
          throw error;
        },
      );
      if (refused)
        return complete(ctx, order, item, mailboxes, `the export was refused: ${refused}`);
      const { rows: exports } = await exportStatus(
        ctx.db,
        order.workspace_id,
        { sequencerUid: order.sequencer_uid, mailboxUids: active.map((r) => r.uid), uids: [] },
        0,
        100,
      );
      for (const m of bought)
        m.export_uid = exports.find((e) => e.mailbox_id === m.mailbox_id)?.uid ?? null;
      return write(ctx, order, item, { status: 'exporting', mailboxes: JSON.stringify(mailboxes) });
    }
    const uids = bought.flatMap((m) => (m.export_uid ? [m.export_uid] : []));
    const { rows: exports } = await exportStatus(
      ctx.db,
      order.workspace_id,
      { uids, mailboxUids: [] },
      0,
      100,
    );
    if (exports.some((e) => e.status !== 'completed' && e.status !== 'failed'))
      return write(ctx, order, item, { status: 'exporting' });
    const failed = exports.filter((e) => e.status === 'failed');
    if (failed.length > 0)
      return complete(ctx, order, item, mailboxes, `${failed.length} export(s) failed`);
  }
  const lost =
    rows.filter((r) => r.status !== 'active').length +
    mailboxes.filter((m) => m.state === 'refused').length;
  return complete(ctx, order, item, mailboxes, lost > 0 ? `${lost} mailbox(es) not active` : '');
}

/** Buys the item's mailboxes on its active domain, paid by the order, recording them at once. */
async function buy(
  ctx: AppContext,
  order: OrderRow,
  item: OrderItemRow,
  mailboxes: OrderMailbox[],
) {
  const queued = mailboxes.filter((m) => m.state === 'queued');
  const caller = { teamId: order.team_id, workspaceId: order.workspace_id, actor: 'system' };
  try {
    await buyMailboxes(
      ctx,
      caller,
      {
        mailboxes: queued.map((m) => ({
          first_name: m.first_name,
          last_name: m.last_name,
          username: m.username,
          platform: m.platform,
          domain_name: item.name,
          profile_picture: m.profile_picture,
        })),
      },
      (work) =>
        inTransaction(ctx.db, async (trx) => {
          await lockOrder(trx, order.id);
          const result = await work(trx);
          result.mailboxes.forEach((row, k) => {
            Object.assign(queued[k] as OrderMailbox, { state: 'created', mailbox_id: row.id });
          });
          await updateItem(trx, item.id, {
            status: 'creating_mailboxes',
            mailboxes: JSON.stringify(mailboxes),
            updated_at: isoNow(),
          });
          return result;
        }),
      { chargeEntryId: order.charge_entry_id, pricesCents: queued.map((m) => m.price_cents) },
    );
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    for (const m of queued) Object.assign(m, { state: 'refused', reason: error.message });
    await inTransaction(ctx.db, async (trx) => {
      await lockOrder(trx, order.id);
      await updateItem(trx, item.id, {
        mailboxes: JSON.stringify(mailboxes),
        updated_at: isoNow(),
      });
      await refundShare(trx, order, item, queued, 'mailboxes', 'its mailboxes could not be bought');
    });
  }
}

/** The item failed before its mailboxes were bought: `error`, their share refunded. */
async function fail(ctx: AppContext, order: OrderRow, item: OrderItemRow, why: string) {
  const mailboxes = JSON.parse(item.mailboxes) as OrderMailbox[];
  const queued = mailboxes.filter((m) => m.state === 'queued');
  for (const m of queued) Object.assign(m, { state: 'refused', reason: 'its domain failed' });
  await inTransaction(ctx.db, async (trx) => {
    await lockOrder(trx, order.id);
    await updateItem(trx, item.id, {
      status: 'error',
      status_reason: why,
      mailboxes: JSON.stringify(mailboxes),
      updated_at: isoNow(),
    });
    await refundShare(trx, order, item, queued, 'mailboxes', `${item.name} failed`);
  });
}

/** Done: `completed`, or `warning` with what went wrong. */
async function complete(
  ctx: AppContext,
  order: OrderRow,
  item: OrderItemRow,
  mailboxes: OrderMailbox[],
  problem: string,
) {
  await write(ctx, order, item, {
    status: problem ? 'warning' : 'completed',
    status_reason: problem,
    mailboxes: JSON.stringify(mailboxes),
  });
}

/** Gives back the order's charge for these mailboxes (once per item and kind). */
async function refundShare(
  trx: Parameters<typeof refund>[0],
  order: OrderRow,
  item: OrderItemRow,
  mailboxes: readonly OrderMailbox[],
  what: string,
  why: string,
) {
  await refund(trx, {
    chargeEntryId: order.charge_entry_id,
    amountCents: mailboxes.reduce((sum, m) => sum + m.price_cents, 0),
    recordType: 'order',
    recordUid: order.uid,
    description: `Refund of order ${order.uid}, ${item.name} ${what}: ${why}`,
    reference: `refund:order:${order.uid}:${item.position}:${what}`,
    actor: 'system',
  });
}

async function write(
  ctx: AppContext,
  order: OrderRow,
  item: OrderItemRow,
  changes: { status: ItemStatus; status_reason?: string; mailboxes?: string },
) {
  if (changes.status === item.status && changes.mailboxes === undefined) return;
  await inTransaction(ctx.db, async (trx) => {
    await lockOrder(trx, order.id);
    await updateItem(trx, item.id, { ...changes, updated_at: isoNow() });
  });
}
