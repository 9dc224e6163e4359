import type { AppContext } from '../../context.js';
import { RetryJobError } from '../../jobs/job.js';
import type { ProviderError } from '../../providers/result.js';
import type { DomainStatus } from './domain.lifecycle.js';
import { findDomainById } from './domains.repository.js';
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

/** A retryable provider failure: try again after the pace's retry delay. */
export function retryLater(ctx: AppContext, error: ProviderError): never {
  throw new RetryJobError(
    `${error.code}: ${error.message}`,
    after(ctx.providers.pace.providerRetryMs),
  );
}
