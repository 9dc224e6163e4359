import type { ProviderResult } from './result.js';

/**
 * The registrar family: everything that would talk to a domain registrar. (Payment is not the
 * registrar's: purchases are charged on the wallet ledger, `modules/billing`.) Implementations: `simulator/registrar.ts`; a real one (say, a reseller API)
 * implements the same interface and passes the same contract suite
 * (`test/providers/registrar.contract.ts`).
 *
 * Money is in integer cents. Names are lowercase, fully qualified, without a trailing dot.
 */
export interface Registrar {
  /** Which adapter this is (`simulator` for the sandbox): read by `providers/status.ts`. */
  readonly name: string;

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

  /** Registers a name for `years` with the registrant's contact details. */
  register(input: {
    name: string;
    years: number;
    contact: ContactDetails;
    privacy: boolean;
    reference: string;
  }): Promise<ProviderResult<{ registrationId: string; expiresAt: string }>>;

  /** Points a registered name at these nameservers. */
  setNameservers(input: { name: string; nameservers: string[] }): Promise<ProviderResult>;

  /** Extends a registration by `years` from its current expiry. */
  renew(input: {
    name: string;
    years: number;
    expiresAt: string;
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
  /** Price of the first year, or null when the TLD is not sold. */
  registrationPriceCents: number | null;
  renewalPriceCents: number | null;
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
