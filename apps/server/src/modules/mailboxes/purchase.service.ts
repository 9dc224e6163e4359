import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { DB } from '../../db/schema.js';
import { ApiError, conflict, type ErrorDetail } from '../../http/errors.js';
import type { Commit } from '../../http/idempotency.js';
import { requireReal } from '../../http/simulated.js';
import { checkHttpUrl } from '../../http/url-field.js';
import { isoNow } from '../../lib/time.js';
import { type PaymentSessionRow, prepareCheckout, recordCheckout } from '../billing/surface.js';
import {
  claimMailPlatform,
  type DomainRow,
  findDomainById,
  getDomainsByNames,
  lockDomains,
  reserveMailboxSlots,
} from '../domains/surface.js';
import { mailboxNeeds, platformProfile } from './mailbox.platforms.js';
import { addressKeyOf, createMailbox, transitionMailbox } from './mailbox.transition.js';
import { chargeSetups, quoteMailboxes } from './mailbox-billing.js';
import { findAddressHolder } from './mailboxes.repository.js';
import {
  type Caller,
  getMailboxesByUids,
  lockMailboxes,
  requireStatuses,
} from './mailboxes.service.js';
import type { MailboxRow } from './mailboxes.table.js';
import { newMailboxRow } from './new-mailbox.js';
import { scheduleSetupStep } from './setup.jobs.js';
import { normalizeUsername, usernameProblem } from './usernames.js';

export interface BuyInput {
  mailboxes: Array<{
    first_name: string;
    last_name: string;
    username: string;
    platform: string;
    domain_name: string;
    profile_picture?: string;
  }>;
  use_wallet_balance?: boolean;
}

/** Mailboxes bought, and the checkout that pays for them when they are not paid from the wallet. */
export interface Purchase {
  mailboxes: MailboxRow[];
  payment: PaymentSessionRow | null;
}

/**
 * Buys mailboxes. Everything is checked first and every problem is listed by its
 * `mailboxes[i].<field>`: a malformed username or picture, or two entries for one address, is a
 * 400; a domain not in the workspace a 404; a domain not active, an address already taken, or a
 * domain whose platform differs is a 409; and nothing is bought. Then, through `commit` (one
 * transaction, with the Idempotency-Key when given), each domain's slots and platform are taken
 * (409 when the domain is full) and each mailbox is created in `scheduled`, and paid: from the
 * wallet (its first month; 402 `INSUFFICIENT_FUNDS` and nothing bought when the wallet holds less
 * than the whole), with its first setup step queued; or, with `use_wallet_balance: false`, by a
 * checkout page, waiting in `scheduled` until it is paid (`checkout.ts`).
 */
export async function buyMailboxes(
  ctx: AppContext,
  caller: Caller,
  input: BuyInput,
  commit: Commit<Purchase>,
  /** Already paid (by an order): the charge and each mailbox's share of it; nothing is charged. */
  prepaid?: { chargeEntryId: string | null; pricesCents: readonly number[] },
): Promise<Purchase> {
  // An order's mailboxes were checked when the order was placed.
  if (!prepaid) requireReal(ctx, 'Buying mailboxes', mailboxNeeds(input.mailboxes));
  const items = normalizeItems(input.mailboxes);
  const check = await checkPurchase(ctx, caller, items);
  throwAll('VALIDATION_FAILED', check.invalid);
  if (check.missing) {
    const { field, message } = check.missing;
    throw new ApiError('NOT_FOUND', `${field}: ${message}`, [check.missing]);
  }
  throwAll('VALIDATION_FAILED', check.repeats);
  throwAll('CONFLICT', check.problems);
  const domains = check.domains as DomainRow[];

  const checkout =
    input.use_wallet_balance === false && ctx.config.billing.enabled && !prepaid
      ? await checkoutFor(ctx, caller, items)
      : null;
  try {
    return await commit(async (trx) => {
      const created: MailboxRow[] = [];
      const byDomain = new Map<string, number[]>();
      for (const [i, domain] of domains.entries()) {
        byDomain.set(domain.id, [...(byDomain.get(domain.id) ?? []), i]);
      }
      // Locked and checked again: a removal or rotation of the domain decided meanwhile (each
      // locks the domain too) is seen here, and the buy is refused with nothing created.
      const locked = await lockDomains(trx, [...new Set(domains)]);
      throwAll(
        'CONFLICT',
        items.flatMap((_item, i) => {
          const domain = locked.find((d) => d.id === domains[i]?.id) as DomainRow;
          return domain.status === 'active'
            ? []
            : [
                {
                  field: `mailboxes[${i}].domain_name`,
                  message: `${domain.name} is ${domain.status}; mailboxes need an active domain`,
                },
              ];
        }),
      );
      for (const [domainId, indexes] of byDomain) {
        const domain = locked.find((d) => d.id === domainId) as DomainRow;
        const platform = (items[indexes[0] as number] as BuyInput['mailboxes'][number]).platform;
        await reserveMailboxSlots(trx, domain, caller.workspaceId, indexes.length);
        await claimMailPlatform(trx, domain, platform);
        for (const [n, i] of indexes.entries()) {
          const item = items[i] as BuyInput['mailboxes'][number];
          const row = newMailboxRow(
            ctx,
            caller,
            domain,
            {
              platform: item.platform,
              username: item.username,
              first_name: item.first_name.trim(),
              last_name: item.last_name.trim(),
              profile_picture: item.profile_picture ?? '',
              status: 'scheduled',
              existing: domain.mailbox_count + n,
            },
            isoNow(),
          );
          if (checkout) row.charge_cents = checkout.prices[i] ?? 0;
          if (prepaid) {
            row.charge_entry_id = prepaid.chargeEntryId;
            row.charge_cents = prepaid.pricesCents[i] ?? 0;
          }
          created[i] = await createMailbox(trx, ctx, row);
          if (!checkout) await scheduleSetupStep(trx, ctx, created[i] as MailboxRow);
        }
      }
      if (checkout) {
        const ids = created.map((m) => m.id);
        return {
          mailboxes: created,
          payment: await recordCheckout(trx, ctx, checkout.prepared, ids),
        };
      }
      if (!prepaid) await chargeSetups(trx, ctx, caller, created, 'purchase');
      return { mailboxes: created, payment: null };
    });
  } catch (error) {
    // Another request took one of these addresses between our check and this insert.
    if (isUniqueViolation(error))
      throw conflict('One of these addresses was just taken; check availability and try again');
    throw error;
  }
}

/** The checkout page for mailboxes paid by card: their first month, as quoted now. */
async function checkoutFor(ctx: AppContext, caller: Caller, items: BuyInput['mailboxes']) {
  const prices = await quoteMailboxes(
    ctx.db,
    ctx,
    caller,
    items.map((m) => m.platform),
  );
  const prepared = await prepareCheckout(ctx, {
    payer: caller,
    purpose: 'mailboxes',
    amountCents: prices.reduce((sum, p) => sum + p, 0),
    description: `${items.length} mailbox${items.length === 1 ? '' : 'es'}, first month`,
    actor: caller.actor ?? 'system',
  });
  return { prices, prepared };
}

/** The items of a purchase as they are checked and bought: usernames normalised. */
export function normalizeItems(mailboxes: BuyInput['mailboxes']) {
  return mailboxes.map((m) => ({ ...m, username: normalizeUsername(m.username) }));
}

/**
 * Every problem of a purchase, by `mailboxes[i].<field>`, in the kinds Buy mailboxes answers
 * them: `invalid` (400: a malformed username or picture), `missing` (404: the first domain not in
 * the workspace), `repeats` (400: two entries for one address, or two platforms on one domain)
 * and `problems` (409: a domain not active or holding another platform, an address taken). Buy
 * mailboxes throws them in that order; Validate a mailbox purchase shows them per row.
 */
export async function checkPurchase(
  ctx: AppContext,
  caller: Caller,
  items: ReturnType<typeof normalizeItems>,
) {
  const invalid: ErrorDetail[] = [];
  items.forEach((item, i) => {
    const problem = usernameProblem(item.username);
    if (problem) invalid.push({ field: `mailboxes[${i}].username`, message: problem });
    try {
      item.profile_picture = checkHttpUrl(
        item.profile_picture ?? '',
        `mailboxes[${i}].profile_picture`,
      );
    } catch (error) {
      invalid.push(...((error as ApiError).details ?? []));
    }
  });
  const domains = await lookUpDomains(
    ctx,
    caller,
    items.map((m) => m.domain_name),
  );
  const unknown = domains.findIndex((d) => d === undefined);
  const missing: ErrorDetail | null =
    unknown < 0
      ? null
      : {
          field: `mailboxes[${unknown}].domain_name`,
          message: `no domain ${items[unknown]?.domain_name} in this workspace`,
        };
  const unknownDomains: ErrorDetail[] = [];
  const problems: ErrorDetail[] = [];
  const repeats: ErrorDetail[] = [];
  const seen = new Map<string, number>();
  for (const [i, item] of items.entries()) {
    const domain = domains[i];
    const field = `mailboxes[${i}]`;
    if (!domain) {
      unknownDomains.push({
        field: `${field}.domain_name`,
        message: `no domain ${item.domain_name} in this workspace`,
      });
      continue;
    }
    const email = `${item.username}@${domain.name}`;
    const firstPlatform = items.find((_item, j) => domains[j]?.id === domain.id)?.platform;
    if (seen.has(email)) repeats.push({ field: `${field}.username`, message: `repeats ${email}` });
    seen.set(email, i);
    if (firstPlatform !== item.platform)
      repeats.push({
        field: `${field}.platform`,
        message: `differs from another mailbox of ${domain.name}; one domain holds one platform`,
      });
    if (domain.status !== 'active')
      problems.push({
        field: `${field}.domain_name`,
        message: `${domain.name} is ${domain.status}; mailboxes need an active domain`,
      });
    else if (domain.mail_platform && domain.mail_platform !== item.platform)
      problems.push({
        field: `${field}.platform`,
        message: `${domain.name} already has ${domain.mail_platform} mailboxes; one domain holds one platform`,
      });
    if (
      await findAddressHolder(
        ctx.db,
        addressKeyOf({ domain_id: domain.id, username: item.username }),
      )
    )
      problems.push({ field: `${field}.username`, message: `Mailbox ${email} already exists` });
  }
  return { domains, invalid, missing, unknownDomains, repeats, problems };
}

/** Each name's domain in the workspace, or undefined for a name it does not hold. */
async function lookUpDomains(ctx: AppContext, caller: Caller, names: readonly string[]) {
  try {
    return (await getDomainsByNames(ctx.db, caller.workspaceId, names)) as Array<
      DomainRow | undefined
    >;
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'NOT_FOUND') throw error;
    const known = new Map<string, DomainRow>();
    for (const name of new Set(names)) {
      const found = await getDomainsByNames(ctx.db, caller.workspaceId, [name]).catch(() => []);
      if (found[0]) known.set(name, found[0]);
    }
    return names.map((name) => known.get(name));
  }
}

/**
 * Re-purchases cancelled or archived MICROSOFT / AZURE mailboxes to reactivate them: each takes
 * its address and a slot of its domain again (409 when either is gone, or the domain is no longer
 * active or has moved to another workspace) and goes `scheduled`, then
 * through its platform's setup with its credentials kept; its first month is charged from the
 * wallet (402 `INSUFFICIENT_FUNDS`, nothing re-purchased, when short) and a new subscription
 * starts when it is active. Other platforms are a 400 naming `uids[i]`.
 */
export async function repurchaseMailboxes(
  ctx: AppContext,
  caller: Caller,
  uids: readonly string[],
  commit: Commit<MailboxRow[]>,
): Promise<MailboxRow[]> {
  const mailboxes = await getMailboxesByUids(ctx.db, caller.workspaceId, uids);
  requireReal(ctx, 'Re-purchasing mailboxes', mailboxNeeds(mailboxes));
  throwAll(
    'VALIDATION_FAILED',
    mailboxes.flatMap((m, i) =>
      platformProfile(m.platform).reactivatable
        ? []
        : [
            {
              field: `uids[${i}]`,
              message: `is a ${m.platform} mailbox; only MICROSOFT and AZURE mailboxes are re-purchased for reactivation`,
            },
          ],
    ),
  );
  requireStatuses(
    mailboxes,
    ['cancelled', 'archived'],
    're-purchase it (only cancelled or archived mailboxes are)',
  );
  try {
    return await commit(async (trx: Transaction<DB>) => {
      const out: MailboxRow[] = [];
      // Locked with their domains and checked again: another request or a job may have moved them.
      const locked = await lockMailboxes(trx, mailboxes);
      requireStatuses(
        locked,
        ['cancelled', 'archived'],
        're-purchase it (only cancelled or archived mailboxes are)',
      );
      for (const [i, m] of locked.entries()) {
        const domain = await findDomainById(trx, m.domain_id);
        // A cancelled mailbox does not hold its domain back from moving to another workspace.
        if (domain && domain.workspace_id !== m.workspace_id) {
          throw new ApiError(
            'CONFLICT',
            `${m.domain_name} has moved to another workspace; buy the mailbox there`,
            [
              {
                field: `uids[${i}]`,
                message: `its domain ${m.domain_name} has moved to another workspace`,
              },
            ],
          );
        }
        if (domain?.status !== 'active') {
          throw new ApiError(
            'CONFLICT',
            `${m.domain_name} is ${domain?.status ?? 'gone'}; mailboxes need an active domain`,
            [{ field: `uids[${i}]`, message: `its domain ${m.domain_name} is not active` }],
          );
        }
        const moved = await transitionMailbox(trx, ctx, m, 'scheduled', {
          setup_kind: 'repurchase',
          renewal_status: 'na',
          cancel_at: null,
          step_deadline: null,
        });
        await scheduleSetupStep(trx, ctx, moved);
        out.push(moved);
      }
      await chargeSetups(trx, ctx, caller, out, 'repurchase');
      return out;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(
        'The address of one of these mailboxes was taken meanwhile; buy it under another username',
      );
    throw error;
  }
}

function throwAll(code: 'VALIDATION_FAILED' | 'CONFLICT', details: ErrorDetail[]): void {
  const first = details[0];
  if (!first) return;
  const more = details.length > 1 ? ` (and ${details.length - 1} more)` : '';
  throw new ApiError(code, `${first.field} ${first.message}${more}`, details);
}
