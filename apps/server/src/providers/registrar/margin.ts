import type { RegistrarMargin } from '../../config/vendors.js';
import type { DomainQuote, Registrar } from '../registrar.js';

/** The customer's price for a registrar's price: plus the percentage, plus the fixed amount. */
export function withMarginCents(costCents: number, margin: RegistrarMargin): number {
  return Math.round((costCents * (100 + margin.percent)) / 100) + margin.fixedCents;
}

/**
 * The registrar as the service sells from it: every quote's prices are the registrar's own
 * (`registrationCostCents`, `renewalCostCents`) plus the operator's margin
 * (MAILWRIGHT_REGISTRAR_MARGIN), the one place a price is made.
 */
export function withMargin(registrar: Registrar, margin: RegistrarMargin): Registrar {
  const price = (cost: number | null) => (cost === null ? null : withMarginCents(cost, margin));
  const priced = (quote: DomainQuote): DomainQuote => ({
    ...quote,
    registrationPriceCents: price(quote.registrationCostCents),
    renewalPriceCents: price(quote.renewalCostCents),
  });
  return {
    name: registrar.name,
    get supportedTlds() {
      return registrar.supportedTlds;
    },
    async checkAvailability(name) {
      const result = await registrar.checkAvailability(name);
      return result.ok ? { ...result, quote: priced(result.quote) } : result;
    },
    suggest: (input) => registrar.suggest(input),
    register: (input) => registrar.register(input),
    setNameservers: (input) => registrar.setNameservers(input),
    renew: (input) => registrar.renew(input),
    updateContact: (input) => registrar.updateContact(input),
  };
}
