import { createHash } from 'node:crypto';
import { suggestNames, tldOf, usd } from '../registrar/suggest.js';
import type { ContactDetails, DomainQuote, Registrar } from '../registrar.js';
import { fail, succeed } from '../result.js';
import { hasMagic } from './magic.js';

/** First-year and renewal prices in cents, per TLD the simulated registrar sells. */
const PRICES: Readonly<Record<string, { registration: number; renewal: number }>> = {
  com: { registration: 1299, renewal: 1499 },
  net: { registration: 1399, renewal: 1599 },
  org: { registration: 1199, renewal: 1399 },
  shop: { registration: 299, renewal: 3499 },
};

/** How many times a `regflaky` name fails before it registers (per simulator instance). */
const FLAKY_FAILURES = 2;

export interface SimRegistrarOptions {
  now?: () => number;
}

/**
 * A registrar that registers nothing but answers like one: prices per TLD, deterministic
 * suggestions, and the magic values of `magic.ts`. It keeps no state except the count of
 * `regflaky` attempts, which lives in the process (so each worker process sees its own failures).
 */
export function createSimRegistrar(options: SimRegistrarOptions = {}): Registrar {
  const now = options.now ?? Date.now;
  const flakyAttempts = new Map<string, number>();

  const quote = (name: string): DomainQuote => {
    const tld = name.slice(name.indexOf('.') + 1);
    const price = PRICES[tld];
    const banned = hasMagic(name, 'banned');
    const reason = !price
      ? 'unsupported_tld'
      : banned
        ? 'banned'
        : hasMagic(name, 'taken')
          ? 'taken'
          : null;
    return {
      name,
      available: reason === null,
      banned,
      reason,
      registrationPriceCents: price?.registration ?? null,
      renewalPriceCents: price?.renewal ?? null,
      registrationCostCents: price?.registration ?? null,
      renewalCostCents: price?.renewal ?? null,
    };
  };

  const addYears = (from: number, years: number) => {
    const date = new Date(from);
    date.setUTCFullYear(date.getUTCFullYear() + years);
    return date.toISOString();
  };

  return {
    supportedTlds: Object.keys(PRICES),

    async checkAvailability(name) {
      return succeed({ quote: quote(name) });
    },

    async suggest(input) {
      return succeed(suggestNames(input));
    },

    async register({ name, years, quotedCostCents }) {
      const q = quote(name);
      if (q.reason === 'unsupported_tld')
        return fail('unsupported_tld', `The registrar does not sell .${tldOf(name)}`);
      if (q.banned) return fail('name_banned', 'The name is banned from registration');
      if (!q.available) return fail('name_unavailable', 'The name is already registered');
      if (hasMagic(name, 'regfail'))
        return fail('registry_refused', 'The registry refused the registration');
      if (hasMagic(name, 'regdown'))
        return fail('registrar_unavailable', 'The registrar did not answer in time', true);
      if (hasMagic(name, 'regflaky')) {
        const attempts = (flakyAttempts.get(name) ?? 0) + 1;
        flakyAttempts.set(name, attempts);
        if (attempts <= FLAKY_FAILURES)
          return fail('registrar_unavailable', 'The registrar did not answer in time', true);
      }
      if (hasMagic(name, 'sniped'))
        return fail(
          'name_unavailable',
          `${name} was registered by someone else since it was quoted`,
        );
      const current = (q.registrationCostCents ?? 0) + (hasMagic(name, 'pricechange') ? 100 : 0);
      if (quotedCostCents !== current)
        return fail(
          'price_changed',
          `The registrar's price for ${name} changed from ${usd(quotedCostCents)} to ${usd(current)} a year since it was quoted`,
        );
      if (hasMagic(name, 'regnofunds'))
        return fail(
          'registrar_insufficient_funds',
          'The registrar could not take payment: the service’s account there is short of funds',
        );
      return succeed({
        registrationId: `sim_reg_${digest(name)}`,
        expiresAt: addYears(now(), years),
      });
    },

    async setNameservers({ nameservers }) {
      if (nameservers.length < 2) return fail('invalid_nameservers', 'Give at least two');
      return succeed({});
    },

    async renew({ name, years, expiresAt, quotedCostCents }) {
      if (hasMagic(name, 'renewfail')) return fail('renewal_declined', 'The renewal was declined');
      const current = quote(name).renewalCostCents;
      if (current !== null && quotedCostCents !== current)
        return fail(
          'price_changed',
          `The registrar's renewal price for ${name} changed from ${usd(quotedCostCents)} to ${usd(current)} a year`,
        );
      const from = Math.max(Date.parse(expiresAt), now());
      return succeed({ expiresAt: addYears(from, years) });
    },

    async updateContact({
      contact,
    }: {
      name: string;
      contact?: ContactDetails;
      privacy?: boolean;
    }) {
      if (contact && !/^[A-Z]{2}$/.test(contact.country))
        return fail('invalid_contact', 'country must be an ISO 3166-1 alpha-2 code');
      return succeed({});
    },
  };
}

function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 16);
}
