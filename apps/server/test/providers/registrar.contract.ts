import { describe, expect, it } from 'vitest';
import type { Registrar } from '../../src/providers/registrar.js';
import type { ProviderFailure, ProviderResult } from '../../src/providers/result.js';

/** What an implementation supplies to be checked: names that take each path, and a clock. */
export interface RegistrarFixtures {
  create(): Registrar;
  /** A fresh name in a TLD it sells, available to buy. */
  availableName(): string;
  takenName: string;
  bannedName: string;
  unsupportedTldName: string;
  /** Registration refused for good. */
  refusedName: string;
  /** Registration fails with a retryable error. */
  unreachableName: string;
  declinedRenewalName: string;
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
};

/** Asserts a typed failure: a code, a message and whether a retry may help. */
export function expectFailure(
  result: ProviderResult,
  retryable: boolean,
): ProviderFailure['error'] {
  expect(result.ok).toBe(false);
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
    const registrar = f.create();
    const register = (name: string, years = 1) =>
      registrar.register({ name, years, contact: CONTACT, privacy: true, reference: 'ref-1' });

    it('quotes an available name with both prices in cents', async () => {
      const result = await registrar.checkAvailability(f.availableName());
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.quote).toMatchObject({ available: true, banned: false, reason: null });
      expect(Number.isInteger(result.quote.registrationPriceCents)).toBe(true);
      expect(result.quote.registrationPriceCents).toBeGreaterThan(0);
      expect(result.quote.renewalPriceCents).toBeGreaterThan(0);
    });

    it.each([
      ['taken', () => f.takenName, { available: false, banned: false, reason: 'taken' }],
      ['banned', () => f.bannedName, { available: false, banned: true, reason: 'banned' }],
      [
        'unsold TLD',
        () => f.unsupportedTldName,
        { available: false, reason: 'unsupported_tld', registrationPriceCents: null },
      ],
    ])('says why a %s name is not available', async (_case, name, expected) => {
      const result = await registrar.checkAvailability(name());
      expect(result.ok && result.quote).toMatchObject(expected);
    });

    it('suggests names in the TLDs asked for, page by page', async () => {
      const tlds = registrar.supportedTlds.slice(0, 2);
      const first = await registrar.suggest({ keyword: 'acme', tlds, offset: 0, limit: 5 });
      const second = await registrar.suggest({ keyword: 'acme', tlds, offset: 5, limit: 5 });
      if (!first.ok || !second.ok) throw new Error('suggest failed');
      expect(first.names).toHaveLength(5);
      expect(first.total).toBeGreaterThanOrEqual(10);
      for (const name of [...first.names, ...second.names]) {
        expect(tlds).toContain(name.slice(name.indexOf('.') + 1));
        expect(name).toContain('acme');
      }
      expect(first.names.filter((n) => second.names.includes(n))).toEqual([]);
    });

    it('registers an available name until now + years', async () => {
      const before = f.now();
      const result = await register(f.availableName(), 2);
      if (!result.ok) throw new Error(result.error.message);
      const expires = Date.parse(result.expiresAt);
      expect(expires - before).toBeGreaterThan(2 * YEAR_MS - 86_400_000);
      expect(expires - before).toBeLessThan(2 * YEAR_MS + 2 * 86_400_000);
      expect(result.registrationId.length).toBeGreaterThan(0);
    });

    it('refuses taken, banned and refused names for good, and reports an outage as retryable', async () => {
      expectFailure(await register(f.takenName), false);
      expectFailure(await register(f.bannedName), false);
      expectFailure(await register(f.refusedName), false);
      expectFailure(await register(f.unreachableName), true);
    });

    it('points a name at nameservers and updates its registrant', async () => {
      const name = f.availableName();
      const ns = ['a.ns.example.net', 'b.ns.example.net'];
      expect((await registrar.setNameservers({ name, nameservers: ns })).ok).toBe(true);
      expect((await registrar.updateContact({ name, privacy: false })).ok).toBe(true);
      expect((await registrar.updateContact({ name, contact: CONTACT })).ok).toBe(true);
    });

    it('renews from the current expiry, or declines', async () => {
      const expiresAt = new Date(f.now() + 100 * 86_400_000).toISOString();
      const renewed = await registrar.renew({ name: f.availableName(), years: 1, expiresAt });
      if (!renewed.ok) throw new Error(renewed.error.message);
      expect(Date.parse(renewed.expiresAt) - Date.parse(expiresAt)).toBeGreaterThan(
        YEAR_MS - 86_400_000,
      );
      expectFailure(
        await registrar.renew({ name: f.declinedRenewalName, years: 1, expiresAt }),
        false,
      );
    });
  });
}
