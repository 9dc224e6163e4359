import type { AppContext } from '../../context.js';
import { ApiError, type ErrorDetail } from '../../http/errors.js';
import type { Commit } from '../../http/idempotency.js';
import { requireReal } from '../../http/simulated.js';
import { newId, newUid } from '../../lib/ids.js';
import { isoNow } from '../../lib/time.js';
import { throwAll } from '../domains/surface.js';
import {
  liveMailboxesOfDomain,
  mailboxNeeds,
  normalizeUsername,
  usernameProblem,
} from '../mailboxes/surface.js';
import {
  chargeOrder,
  emitOrderEvent,
  insertOrder,
  type OrderItemRow,
  type OrderMailbox,
  type OrderRow,
} from '../orders/surface.js';
import { getSequencer } from '../sequencers/surface.js';
import { lockRequestWorkspace } from '../workspaces/surface.js';
import { stockPriceCents } from './prewarm.present.js';
import { findStockFor, lockStock } from './prewarm.repository.js';
import type { PrewarmStockRow } from './prewarm.table.js';
import { transferJob } from './transfer.jobs.js';

export interface BuyDomainInput {
  domains: Array<{
    domain_id?: string;
    domain_name?: string;
    mailboxes?: Array<{ username?: string; first_name?: string; last_name?: string }>;
  }>;
  sequencer_uid?: string;
  keep_warming?: boolean;
}

export interface PrewarmCaller {
  teamId: string;
  workspaceId: string;
  actor: string;
}

export interface BoughtDomains {
  order: OrderRow;
  items: OrderItemRow[];
}

/**
 * Buys prewarmed domains: each named by `domain_id` (from search) or `domain_name`, with optional
 * new usernames and names for its mailboxes, in the order search lists them. Bad input is a 400
 * naming the field; an unknown domain or sequencer a 404; nothing is written. Then, in one
 * transaction, the stock is locked and checked (another order holding or having bought it, or a
 * domain still warming, is a 409 naming it), held for this order, and the whole is charged once
 * at its age tier's price (402 `INSUFFICIENT_FUNDS`, nothing held or created, when the wallet
 * holds less). A job then moves the domains and mailboxes into the workspace.
 */
export async function buyPrewarmed(
  ctx: AppContext,
  caller: PrewarmCaller,
  input: BuyDomainInput,
  commit: Commit<BoughtDomains>,
): Promise<BoughtDomains> {
  const invalid: ErrorDetail[] = [];
  const seen = new Set<string>();
  input.domains.forEach((d, i) => {
    if (!d.domain_id && !d.domain_name)
      invalid.push({ field: `domains[${i}]`, message: 'needs domain_id or domain_name' });
    const key = d.domain_id ?? d.domain_name?.toLowerCase() ?? '';
    if (seen.has(key)) invalid.push({ field: `domains[${i}]`, message: 'repeats a domain' });
    seen.add(key);
    const names = new Set<string>();
    (d.mailboxes ?? []).forEach((m, j) => {
      if (m.username === undefined) return;
      const username = normalizeUsername(m.username);
      const problem = usernameProblem(username);
      const field = `domains[${i}].mailboxes[${j}].username`;
      if (problem) invalid.push({ field, message: problem });
      if (names.has(username)) invalid.push({ field, message: `repeats ${username}` });
      names.add(username);
    });
  });
  throwAll('VALIDATION_FAILED', invalid);
  const sequencer = input.sequencer_uid
    ? await getSequencer(ctx.db, caller.workspaceId, input.sequencer_uid, 'sequencer_uid')
    : null;
  const wanted = await Promise.all(
    input.domains.map(async (d, i) => {
      const stock = await findStockFor(
        ctx.db,
        d.domain_id ? { uid: d.domain_id } : { name: (d.domain_name ?? '').toLowerCase() },
      );
      const field = `domains[${i}].${d.domain_id ? 'domain_id' : 'domain_name'}`;
      if (!stock)
        throw new ApiError(
          'NOT_FOUND',
          `${field}: no prewarmed domain ${d.domain_id ?? d.domain_name}`,
          [{ field, message: 'no such prewarmed domain' }],
        );
      const mailboxes = await liveMailboxesOfDomain(ctx.db, stock.domain_id);
      if ((d.mailboxes ?? []).length > mailboxes.length)
        throwAll('VALIDATION_FAILED', [
          {
            field: `domains[${i}].mailboxes`,
            message: `${stock.name} has ${mailboxes.length} mailboxes`,
          },
        ]);
      return { stock, mailboxes, asked: d.mailboxes ?? [] };
    }),
  );
  requireReal(ctx, 'Buying prewarmed domains', [
    { family: 'dns_host' },
    ...mailboxNeeds(wanted.flatMap((w) => w.mailboxes)),
    ...(sequencer ? [{ family: 'sequencer_platform', platform: sequencer.platform } as const] : []),
  ]);
  return commit(async (trx) => {
    // What is added to a workspace locks it first, so a deletion of it counts this order.
    await lockRequestWorkspace(trx, caller.workspaceId);
    const locked = await lockStock(
      trx,
      wanted.map((w) => w.stock.id),
    );
    const now = new Date();
    const problems: ErrorDetail[] = [];
    const prices = wanted.map((w, i) => {
      const row = locked.find((s) => s.id === w.stock.id) as PrewarmStockRow;
      const price = stockPriceCents(row, now);
      const field = `domains[${i}]`;
      if (row.status !== 'available')
        problems.push({
          field,
          message: `${row.name} was already ${row.status === 'sold' ? 'sold' : 'taken by another order'}`,
        });
      else if (price === null)
        problems.push({ field, message: `${row.name} is still warming (less than 2 weeks)` });
      return price ?? 0;
    });
    throwAll('CONFLICT', problems);
    const stamp = isoNow();
    const order: OrderRow = {
      id: newId(),
      uid: newUid(),
      team_id: caller.teamId,
      workspace_id: caller.workspaceId,
      status: 'queued',
      payment_type: 'wallet',
      payment_status: 'paid',
      total_cents: prices.reduce((a, b) => a + b, 0),
      charge_entry_id: null,
      payment_id: null,
      sequencer_uid: sequencer?.uid ?? null,
      created_at: stamp,
      updated_at: stamp,
      completed_at: null,
    };
    const items = wanted.map(
      (w, i): OrderItemRow => ({
        id: newId(),
        order_id: order.id,
        position: i,
        name: w.stock.name,
        kind: 'prewarm',
        registration_years: 0,
        price_cents: 0,
        status: 'queued',
        status_reason: '',
        domain_id: w.stock.domain_id,
        mailboxes: JSON.stringify(
          w.mailboxes.map((m, j): OrderMailbox => {
            const asked = w.asked[j] ?? {};
            return {
              first_name: asked.first_name?.trim() || m.first_name,
              last_name: asked.last_name?.trim() || m.last_name,
              username: asked.username ? normalizeUsername(asked.username) : m.username,
              platform: m.platform,
              profile_picture: m.profile_picture,
              price_cents: (prices[i] ?? 0) / w.mailboxes.length,
              state: 'queued',
              mailbox_id: null,
              reason: '',
              export_uid: null,
              source_mailbox_id: m.id,
            };
          }),
        ),
        updated_at: stamp,
      }),
    );
    await insertOrder(trx, order, items);
    for (const row of locked)
      await trx
        .updateTable('prewarm_stock')
        .set({ status: 'held', order_id: order.id, updated_at: stamp })
        .where('id', '=', row.id)
        .execute();
    const summary = `Prewarm order ${order.uid}: ${items.length} domain${items.length === 1 ? '' : 's'}, ${wanted.reduce((n, w) => n + w.mailboxes.length, 0)} mailboxes`;
    order.charge_entry_id = await chargeOrder(trx, ctx, caller, order, summary, {
      actor: caller.actor,
      what: 'buy prewarmed domains',
    });
    await ctx.jobs.enqueue(
      trx,
      transferJob,
      {
        orderId: order.id,
        orderUid: order.uid,
        chargeEntryId: order.charge_entry_id,
        totalCents: order.total_cents,
        keepWarming: input.keep_warming !== false,
      },
      { key: `prewarm-transfer:${order.id}` },
    );
    await emitOrderEvent(trx, ctx, order.id, null);
    return { order, items };
  });
}
