import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { ApiError, type ErrorDetail } from '../../http/errors.js';
import type { Commit } from '../../http/idempotency.js';
import { newId, newUid } from '../../lib/ids.js';
import { isoNow } from '../../lib/time.js';
import type { ContactDetails } from '../../providers/registrar.js';
import type { PaymentSessionRow } from '../billing/billing.table.js';
import { charge } from '../billing/ledger.service.js';
import { prepareCheckout, recordCheckout } from '../billing/payments.service.js';
import { checkContactDetails } from '../domains/contact-details.js';
import { MAX_MAILBOXES_PER_DOMAIN } from '../domains/domain.lifecycle.js';
import { domainNameProblem, normalizeDomainName } from '../domains/domain-names.js';
import { connectedRow, purchasedRow } from '../domains/domain-rows.js';
import type { Caller } from '../domains/domains.service.js';
import type { DomainRow } from '../domains/domains.table.js';
import { after } from '../domains/job-support.js';
import { checkOrderable, dropZones, type Orderable } from '../domains/orderable.js';
import {
  createAll,
  recordDomainCharges,
  startConnected,
  startPaidRegistrations,
} from '../domains/registration.service.js';
import { quoteMailboxes } from '../mailboxes/mailbox-billing.js';
import { validatePictureUrl } from '../mailboxes/mailboxes.service.js';
import { normalizeUsername, usernameProblem } from '../mailboxes/usernames.js';
import { getSequencer } from '../sequencers/sequencers.service.js';
import { validateWebhookUrl } from '../workspaces/workspaces.service.js';
import { orderLine } from './checkout.js';
import { insertOrder } from './orders.repository.js';
import type { OrderItemRow, OrderMailbox, OrderRow } from './orders.table.js';
import { scheduleProgress } from './progress.jobs.js';

export interface OrderInput {
  domains: Array<{
    name: string;
    type?: 'register' | 'connect';
    registration_years?: number;
    redirect_url?: string;
    contact_details?: ContactDetails;
    mailboxes?: Array<{
      first_name: string;
      last_name: string;
      username?: string;
      email?: string;
      platform: string;
      profile_pic_url?: string;
    }>;
  }>;
  contact_details?: ContactDetails;
  sequencer_uid?: string;
  use_wallet_balance?: boolean;
}

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
  const wanted = checkInput(input);
  const sequencer = input.sequencer_uid
    ? await getSequencer(ctx.db, caller.workspaceId, input.sequencer_uid, 'sequencer_uid')
    : null;
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
    return await commit(async (trx) => {
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
        return { order: { ...order, payment_id: payment.id }, items, payment };
      }
      await startPaidRegistrations(trx, ctx, registered);
      await scheduleProgress(trx, ctx, order.id);
      const entries = await charge(trx, ctx, caller, [orderLine(order, summary)], {
        actor,
        what: 'place the order',
      });
      order.charge_entry_id = entries.get(`order:${order.uid}`)?.id ?? null;
      await trx
        .updateTable('orders')
        .set({ charge_entry_id: order.charge_entry_id })
        .where('id', '=', order.id)
        .execute();
      await recordDomainCharges(trx, registered, () =>
        order.charge_entry_id ? { id: order.charge_entry_id } : undefined,
      );
      return { order, items, payment: null };
    });
  } catch (error) {
    await dropZones(ctx, wanted, checked);
    throw error;
  }
}

/** The domain row an accepted item creates: to register (paid by the order) or connected. */
function domainRow(
  ctx: AppContext,
  caller: Caller,
  w: ReturnType<typeof checkInput>[number],
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

/** Every field checked; a 400 naming each problem (the first in the message). */
function checkInput(input: OrderInput) {
  const problems: ErrorDetail[] = [];
  /** Runs a check that throws a 400; its problems are collected, fields renamed by `field`. */
  const attempt = <T>(work: () => T, field: (name: string) => string = (f) => f): T | null => {
    try {
      return work();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      for (const d of error.details ?? []) problems.push({ ...d, field: field(d.field) });
      return null;
    }
  };
  const names = input.domains.map((d) => normalizeDomainName(d.name));
  const out = input.domains.map((d, i) => {
    const at = `domains[${i}]`;
    const name = names[i] as string;
    const problem = domainNameProblem(name);
    if (problem) problems.push({ field: `${at}.name`, message: problem });
    else if (names.indexOf(name) !== i)
      problems.push({ field: `${at}.name`, message: `repeats ${name}` });
    const kind = d.type ?? 'register';
    const raw = d.contact_details ?? input.contact_details;
    let contact: ContactDetails | null = null;
    if (kind === 'register') {
      if (!raw)
        problems.push({
          field: `${at}.contact_details`,
          message: 'is required to register (here or as the order’s contact_details)',
        });
      else
        contact = attempt(
          () => checkContactDetails(raw),
          (f) => (d.contact_details ? `${at}.${f}` : f),
        );
    }
    const redirectUrl = d.redirect_url?.trim()
      ? attempt(
          () => validateWebhookUrl(d.redirect_url as string),
          () => `${at}.redirect_url`,
        )
      : '';
    const mailboxes = (d.mailboxes ?? []).map((m, j) => {
      const field = `${at}.mailboxes[${j}]`;
      let username = normalizeUsername(m.username ?? '');
      if (m.email !== undefined) {
        const [local = '', host = ''] = m.email.trim().toLowerCase().split('@');
        if (host !== name)
          problems.push({ field: `${field}.email`, message: `must be an address at ${name}` });
        if (!m.username) username = local;
      }
      const bad = usernameProblem(username);
      if (bad) problems.push({ field: `${field}.username`, message: bad });
      const picture =
        attempt(() => validatePictureUrl(m.profile_pic_url ?? '', `${field}.profile_pic_url`)) ??
        '';
      return {
        first_name: m.first_name.trim(),
        last_name: m.last_name.trim(),
        username,
        platform: m.platform,
        profile_picture: picture,
      };
    });
    mailboxes.forEach((m, j) => {
      if (mailboxes.findIndex((o) => o.username === m.username) !== j)
        problems.push({
          field: `${at}.mailboxes[${j}].username`,
          message: `repeats ${m.username}@${name}`,
        });
      if (m.platform !== mailboxes[0]?.platform)
        problems.push({
          field: `${at}.mailboxes[${j}].platform`,
          message: 'differs from the domain’s other mailboxes; one domain holds one platform',
        });
    });
    if (mailboxes.length > MAX_MAILBOXES_PER_DOMAIN)
      problems.push({
        field: `${at}.mailboxes`,
        message: `must hold at most ${MAX_MAILBOXES_PER_DOMAIN} mailboxes (a domain’s limit)`,
      });
    return { name, kind, years: d.registration_years ?? 1, contact, redirectUrl, mailboxes };
  });
  const first = problems[0];
  if (first) {
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
    throw new ApiError('VALIDATION_FAILED', `${first.field} ${first.message}${more}`, problems);
  }
  return out;
}
