import type { AppContext } from '../../context.js';
import { type Executor, inTransaction } from '../../db/transaction.js';
import { ApiError, conflict, invalidField } from '../../http/errors.js';
import { requireReal } from '../../http/simulated.js';
import { checkHttpUrl } from '../../http/url-field.js';
import { isoNow } from '../../lib/time.js';
import type { ContactDetails } from '../../providers/registrar.js';
import type { ProviderResult } from '../../providers/result.js';
import { checkContactDetails } from '../accounts/surface.js';
import { charge } from '../billing/surface.js';
import { dnsJobs, replaceDmarcRecord } from '../dns/surface.js';
import type { DomainStatus } from './domain.lifecycle.js';
import { toAmount } from './domain.present.js';
import { renewalLine } from './domain-billing.js';
import { type DomainFieldChanges, updateDomainFields } from './domains.repository.js';
import { type Caller, getDomainsByUids, lockDomains, requireStatus } from './domains.service.js';
import type { DomainRow } from './domains.table.js';
import { after } from './job-support.js';
import { quoteAll } from './registration.service.js';
import { renewJob } from './upkeep.jobs.js';

/** Statuses in which a domain's settings (forwarding, catch-all, DMARC) can be changed. */
const CONFIGURABLE: readonly DomainStatus[] = [
  'cart',
  'registration_in_progress',
  'dns_setup_pending',
  'waiting_for_dns_propagation',
  'active',
  'inactive',
  'expired_propagation',
];

/** Statuses in which a purchased domain is registered at the registrar. */
const REGISTERED: readonly DomainStatus[] = [
  'dns_setup_pending',
  'waiting_for_dns_propagation',
  'active',
  'inactive',
  'expired_propagation',
];

/** Applies field changes to each domain after checking its status; returns the domains. */
async function configure(
  ctx: AppContext,
  workspaceId: string,
  uids: readonly string[],
  action: string,
  changes: (domain: DomainRow) => DomainFieldChanges,
  also?: (trx: Executor, domain: DomainRow) => Promise<void>,
): Promise<DomainRow[]> {
  return inTransaction(ctx.db, async (trx) => {
    const domains = await lockDomains(trx, await getDomainsByUids(trx, workspaceId, uids));
    for (const domain of domains) requireStatus(domain, CONFIGURABLE, action);
    const updated: DomainRow[] = [];
    for (const domain of domains) {
      const fields = { ...changes(domain), updated_at: isoNow() };
      const next = { ...domain, ...fields };
      await updateDomainFields(trx, domain.id, fields);
      await also?.(trx, next);
      updated.push(next);
    }
    return updated;
  });
}

/** Sets where the domains' web visitors are redirected; an empty URL removes forwarding. */
export function setForwarding(
  ctx: AppContext,
  workspaceId: string,
  input: { uids: string[]; forwarding_url: string; mask_forwarding?: boolean },
) {
  let url: string;
  try {
    url = checkHttpUrl(input.forwarding_url, 'forwarding_url', 2048);
  } catch {
    throw invalidField(
      'forwarding_url',
      'must be an absolute http(s) URL without credentials, or empty to remove forwarding',
    );
  }
  return configure(ctx, workspaceId, input.uids, 'set forwarding', () => ({
    forwarding_url: url,
    ...(input.mask_forwarding === undefined
      ? {}
      : { mask_forwarding: input.mask_forwarding ? 1 : 0 }),
  }));
}

/** Sets (or, with an empty string, removes) the domains' catch-all destination. */
export function setCatchAll(ctx: AppContext, workspaceId: string, uids: string[], email: string) {
  return configure(ctx, workspaceId, uids, 'set a catch-all address', () => ({
    catch_all_email: email.trim(),
  }));
}

/** Sets or (policy null) removes DMARC, and republishes the managed DMARC record. */
export function setDmarc(
  ctx: AppContext,
  workspaceId: string,
  uids: string[],
  settings: { policy: 'none' | 'quarantine' | 'reject' | null; email?: string },
) {
  return configure(
    ctx,
    workspaceId,
    uids,
    settings.policy ? 'set DMARC' : 'remove DMARC',
    (domain) => ({
      dmarc_policy: settings.policy,
      dmarc_email: settings.policy ? (settings.email?.trim() ?? domain.dmarc_email) : '',
      dmarc_chosen: 1,
    }),
    async (trx, domain) => {
      await replaceDmarcRecord(trx, domain, ctx.providers.smtpServer);
      if (domain.zone_id) await ctx.jobs.enqueue(trx, dnsJobs.publish, { domainId: domain.id });
    },
  );
}

/**
 * Requests renewal of registered domains for `years`: each is charged its renewal price times the
 * years (402 `INSUFFICIENT_FUNDS` and nothing requested when the wallet holds less than the
 * whole), then a job asks the registrar; a declined renewal gives the charge back.
 */
export async function requestRenewal(
  ctx: AppContext,
  caller: Caller,
  uids: string[],
  years: number,
) {
  const workspaceId = caller.workspaceId;
  requireReal(ctx, 'Renewing domains', [{ family: 'registrar' }]);
  // The registrar's renewal price now (plus the margin), not the one quoted at purchase.
  const named = await getDomainsByUids(ctx.db, workspaceId, uids);
  for (const domain of named) requireRegistered(domain, 'renew it');
  const quotes = new Map(
    (
      await quoteAll(
        ctx,
        named.map((d) => d.name),
      )
    ).map((q) => [q.name, q]),
  );
  return inTransaction(ctx.db, async (trx) => {
    const domains = await lockDomains(trx, await getDomainsByUids(trx, workspaceId, uids));
    for (const domain of domains) requireRegistered(domain, 'renew it');
    for (const domain of domains) {
      if (domain.renewal_status === 'pending')
        throw conflict(`${domain.name} already has a renewal in progress`);
    }
    const now = isoNow();
    const updated: DomainRow[] = [];
    for (const domain of domains) {
      const quote = quotes.get(domain.name);
      const changes = {
        renewal_status: 'pending' as const,
        renewal_years: years,
        renewal_requested_at: now,
        updated_at: now,
        ...(quote?.renewalCostCents != null && quote.renewalPriceCents != null
          ? {
              renewal_price_cents: quote.renewalPriceCents,
              renewal_cost_cents: quote.renewalCostCents,
            }
          : {}),
      };
      await updateDomainFields(trx, domain.id, changes);
      const runAt = after(ctx.providers.pace.renewalMs);
      await ctx.jobs.enqueue(
        trx,
        renewJob,
        { domainId: domain.id },
        {
          key: `domain-renew:${domain.id}:${now}`,
          runAt,
        },
      );
      updated.push({ ...domain, ...changes });
    }
    await charge(
      trx,
      ctx,
      caller,
      updated.map((d) => renewalLine(d, years, now)),
      { actor: caller.actor ?? 'system', what: 'renew domains' },
    );
    return updated;
  });
}

/** A domain's renewal, as "check renewal status" answers it. */
export function toRenewalResponse(domain: DomainRow) {
  return {
    uid: domain.uid,
    domain: domain.name,
    renewal_status: domain.renewal_status,
    renewal_date: domain.renewal_date,
    renewal_years: domain.renewal_years,
    renewal_requested_at: domain.renewal_requested_at,
    renewal_price: toAmount(domain.renewal_price_cents),
  };
}

/** Turns WHOIS privacy on or off at the registrar. */
export function updatePrivacy(
  ctx: AppContext,
  workspaceId: string,
  uids: string[],
  privacy: boolean,
) {
  return updateRegistrant(
    ctx,
    workspaceId,
    uids,
    'update privacy',
    { privacy },
    { privacy: privacy ? 1 : 0 },
  );
}

/** Replaces the registrant's contact details at the registrar. */
export function updateContact(
  ctx: AppContext,
  workspaceId: string,
  uids: string[],
  raw: ContactDetails,
) {
  const contact = checkContactDetails(raw);
  return updateRegistrant(
    ctx,
    workspaceId,
    uids,
    'update contact details',
    { contact },
    {
      contact_details: JSON.stringify(contact),
    },
  );
}

async function updateRegistrant(
  ctx: AppContext,
  workspaceId: string,
  uids: string[],
  action: string,
  update: { privacy?: boolean; contact?: ContactDetails },
  changes: DomainFieldChanges,
): Promise<DomainRow[]> {
  const domains = await getDomainsByUids(ctx.db, workspaceId, uids);
  for (const domain of domains) requireRegistered(domain, action);
  for (const domain of domains) {
    const result = await ctx.providers.registrar.updateContact({ name: domain.name, ...update });
    if (!result.ok && !result.error.retryable)
      throw invalidField(
        update.contact ? 'contact_details' : 'privacy',
        `was refused by the registrar: ${result.error.message}`,
      );
    unwrap(result);
  }
  const now = isoNow();
  await inTransaction(ctx.db, async (trx) => {
    for (const domain of domains)
      await updateDomainFields(trx, domain.id, { ...changes, updated_at: now });
  });
  return domains.map((d) => ({ ...d, ...changes, updated_at: now }));
}

function requireRegistered(domain: DomainRow, action: string): void {
  if (domain.connection_type !== 'purchased')
    throw conflict(`${domain.name} is connected, not bought here; ${action} at its own registrar`);
  requireStatus(domain, REGISTERED, action);
}

/** A provider answer or a 503 (retryable) for the caller to try again. */
export function unwrap<T extends object>(result: ProviderResult<T>): { ok: true } & T {
  if (result.ok) return result;
  throw new ApiError(
    result.error.retryable ? 'SERVICE_UNAVAILABLE' : 'CONFLICT',
    `The provider refused the request: ${result.error.message}`,
  );
}
