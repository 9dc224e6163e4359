import { createHash } from 'node:crypto';
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

/** Affixes the simulated registrar combines with a keyword to suggest names. */
const PREFIXES = ['', 'get', 'try', 'go', 'meet', 'hello', 'join', 'use'];
const SUFFIXES = ['', 'hq', 'mail', 'team', 'app', 'labs', 'now', 'co'];

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
    };
  };

  const addYears = (from: number, years: number) => {
    const date = new Date(from);
    date.setUTCFullYear(date.getUTCFullYear() + years);
    return date.toISOString();
  };

  return {
    name: 'simulator',
    supportedTlds: Object.keys(PRICES),

    async checkAvailability(name) {
      return succeed({ quote: quote(name) });
    },

    async suggest({ keyword, tlds, offset, limit }) {
      const labels: string[] = [];
      for (const prefix of PREFIXES) {
        for (const suffix of SUFFIXES) {
          const label = `${prefix}${keyword}${suffix}`;
          if (label.length <= 63 && !labels.includes(label)) labels.push(label);
        }
      }
      const names = labels.flatMap((label) => tlds.map((tld) => `${label}.${tld}`));
      return succeed({ names: names.slice(offset, offset + limit), total: names.length });
    },

    async register({ name, years }) {
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
      return succeed({
        registrationId: `sim_reg_${digest(name)}`,
        expiresAt: addYears(now(), years),
      });
    },

    async setNameservers({ nameservers }) {
      if (nameservers.length < 2) return fail('invalid_nameservers', 'Give at least two');
      return succeed({});
    },

    async renew({ name, years, expiresAt }) {
      if (hasMagic(name, 'renewfail')) return fail('renewal_declined', 'The renewal was declined');
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

function tldOf(name: string): string {
  return name.slice(name.indexOf('.') + 1);
}

function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 16);
}
