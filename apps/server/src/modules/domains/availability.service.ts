import type { AppContext } from '../../context.js';
import { ApiError, invalidField } from '../../http/errors.js';
import { DNS_LABEL } from '../../lib/hosts.js';
import type { DomainQuote } from '../../providers/registrar.js';
import { toAmount } from './domain.present.js';
import { domainNameProblem, normalizeDomainName, tldOf } from './domain-names.js';
import { nameHolders } from './name-holders.js';
import { quoteAll } from './registration.service.js';

/** One name's availability as the availability operations answer it. */
export interface Availability {
  domain: string;
  tld: string;
  available: boolean;
  banned: boolean;
  registration_price: number | null;
  renewal_price: number | null;
}

/** A name from a query or body, normalised; a 400 naming `field` when it is not a domain name. */
export function checkName(raw: string, field: string): string {
  const name = normalizeDomainName(raw);
  const problem = domainNameProblem(name);
  if (problem) throw invalidField(field, problem);
  return name;
}

/**
 * Availability of names for this team: the registrar's answer, and not available when a domain
 * already holds the name (any team's: `nameHolders`).
 */
export async function checkAvailability(
  ctx: AppContext,
  teamId: string,
  names: readonly string[],
): Promise<Availability[]> {
  const [quotes, held] = await Promise.all([
    quoteAll(ctx, names),
    nameHolders(ctx.db, teamId, names),
  ]);
  return names.map((name, i) => {
    const quote = quotes[i] as DomainQuote;
    return {
      domain: name,
      tld: tldOf(name),
      available: quote.available && !held.has(name),
      banned: quote.banned,
      registration_price: toAmount(quote.registrationPriceCents),
      renewal_price: toAmount(quote.renewalPriceCents),
    };
  });
}

export interface SearchInput {
  keyword?: string;
  domain?: string;
  tlds?: string[];
  num?: number;
  page?: number;
  show_unavailable?: boolean;
  check_banned?: boolean;
  check_google_workspace_availability?: boolean;
  check_ms365_workspace_availability?: boolean;
  registration_years?: number;
}

/**
 * Suggests names for a keyword across TLDs (or looks one name up with `domain`), with prices
 * and, when asked, whether a Google or Microsoft tenant already claims each.
 */
export async function searchDomains(ctx: AppContext, teamId: string, input: SearchInput) {
  const { registrar } = ctx.providers;
  const tlds = (input.tlds ?? registrar.supportedTlds).map((t, i) => {
    const tld = t.trim().toLowerCase().replace(/^\./, '');
    if (!registrar.supportedTlds.includes(tld))
      throw invalidField(
        `tlds[${i}]`,
        `is not sold here; choose from ${registrar.supportedTlds.join(', ')}`,
      );
    return tld;
  });
  const num = input.num ?? 20;
  const page = input.page ?? 1;
  let names: string[];
  let total: number;
  if (input.domain) {
    names = [checkName(input.domain, 'domain')];
    total = 1;
  } else {
    const keyword = (input.keyword ?? '').trim().toLowerCase();
    if (!DNS_LABEL.test(keyword))
      throw invalidField(
        'keyword',
        'must be 1 to 63 letters, digits or inner hyphens (or send domain)',
      );
    const suggested = await registrar.suggest({
      keyword,
      tlds,
      offset: (page - 1) * num,
      limit: num,
    });
    if (!suggested.ok)
      throw new ApiError(
        'SERVICE_UNAVAILABLE',
        `The registrar is unavailable (${suggested.error.message})`,
      );
    names = suggested.names;
    total = suggested.total;
  }
  const years = input.registration_years ?? 1;
  const found = await checkAvailability(ctx, teamId, names);
  const shown = found.filter((d) => input.show_unavailable || d.available);
  const tenants =
    input.check_google_workspace_availability || input.check_ms365_workspace_availability
      ? await checkMailTenants(
          ctx,
          shown.map((d) => d.domain),
        )
      : [];
  const domains = shown.map((d, i) => ({
    ...d,
    total_price:
      d.registration_price === null ? null : Math.round(d.registration_price * 100 * years) / 100,
    ...(input.check_google_workspace_availability
      ? { google_workspace_available: tenants[i]?.google_workspace_available ?? true }
      : {}),
    ...(input.check_ms365_workspace_availability
      ? { ms365_workspace_available: tenants[i]?.ms365_workspace_available ?? true }
      : {}),
  }));
  return { domains, page, num, total };
}

/** Whether a Google Workspace or Microsoft 365 tenant could still be created on each domain. */
export async function checkMailTenants(ctx: AppContext, names: readonly string[]) {
  return Promise.all(
    names.map(async (domain) => {
      const result = await ctx.providers.dnsHost.lookupMailTenants({ domain });
      if (!result.ok)
        throw new ApiError(
          'SERVICE_UNAVAILABLE',
          `The lookup failed (${result.error.message}); try again shortly`,
        );
      return {
        domain,
        google_workspace_available: !result.googleWorkspace,
        ms365_workspace_available: !result.microsoft365,
      };
    }),
  );
}
