import { describe, expect, it } from 'vitest';
import type { Registrar } from '../../src/providers/registrar.js';
import type { ProviderFailure, ProviderResult } from '../../src/providers/result.js';

/** A name and what makes it take a path: done to the registrar after the quote. */
export interface Scenario {
  name: string;
  /** What happens at the registrar between the customer's quote and the purchase. */
  afterQuote?: () => void;
  /** Puts the registrar back as it was. */
  cleanup?: () => void;
}

/** What an implementation supplies to be checked: names that take each path, and a clock. */
export interface RegistrarFixtures {
  create(): Registrar;
  /** A fresh name in a TLD it sells, available to buy. */
  availableName(): string;
  takenName: string;
  /** A name the registrar refuses outright (the simulator's banned list); null: none. */
  bannedName: string | null;
  /** A name in a TLD the operator sells but the registrar does not. */
  unsupportedTldName: string;
  /** The registrar does not answer (every try fails with a retryable error). */
  unreachable(): Scenario;
  /** Someone else registers the name after the quote. */
  sniped(): Scenario;
  /** The registrar's price rises after the quote. */
  priceChanged(): Scenario;
  /** The operator's account at the registrar cannot pay. */
  noFunds(): Scenario;
  /** Whether contact details can be changed through the registrar's API. */
  contactUpdates: boolean;
  now(): number;
}

export const CONTACT = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  address_line1: '1 Analytical Way',
  city: 'London',
  state: 'Greater London',
  country: 'GB',
  postal_code: 'N1 9GU',
  phone: '+44.2079460000',
};

/** Asserts a typed failure: a code, a message and whether a retry may help. */
export function expectFailure(
  result: ProviderResult,
  retryable: boolean,
): ProviderFailure['error'] {
  expect(result.ok, JSON.stringify(result)).toBe(false);
  const { error } = result as ProviderFailure;
  expect(error.code).toMatch(/^[a-z][a-z_]+$/);
  expect(error.message.length).toBeGreaterThan(0);
  expect(error.retryable).toBe(retryable);
  return error;
}

const YEAR_MS = 365 * 24 * 3600 * 1000;

/** The behaviour every registrar adapter must have. */
export function registrarContract(label: string, f: RegistrarFixtures): void {
  describe(`registrar contract: ${label}`, () => {
    const registrar = () => f.create();

    /** Quotes `scenario`'s name, lets what happens after the quote happen, then registers it. */
    const buy = async (scenario: Scenario, r = registrar()) => {
      const quoted = await r.checkAvailability(scenario.name);
      if (!quoted.ok) throw new Error(quoted.error.message);
      scenario.afterQuote?.();
      try {
        return await r.register({
          name: scenario.name,
          years: 1,
          contact: CONTACT,
          privacy: true,
          reference: `ref-${scenario.name}`,
          quotedCostCents: quoted.quote.registrationCostCents ?? 0,
        });
      } finally {
        scenario.cleanup?.();
      }
    };

    it('quotes an available name with its prices in cents', async () => {
      const result = await registrar().checkAvailability(f.availableName());
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.quote).toMatchObject({ available: true, banned: false, reason: null });
      expect(Number.isInteger(result.quote.registrationCostCents)).toBe(true);
      expect(result.quote.registrationCostCents).toBeGreaterThan(0);
      expect(result.quote.renewalCostCents).toBeGreaterThan(0);
    });

    it('says why a taken, banned or unsold name is not available', async () => {
      const r = registrar();
      const cases: Array<[string | null, object]> = [
        [f.takenName, { available: false, banned: false, reason: 'taken' }],
        [f.bannedName, { available: false, banned: true, reason: 'banned' }],
        [
          f.unsupportedTldName,
          { available: false, reason: 'unsupported_tld', registrationCostCents: null },
        ],
      ];
      for (const [name, expected] of cases) {
        if (name === null) continue;
        const result = await r.checkAvailability(name);
        expect(result.ok && result.quote, name).toMatchObject(expected);
      }
    });

    it('suggests names in the TLDs asked for, page by page', async () => {
      const r = registrar();
      const tlds = r.supportedTlds.slice(0, 2);
      const first = await r.suggest({ keyword: 'acme', tlds, offset: 0, limit: 5 });
      const second = await r.suggest({ keyword: 'acme', tlds, offset: 5, limit: 5 });
      if (!first.ok || !second.ok) throw new Error('suggest failed');
      expect(first.names).toHaveLength(5);
      expect(first.total).toBeGreaterThanOrEqual(10);
      for (const name of [...first.names, ...second.names]) {
        expect(tlds).toContain(name.slice(name.indexOf('.') + 1));
        expect(name).toContain('acme');
      }
      expect(first.names.filter((n) => second.names.includes(n))).toEqual([]);
    });

    it('registers an available name at its quoted price until now + a year', async () => {
      const before = f.now();
      const result = await buy({ name: f.availableName() });
      if (!result.ok) throw new Error(result.error.message);
      const expires = Date.parse(result.expiresAt);
      expect(expires - before).toBeGreaterThan(YEAR_MS - 86_400_000);
      expect(expires - before).toBeLessThan(YEAR_MS + 2 * 86_400_000);
      expect(result.registrationId.length).toBeGreaterThan(0);
    });

    it('refuses for good a name taken since the quote, a changed price, an unpaid order and an unsold TLD', async () => {
      expect(expectFailure(await buy(f.sniped()), false).code).toBe('name_unavailable');
      const changed = expectFailure(await buy(f.priceChanged()), false);
      expect(changed.code).toBe('price_changed');
      expect(changed.message).toMatch(/\$\d+\.\d\d/);
      const unpaid = expectFailure(await buy(f.noFunds()), false);
      expect(unpaid.code).toBe('registrar_insufficient_funds');
      const unsold = await registrar().register({
        name: f.unsupportedTldName,
        years: 1,
        contact: CONTACT,
        privacy: true,
        reference: 'ref-unsold',
        quotedCostCents: 1000,
      });
      expect(expectFailure(unsold, false).code).toBe('unsupported_tld');
    });

    it('reports a registrar that does not answer as retryable', async () => {
      const scenario = f.unreachable();
      try {
        const result = await registrar().register({
          name: scenario.name,
          years: 1,
          contact: CONTACT,
          privacy: true,
          reference: 'ref-down',
          quotedCostCents: 1,
        });
        expectFailure(result, true);
      } finally {
        scenario.cleanup?.();
      }
    });

    it('points a registered name at nameservers, updates its registrant, and renews it', async () => {
      const r = registrar();
      const name = f.availableName();
      const registered = await buy({ name }, r);
      if (!registered.ok) throw new Error(registered.error.message);
      const ns = ['a.ns.example.net', 'b.ns.example.net'];
      expect((await r.setNameservers({ name, nameservers: ns })).ok).toBe(true);
      expect((await r.updateContact({ name, privacy: true })).ok).toBe(true);
      const contact = await r.updateContact({ name, contact: CONTACT });
      if (f.contactUpdates) expect(contact.ok).toBe(true);
      else expect(expectFailure(contact, false).code).toBe('unsupported_by_registrar');
      const quote = await r.checkAvailability(name);
      if (!quote.ok) throw new Error(quote.error.message);
      const renewed = await r.renew({
        name,
        years: 1,
        expiresAt: registered.expiresAt,
        quotedCostCents: quote.quote.renewalCostCents ?? 0,
      });
      if (!renewed.ok) throw new Error(renewed.error.message);
      expect(Date.parse(renewed.expiresAt) - Date.parse(registered.expiresAt)).toBeGreaterThan(
        YEAR_MS - 86_400_000,
      );
      const changed = await r.renew({
        name,
        years: 1,
        expiresAt: renewed.expiresAt,
        quotedCostCents: (quote.quote.renewalCostCents ?? 0) - 1,
      });
      expect(expectFailure(changed, false).code).toBe('price_changed');
    });
  });
}
