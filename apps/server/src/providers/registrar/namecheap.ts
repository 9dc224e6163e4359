import type { NamecheapConfig } from '../../config/vendors.js';
import type { DomainQuote, Registrar } from '../registrar.js';
import { fail, type ProviderFailure, succeed } from '../result.js';
import { contactParams, createNamecheapApi, type NamecheapNode, sldTld } from './namecheap-api.js';
import { centsOf, suggestNames, tldOf, usd } from './suggest.js';

/** How long a TLD's price list is reused for quotes (a registration always reads it afresh). */
const PRICE_TTL_MS = 5 * 60_000;

const yes = (value: unknown) => String(value).toLowerCase() === 'true';
const list = <T>(value: unknown): T[] =>
  Array.isArray(value) ? (value as T[]) : value ? [value as T] : [];

/**
 * Namecheap through its XML API (production, or the sandbox with MAILWRIGHT_NAMECHEAP_SANDBOX):
 * `domains.check` for availability (premium names at their premium price), `users.getPricing`
 * for the account's own price of a TLD (YourPrice plus the ICANN fee), `domains.create` with the
 * registrant as every contact role and free WhoisGuard, `domains.dns.setCustom`,
 * `domains.renew`, `domains.setContacts`, and `whoisguard.enable/disable`.
 */
export function createNamecheapRegistrar(config: NamecheapConfig): Registrar {
  const command = createNamecheapApi(config);
  const prices = new Map<string, { at: number; cents: number | null }>();

  /** The account's price of one year of `action` (REGISTER, RENEW) in `tld`; null: not sold. */
  const priceOf = async (
    action: 'REGISTER' | 'RENEW',
    tld: string,
    fresh = false,
  ): Promise<{ ok: true; cents: number | null } | ProviderFailure> => {
    const key = `${action}:${tld}`;
    const cached = prices.get(key);
    if (!fresh && cached && Date.now() - cached.at < PRICE_TTL_MS)
      return { ok: true, cents: cached.cents };
    const got = await command('namecheap.users.getPricing', {
      ProductType: 'DOMAIN',
      ProductCategory: action === 'REGISTER' ? 'REGISTER' : 'RENEW',
      ActionName: action,
      ProductName: tld,
    });
    if (!got.ok) return got;
    const result = got.response.UserGetPricingResult as NamecheapNode | undefined;
    const type = result?.ProductType as NamecheapNode | undefined;
    const category = type?.ProductCategory as NamecheapNode | undefined;
    const product = list<NamecheapNode>(category?.Product).find(
      (p) => String(p.Name).toLowerCase() === tld,
    );
    const year = list<NamecheapNode>(product?.Price).find((p) => String(p.Duration) === '1');
    const base = centsOf(year?.YourPrice ?? year?.Price);
    const fee = centsOf(year?.YourAdditonalCost ?? year?.AdditionalCost) ?? 0;
    const cents = base === null ? null : base + fee;
    prices.set(key, { at: Date.now(), cents });
    return { ok: true, cents };
  };

  const quote = async (
    name: string,
  ): Promise<{ ok: true; quote: DomainQuote; premium: boolean } | ProviderFailure> => {
    const tld = tldOf(name);
    const unsold: DomainQuote = {
      name,
      available: false,
      banned: false,
      reason: 'unsupported_tld',
      registrationPriceCents: null,
      renewalPriceCents: null,
      registrationCostCents: null,
      renewalCostCents: null,
    };
    if (!config.tlds.includes(tld)) return { ok: true, quote: unsold, premium: false };
    const checked = await command('namecheap.domains.check', { DomainList: name });
    if (!checked.ok)
      return checked.error.code === 'unsupported_tld'
        ? { ok: true, quote: unsold, premium: false }
        : checked;
    const result = list<NamecheapNode>(checked.response.DomainCheckResult)[0] ?? {};
    const register = await priceOf('REGISTER', tld);
    if (!register.ok) return register;
    const renew = await priceOf('RENEW', tld);
    if (!renew.ok) return renew;
    if (register.cents === null) return { ok: true, quote: unsold, premium: false };
    const premium = yes(result.IsPremiumName);
    const available = yes(result.Available);
    return {
      ok: true,
      premium,
      quote: {
        name,
        available,
        banned: false,
        reason: available ? null : 'taken',
        registrationPriceCents: null,
        renewalPriceCents: null,
        registrationCostCents: premium
          ? (centsOf(result.PremiumRegistrationPrice) ?? register.cents)
          : register.cents,
        renewalCostCents: premium
          ? (centsOf(result.PremiumRenewalPrice) ?? renew.cents)
          : renew.cents,
      },
    };
  };

  /** Whether the account already holds `name` (a registration whose answer was lost). */
  const ownExpiry = async (name: string): Promise<string | null> => {
    const info = await command('namecheap.domains.getInfo', { DomainName: name });
    if (!info.ok) return null;
    const details = (info.response.DomainGetInfoResult as NamecheapNode | undefined)
      ?.DomainDetails as NamecheapNode | undefined;
    return usDate(details?.ExpiredDate);
  };

  return {
    name: 'namecheap',
    get supportedTlds() {
      return config.tlds;
    },

    async checkAvailability(name) {
      const result = await quote(name);
      return result.ok ? succeed({ quote: result.quote }) : result;
    },

    async suggest(input) {
      return succeed(suggestNames(input));
    },

    async register({ name, years, contact, privacy, quotedCostCents }) {
      const now = await quote(name);
      if (!now.ok) return now;
      const { quote: current } = now;
      if (current.reason === 'unsupported_tld')
        return fail('unsupported_tld', `The registrar does not sell .${tldOf(name)}`);
      if (!current.available) {
        const expiry = await ownExpiry(name);
        if (expiry) return succeed({ registrationId: name, expiresAt: expiry });
        return fail(
          'name_unavailable',
          `${name} was registered by someone else since it was quoted`,
        );
      }
      // A premium name's price is the live one of domains.check; a regular one's, the TLD's now.
      const fresh = now.premium ? null : await priceOf('REGISTER', tldOf(name), true);
      if (fresh && !fresh.ok) return fresh;
      const cost = fresh ? (fresh.cents ?? 0) : (current.registrationCostCents ?? 0);
      if (cost !== quotedCostCents)
        return fail(
          'price_changed',
          `The registrar's price for ${name} changed from ${usd(quotedCostCents)} to ${usd(cost)} a year since it was quoted`,
        );
      if (!contact.phone)
        return fail('invalid_contact', 'Namecheap needs the registrant’s phone number');
      const { premium } = now;
      const created = await command(
        'namecheap.domains.create',
        {
          DomainName: name,
          Years: String(years),
          ...contactParams(contact),
          AddFreeWhoisguard: 'yes',
          WGEnabled: privacy ? 'yes' : 'no',
          ...(premium ? { IsPremiumDomain: 'true', PremiumPrice: (cost / 100).toFixed(2) } : {}),
        },
        { once: true },
      );
      if (!created.ok) return created;
      const result = (created.response.DomainCreateResult ?? {}) as NamecheapNode;
      if (!yes(result.Registered))
        return fail('registry_refused', `The registrar did not register ${name}`);
      return succeed({
        registrationId: String(result.DomainID ?? name),
        expiresAt: addYears(Date.now(), years),
      });
    },

    async setNameservers({ name, nameservers }) {
      const set = await command('namecheap.domains.dns.setCustom', {
        ...sldTld(name),
        Nameservers: nameservers.join(','),
      });
      return set.ok ? succeed({}) : set;
    },

    async renew({ name, years, expiresAt, quotedCostCents }) {
      const price = await priceOf('RENEW', tldOf(name), true);
      if (!price.ok) return price;
      if (price.cents !== null && price.cents !== quotedCostCents)
        return fail(
          'price_changed',
          `The registrar's renewal price for ${name} changed from ${usd(quotedCostCents)} to ${usd(price.cents)} a year`,
        );
      const renewed = await command(
        'namecheap.domains.renew',
        { DomainName: name, Years: String(years) },
        { once: true },
      );
      if (!renewed.ok) return renewed;
      const details = (renewed.response.DomainRenewResult as NamecheapNode | undefined)
        ?.DomainDetails as NamecheapNode | undefined;
      const from = Math.max(Date.parse(expiresAt), Date.now());
      return succeed({ expiresAt: usDate(details?.ExpiredDate) ?? addYears(from, years) });
    },

    async updateContact({ name, contact, privacy }) {
      if (contact) {
        const set = await command('namecheap.domains.setContacts', {
          DomainName: name,
          ...contactParams(contact),
        });
        if (!set.ok) return set;
      }
      if (privacy !== undefined) {
        const info = await command('namecheap.domains.getInfo', { DomainName: name });
        if (!info.ok) return info;
        const guard = (info.response.DomainGetInfoResult as NamecheapNode | undefined)
          ?.Whoisguard as NamecheapNode | undefined;
        const id = String(guard?.ID ?? '');
        if (!id) return fail('unsupported_by_registrar', `${name} has no WhoisGuard at Namecheap`);
        const set = await command(
          privacy ? 'namecheap.whoisguard.enable' : 'namecheap.whoisguard.disable',
          { WhoisguardID: id, ...(privacy ? { ForwardedToEmail: contact?.email ?? '' } : {}) },
        );
        if (!set.ok) return set;
      }
      return succeed({});
    },
  };
}

function addYears(from: number, years: number): string {
  const date = new Date(from);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString();
}

/** Namecheap's `MM/DD/YYYY` dates as ISO 8601 (midnight UTC); null when absent. */
function usDate(value: unknown): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(String(value ?? ''));
  return match ? `${match[3]}-${match[1]}-${match[2]}T00:00:00.000Z` : null;
}
