import type { ProviderResult } from './result.js';

/**
 * The registrar family: everything that talks to a domain registrar. (Payment is not the
 * registrar's: purchases are charged on the wallet ledger, `modules/billing`.) Implementations:
 * `simulator/registrar.ts`, `registrar/namecheap.ts`, `registrar/porkbun.ts`, each passing the
 * contract suite (`test/providers/registrar.contract.ts`); `registrar/margin.ts` adds the
 * operator's margin to whichever is selected (MAILWRIGHT_REGISTRAR).
 *
 * Money is in integer cents. Names are lowercase, fully qualified, without a trailing dot.
 * Failure codes a purchase can end with (the customer is refunded and told the message):
 * `name_unavailable` (taken since the quote), `unsupported_tld`, `price_changed`,
 * `registrar_insufficient_funds` (the operator's account at the registrar), `name_banned`,
 * `registry_refused`, `invalid_contact`, `unsupported_term`; `registrar_unavailable` and
 * `rate_limited` are retryable.
 */
export interface Registrar {
  /** Lowercase TLDs this registrar sells, without the dot (`com`). */
  readonly supportedTlds: readonly string[];

  /** Availability, ban status and prices of one name. Never fails for a well-formed name. */
  checkAvailability(name: string): Promise<ProviderResult<{ quote: DomainQuote }>>;

  /** Candidate names for a keyword across TLDs, `limit` from `offset`, and how many exist. */
  suggest(input: {
    keyword: string;
    tlds: readonly string[];
    offset: number;
    limit: number;
  }): Promise<ProviderResult<{ names: string[]; total: number }>>;

  /**
   * Registers a name for `years` with the registrant's contact details, if the registrar's
   * first-year price is still `quotedCostCents` (what the order was priced from); otherwise
   * `price_changed`, and nothing is bought.
   */
  register(input: {
    name: string;
    years: number;
    contact: ContactDetails;
    privacy: boolean;
    reference: string;
    quotedCostCents: number;
  }): Promise<ProviderResult<{ registrationId: string; expiresAt: string }>>;

  /** Points a registered name at these nameservers. */
  setNameservers(input: { name: string; nameservers: string[] }): Promise<ProviderResult>;

  /**
   * Extends a registration by `years` from its current expiry, if the yearly renewal price is
   * still `quotedCostCents` (`price_changed` otherwise).
   */
  renew(input: {
    name: string;
    years: number;
    expiresAt: string;
    quotedCostCents: number;
  }): Promise<ProviderResult<{ expiresAt: string }>>;

  /** Replaces the registrant's contact details and/or WHOIS privacy. */
  updateContact(input: {
    name: string;
    contact?: ContactDetails;
    privacy?: boolean;
  }): Promise<ProviderResult>;
}

export interface DomainQuote {
  name: string;
  available: boolean;
  banned: boolean;
  /** Why it is not available; null when it is. */
  reason: 'taken' | 'banned' | 'unsupported_tld' | null;
  /** What the customer pays for the first year (the registrar's price plus the margin). */
  registrationPriceCents: number | null;
  renewalPriceCents: number | null;
  /** The registrar's own first-year and yearly renewal prices; null when the TLD is not sold. */
  registrationCostCents: number | null;
  renewalCostCents: number | null;
}

/** Registrant contact details, as the register operation receives them. */
export interface ContactDetails {
  first_name: string;
  last_name: string;
  email: string;
  address_line1: string;
  address_line2?: string;
  city: string;
  state: string;
  country: string;
  postal_code: string;
  phone?: string;
  organization?: string;
}
