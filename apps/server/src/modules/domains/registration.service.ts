import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { ApiError, conflict, type ErrorDetail } from '../../http/errors.js';
import type { Commit } from '../../http/idempotency.js';
import { requireReal } from '../../http/simulated.js';
import { newId } from '../../lib/ids.js';
import { isoNow } from '../../lib/time.js';
import type { ContactDetails, DomainQuote } from '../../providers/registrar.js';
import { completeContact, getRegistrantContact } from '../accounts/surface.js';
import {
  charge,
  type PaymentSessionRow,
  prepareCheckout,
  recordCheckout,
} from '../billing/surface.js';
import { lockRequestWorkspace } from '../workspaces/surface.js';
import { toAmount } from './domain.present.js';
import { createDomain } from './domain.transition.js';
import { registrationCents, registrationLine } from './domain-billing.js';
import { domainNameProblem, normalizeDomainName, tldOf } from './domain-names.js';
import { purchasedRow } from './domain-rows.js';
import { updateDomainFields } from './domains.repository.js';
import type { Caller } from './domains.service.js';
import type { DomainRow } from './domains.table.js';
import { after } from './job-support.js';
import { HELD_ELSEWHERE, nameHolders } from './name-holders.js';
import { schedulePropagationCheck } from './propagation.jobs.js';
import { paymentTakenJob } from './purchase.jobs.js';

export interface RegisterInput {
  domains: Array<{ name: string; registration_years: number }>;
  /** Fields left out are the team's registrant contact's (`completeContact`). */
  contact_details?: Partial<ContactDetails>;
  use_wallet_balance?: boolean;
  privacy?: boolean;
  dmarc_email?: string;
  catch_all_email?: string;
}

/** Domains ordered, and the checkout that pays for them when they are not paid from the wallet. */
export interface Registration {
  domains: DomainRow[];
  payment: PaymentSessionRow | null;
}

/**
 * Orders domains. Everything is checked first (names, TLDs, contact details, availability), and
 * any problem is a 400 or 409 that lists every offending `domains[i].name` with nothing written;
 * otherwise, through `commit` (one transaction, holding the request's Idempotency-Key when it has
 * one), each domain is created in `cart` and paid: from the wallet (one ledger charge each; 402
 * `INSUFFICIENT_FUNDS` and nothing created when the wallet holds less than the whole order), then
 * its registration queued; or, with `use_wallet_balance: false`, by a checkout page whose payment
 * moves the domains on (`checkout.ts`).
 */
export async function registerDomains(
  ctx: AppContext,
  caller: Caller,
  input: RegisterInput,
  commit: Commit<Registration> = (work) => inTransaction(ctx.db, work),
): Promise<Registration> {
  requireReal(ctx, 'Registering domains', [{ family: 'registrar' }, { family: 'dns_host' }]);
  const { registrar } = ctx.providers;
  const sold = registrar.supportedTlds.map((t) => `.${t}`).join(', ');
  const names = checkNames(
    input.domains.map((d) => d.name),
    (i) => `domains[${i}].name`,
    (name) =>
      registrar.supportedTlds.includes(tldOf(name))
        ? null
        : `has a TLD we do not sell (.${tldOf(name)}); we sell ${sold}`,
  );
  const contact = completeContact(
    [input.contact_details],
    await getRegistrantContact(ctx.db, caller.teamId),
  );

  const quotes = await quoteAll(ctx, names);
  const held = await nameHolders(ctx.db, caller.teamId, names);
  const banned: ErrorDetail[] = [];
  const unavailable: ErrorDetail[] = [];
  names.forEach((name, i) => {
    const field = `domains[${i}].name`;
    const quote = quotes[i] as DomainQuote;
    const holder = held.get(name);
    if (quote.banned) banned.push({ field, message: `is banned from registration: ${name}` });
    else if (quote.reason === 'unsupported_tld')
      banned.push({ field, message: `has a TLD the registrar does not sell (.${tldOf(name)})` });
    else if (holder?.yours)
      unavailable.push({ field, message: `is already in your account: ${name}` });
    else if (holder?.connectionType === 'connected')
      unavailable.push({ field, message: `${HELD_ELSEWHERE}: ${name}` });
    else if (!quote.available || holder)
      unavailable.push({ field, message: `is not available: ${name}` });
  });
  throwAll('VALIDATION_FAILED', banned);
  throwAll('CONFLICT', unavailable);

  const now = isoNow();
  const paidNow = input.use_wallet_balance !== false && ctx.config.billing.enabled;
  const rows: DomainRow[] = names.map((name, i) =>
    purchasedRow(caller, name, now, {
      chargeId: paidNow ? newId() : null,
      quote: quotes[i] as DomainQuote,
      years: input.domains[i]?.registration_years ?? 1,
      contact,
      ...(input.privacy !== undefined ? { privacy: input.privacy } : {}),
      ...(input.catch_all_email ? { catchAllEmail: input.catch_all_email } : {}),
      ...(input.dmarc_email ? { dmarcEmail: input.dmarc_email } : {}),
    }),
  );
  const payer = { teamId: caller.teamId, workspaceId: caller.workspaceId };
  const actor = caller.actor ?? 'system';
  const checkout =
    input.use_wallet_balance === false && ctx.config.billing.enabled
      ? await prepareCheckout(ctx, {
          payer,
          purpose: 'domains',
          amountCents: rows.reduce((sum, row) => sum + registrationCents(row), 0),
          description: `Domain registration: ${names.join(', ')}`,
          actor,
        })
      : null;
  return uniqueNames(async () =>
    commit(async (trx) => {
      const domains = await createAll(trx, ctx, rows);
      if (checkout) {
        const payment = await recordCheckout(
          trx,
          ctx,
          checkout,
          domains.map((d) => d.id),
        );
        return { domains, payment };
      }
      await startPaidRegistrations(trx, ctx, domains);
      // Each domain was created naming its charge (`charge_id`): nothing to write after it.
      await charge(trx, ctx, payer, domains.map(registrationLine), {
        actor,
        what: 'register domains',
      });
      return { domains, payment: null };
    }),
  );
}

/**
 * Domains just created in `cart` and paid (from the wallet, or by an order): their payment is
 * taken (`cart` -> `registration_in_progress`) after the pace's payment delay. Queued before the
 * charge, so the wallet lock is held for as short a time as can be.
 */
export async function startPaidRegistrations(
  trx: Transaction<DB>,
  ctx: AppContext,
  domains: readonly DomainRow[],
): Promise<void> {
  for (const domain of domains)
    await ctx.jobs.enqueue(
      trx,
      paymentTakenJob,
      { domainId: domain.id },
      { key: `domain-payment-taken:${domain.id}`, runAt: after(ctx.providers.pace.paymentMs) },
    );
}

/** Records on each domain the ledger entry that paid it (refunds give that charge back). */
export async function recordDomainCharges(
  trx: Transaction<DB>,
  domains: DomainRow[],
  paidBy: (domain: DomainRow) => { id: string } | undefined,
): Promise<void> {
  for (const domain of domains) {
    domain.charge_id = paidBy(domain)?.id ?? null;
    if (domain.charge_id)
      await updateDomainFields(trx, domain.id, {
        charge_id: domain.charge_id,
        updated_at: domain.updated_at,
      });
  }
}

/** What an order of these domains costs, in USD (all their years). */
export function orderTotal(domains: readonly DomainRow[]): number {
  const totalCents = domains.reduce(
    (sum, d) => sum + (d.registration_price_cents ?? 0) * d.registration_years,
    0,
  );
  return toAmount(totalCents) ?? 0;
}

/**
 * Names normalised and checked (with `extra` rules), duplicates refused; throws one 400 listing
 * every problem.
 */
export function checkNames(
  raw: readonly string[],
  field: (i: number) => string,
  extra: (name: string) => string | null = () => null,
): string[] {
  const names = raw.map(normalizeDomainName);
  const problems: ErrorDetail[] = [];
  names.forEach((name, i) => {
    const problem = domainNameProblem(name) ?? extra(name);
    if (problem) problems.push({ field: field(i), message: problem });
    else if (names.indexOf(name) !== i)
      problems.push({ field: field(i), message: `repeats ${name}` });
  });
  throwAll('VALIDATION_FAILED', problems);
  return names;
}

/** Availability of each name, from the registrar. */
export async function quoteAll(ctx: AppContext, names: readonly string[]): Promise<DomainQuote[]> {
  return Promise.all(
    names.map(async (name) => {
      const result = await ctx.providers.registrar.checkAvailability(name);
      if (!result.ok)
        throw new ApiError(
          'SERVICE_UNAVAILABLE',
          `The registrar is unavailable (${result.error.message}); try again shortly`,
        );
      return result.quote;
    }),
  );
}

export function throwAll(
  code: 'VALIDATION_FAILED' | 'CONFLICT',
  details: ErrorDetail[],
  extra?: Record<string, unknown>,
): void {
  const first = details[0];
  if (!first) return;
  const more = details.length > 1 ? ` (and ${details.length - 1} more)` : '';
  throw new ApiError(code, `${first.field} ${first.message}${more}`, details, undefined, extra);
}

/** Connected domains just created: their first look for the customer's nameservers is queued. */
export async function startConnected(trx: Transaction<DB>, ctx: AppContext, domains: DomainRow[]) {
  for (const domain of domains) await schedulePropagationCheck(trx, ctx, domain.id);
}

/** Creates each domain (and its first event) in the caller's transaction. */
export async function createAll(
  trx: Transaction<DB>,
  ctx: AppContext,
  rows: readonly DomainRow[],
): Promise<DomainRow[]> {
  const workspaceId = rows[0]?.workspace_id;
  // Locked first: a deletion of the workspace decided meanwhile is seen (404), and one decided
  // after this commits counts these domains (409).
  if (workspaceId) await lockRequestWorkspace(trx, workspaceId);
  const created: DomainRow[] = [];
  for (const row of rows) created.push(await createDomain(trx, ctx, row));
  return created;
}

/** Creates the domains through `commit`, then runs `then` for each, in that transaction. */
export async function insertAll(
  ctx: AppContext,
  rows: DomainRow[],
  then: (trx: Transaction<DB>, row: DomainRow) => Promise<void>,
  commit: Commit<DomainRow[]>,
): Promise<DomainRow[]> {
  return uniqueNames(() =>
    commit(async (trx) => {
      const created = await createAll(trx, ctx, rows);
      for (const row of created) await then(trx, row);
      return created;
    }),
  );
}

/** Runs `work`, turning a name taken by a concurrent request into a 409. */
export async function uniqueNames<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // Another request took one of these names between our check and this insert.
    if (isUniqueViolation(error))
      throw conflict('One of these domains was just taken; check availability and try again');
    throw error;
  }
}
