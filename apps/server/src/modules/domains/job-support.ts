import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { RetryJobError } from '../../jobs/job.js';
import type { ProviderError } from '../../providers/result.js';
import type { DomainStatus } from './domain.lifecycle.js';
import { findDomainById, lockDomainById } from './domains.repository.js';
import type { DomainRow } from './domains.table.js';

/** Milliseconds from now as a Date, for job run times and deadlines. */
export function after(ms: number): Date {
  return new Date(Date.now() + ms);
}

/** The domain if it is still in one of `statuses` (a job whose step already happened does nothing). */
export async function domainIn(
  ctx: AppContext,
  id: string,
  statuses: readonly DomainStatus[],
): Promise<DomainRow | null> {
  const domain = await findDomainById(ctx.db, id);
  return domain && statuses.includes(domain.status) ? domain : null;
}

/**
 * Runs `work` in a transaction with the domain read afresh, only if it is still in `status`:
 * between the provider call and this write, the customer may have removed it.
 */
export function whileStill<T>(
  ctx: AppContext,
  domain: DomainRow,
  work: (trx: Transaction<DB>, fresh: DomainRow) => Promise<T>,
): Promise<T | null> {
  return inTransaction(ctx.db, async (trx) => {
    const fresh = await lockDomainById(trx, domain.id);
    if (!fresh || fresh.status !== domain.status) return null;
    return work(trx, fresh);
  });
}

/** A retryable provider failure: try again after the pace's retry delay. */
export function retryLater(ctx: AppContext, error: ProviderError): never {
  throw new RetryJobError(
    `${error.code}: ${error.message}`,
    after(ctx.providers.pace.providerRetryMs),
  );
}
