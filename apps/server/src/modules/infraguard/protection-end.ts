import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { isoNowFor } from '../clocks/surface.js';
import { findDomainById } from '../domains/surface.js';
import { endProtectionRow } from './infraguard.repository.js';
import type { InfraGuardSubscriptionRow } from './infraguard.table.js';

/** Domains that can be protected: not removed, not failed before they existed. */
export const UNPROTECTABLE = new Set([
  'deleted',
  'scheduled_for_deletion',
  'cancelled',
  'cart',
  'payment_failed',
  'registration_failed',
]);

/** Ends a protection (`cancelled`, checks and renewals stop) with the reason written. */
export async function endSubscription(
  trx: Transaction<DB>,
  sub: InfraGuardSubscriptionRow,
  why: string,
) {
  const now = await isoNowFor(trx, sub.workspace_id);
  const changes = {
    active_key: null,
    next_billing_date: null,
    status_reason: why,
    cancelled_at: now,
    updated_at: now,
  };
  await endProtectionRow(trx, sub, changes);
  return { ...sub, ...changes, status: 'cancelled' as const };
}

/**
 * Ends the protection (locked by the caller) when its domain has been removed: the next scheduled
 * check or renewal finds it, so a removed domain is neither checked nor charged for again. Says
 * whether it ended.
 */
export async function endedWithItsDomain(
  trx: Transaction<DB>,
  sub: InfraGuardSubscriptionRow,
): Promise<boolean> {
  const domain = await findDomainById(trx, sub.domain_id);
  if (domain && !UNPROTECTABLE.has(domain.status)) return false;
  await endSubscription(trx, sub, 'The domain was removed; protection ended');
  return true;
}
