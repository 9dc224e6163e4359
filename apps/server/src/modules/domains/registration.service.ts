import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { ApiError, conflict, type ErrorDetail, invalidField, notFound } from '../../http/errors.js';
import type { Commit } from '../../http/idempotency.js';
import { newId, newUid } from '../../lib/ids.js';
import { isoNow } from '../../lib/time.js';
import type { ContactDetails, DomainQuote } from '../../providers/registrar.js';
import { getRegistrantContact } from '../accounts/registrant-contact.service.js';
import { lockWorkspace } from '../workspaces/workspaces.service.js';
import { checkContactDetails } from './contact-details.js';
import { toAmount } from './domain.present.js';
import { createDomain } from './domain.transition.js';
import { domainNameProblem, normalizeDomainName, tldOf } from './domain-names.js';
import type { Caller } from './domains.service.js';
import type { DomainRow } from './domains.table.js';
import { after } from './job-support.js';
import { HELD_ELSEWHERE, nameHolders } from './name-holders.js';
import { chargeJob } from './purchase.jobs.js';

export interface RegisterInput {
  domains: Array<{ name: string; registration_years: number }>;
  contact_details?: ContactDetails;
  use_wallet_balance?: boolean;
  privacy?: boolean;
  dmarc_email?: string;
  catch_all_email?: string;
}

/**
 * Orders domains. Everything is checked first (names, TLDs, contact details, availability), and
 * any problem is a 400 or 409 that lists every offending `domains[i].name` with nothing written;
 * otherwise each domain is created in `cart` and its charge is queued, through `commit` (one
 * transaction, holding the request's Idempotency-Key when it has one). Returns the new domains.
 */
export async function registerDomains(
  ctx: AppContext,
  caller: Caller,
  input: RegisterInput,
  commit: Commit<DomainRow[]> = (work) => inTransaction(ctx.db, work),
) {
  if (input.use_wallet_balance === false) {
    throw invalidField(
      'use_wallet_balance',
      'must be true: card checkout sessions are not offered; orders are paid from the wallet',
    );
  }
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
  const contact = checkContactDetails(
    input.contact_details ?? (await accountContact(ctx, caller.teamId)),
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
  const rows: DomainRow[] = names.map((name, i) => {
    const quote = quotes[i] as DomainQuote;
    return {
      ...baseRow(caller, name, now),
      connection_type: 'purchased',
      status: 'cart',
      name_key: name,
      registration_years: input.domains[i]?.registration_years ?? 1,
      registration_price_cents: quote.registrationPriceCents,
      renewal_price_cents: quote.renewalPriceCents,
      privacy: input.privacy === false ? 0 : 1,
      contact_details: JSON.stringify(contact),
      catch_all_email: input.catch_all_email?.trim() ?? '',
      dmarc_email: input.dmarc_email?.trim() ?? '',
    };
  });
  return insertAll(
    ctx,
    caller.workspaceId,
    rows,
    async (trx, row) => {
      await ctx.jobs.enqueue(
        trx,
        chargeJob,
        { domainId: row.id },
        {
          key: `domain-charge:${row.id}`,
          runAt: after(ctx.providers.pace.paymentMs),
        },
      );
    },
    commit,
  );
}

/**
 * The team's registrant contact, for an order sent without `contact_details`; a 400 naming the
 * field when the team has none either.
 */
async function accountContact(ctx: AppContext, teamId: string): Promise<ContactDetails> {
  const contact = await getRegistrantContact(ctx.db, teamId);
  if (contact) return contact;
  throw invalidField(
    'contact_details',
    'is required: send it, or set the account’s registrant contact (POST /v1/api/account/registrant-contact)',
  );
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

export async function insertAll(
  ctx: AppContext,
  workspaceId: string,
  rows: DomainRow[],
  then: (trx: Transaction<DB>, row: DomainRow) => Promise<void>,
  commit: Commit<DomainRow[]>,
): Promise<DomainRow[]> {
  try {
    return await commit(async (trx) => {
      const created: DomainRow[] = [];
      // Locked first: a deletion of the workspace decided meanwhile is seen (404), and one
      // decided after this commits counts these domains (409).
      if (!(await lockWorkspace(trx, workspaceId))) throw notFound('Workspace');
      for (const row of rows) {
        created.push(await createDomain(trx, ctx, row));
        await then(trx, row);
      }
      return created;
    });
  } catch (error) {
    // Another request took one of these names between our check and this insert.
    if (isUniqueViolation(error))
      throw conflict('One of these domains was just taken; check availability and try again');
    throw error;
  }
}

export function baseRow(
  caller: Caller,
  name: string,
  now: string,
): Omit<DomainRow, 'connection_type' | 'status' | 'name_key'> {
  return {
    id: newId(),
    uid: newUid(),
    team_id: caller.teamId,
    workspace_id: caller.workspaceId,
    name,
    tld: tldOf(name),
    previous_status: null,
    status_reason: '',
    status_changed_at: now,
    dns_propagation_status: 'pending',
    nameserver_match_status: 'pending',
    nameservers: '[]',
    actual_nameservers: '[]',
    nameservers_set_at: null,
    last_nameserver_check: null,
    zone_id: null,
    propagation_deadline: null,
    registration_years: 0,
    registration_price_cents: null,
    renewal_price_cents: null,
    registration_id: null,
    charge_id: null,
    refund_id: null,
    renewal_date: null,
    renewal_status: 'na',
    renewal_years: null,
    renewal_requested_at: null,
    privacy: 0,
    contact_details: null,
    forwarding_url: '',
    mask_forwarding: 0,
    catch_all_email: '',
    dmarc_policy: 'none',
    dmarc_email: '',
    mailbox_count: 0,
    mail_platform: null,
    created_at: now,
    updated_at: now,
  };
}
