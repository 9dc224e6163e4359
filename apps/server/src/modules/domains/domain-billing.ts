import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type ChargeLine, findCharge, type LedgerEntryRow, refund } from '../billing/surface.js';
import type { DomainRow } from './domains.table.js';

/** What a domain's registration costs: its first-year price times its years, in cents. */
export function registrationCents(domain: DomainRow): number {
  return (domain.registration_price_cents ?? 0) * domain.registration_years;
}

const years = (n: number) => `${n} year${n === 1 ? '' : 's'}`;

/**
 * The ledger line of a domain's registration. Its entry takes the id the domain already records
 * as `charge_id` (set when the domain is created and billing is on).
 */
export function registrationLine(domain: DomainRow): ChargeLine {
  return {
    ...(domain.charge_id ? { entryId: domain.charge_id } : {}),
    recordType: 'domain',
    recordUid: domain.uid,
    amountCents: registrationCents(domain),
    description: `Domain registration: ${domain.name} (${years(domain.registration_years)})`,
    reference: `domain:${domain.uid}:registration`,
  };
}

/**
 * Gives a domain's registration charge back into the wallet that paid it (the charge may be the
 * domain's own, or its order's). Once: the reference makes a second refund a no-op.
 */
export function refundRegistration(
  trx: Transaction<DB>,
  domain: DomainRow,
  why: string,
  actor = 'system',
): Promise<LedgerEntryRow | null> {
  return refund(trx, {
    chargeEntryId: domain.charge_id,
    amountCents: registrationCents(domain),
    recordType: 'domain',
    recordUid: domain.uid,
    description: `Refund of ${domain.name}: ${why}`,
    reference: `refund:domain:${domain.uid}:registration`,
    actor,
  });
}

/** The ledger line of a renewal for `years`, requested at `requestedAt` (one charge per request). */
export function renewalLine(
  domain: DomainRow,
  renewalYears: number,
  requestedAt: string,
): ChargeLine {
  return {
    recordType: 'domain',
    recordUid: domain.uid,
    amountCents: (domain.renewal_price_cents ?? 0) * renewalYears,
    description: `Domain renewal: ${domain.name} (${years(renewalYears)})`,
    reference: `domain:${domain.uid}:renewal:${requestedAt}`,
  };
}

/** Gives a renewal charge back (the registrar declined the renewal). */
export async function refundRenewal(trx: Transaction<DB>, domain: DomainRow) {
  const reference = `domain:${domain.uid}:renewal:${domain.renewal_requested_at}`;
  const charged = await findCharge(trx, reference);
  return refund(trx, {
    chargeEntryId: charged?.id ?? null,
    amountCents: -(charged?.amount_cents ?? 0),
    recordType: 'domain',
    recordUid: domain.uid,
    description: `Refund of the renewal of ${domain.name}: the registrar declined it`,
    reference: `refund:${reference}`,
    actor: 'system',
  });
}
