import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { type DomainRow, getDomainByRef, lockDomain, requireZone } from '../domains/surface.js';
import { dnsJobs } from './dns.jobs.js';
import { requireDomainRef } from './dns.schema.js';

/**
 * Add, update and delete DNS records: in one transaction, the domain named by `ref` (its uid or
 * name) locked, refused with a 409 when its zone is not hosted (`action` says what was refused),
 * `edit` run on it, and the zone's publish enqueued. Answers what `edit` answers.
 */
export async function editRecords<T>(
  ctx: AppContext,
  workspaceId: string,
  ref: { uid?: string; domain?: string },
  action: string,
  edit: (trx: Transaction<DB>, domain: DomainRow) => Promise<T>,
): Promise<T> {
  requireDomainRef(ref);
  return inTransaction(ctx.db, async (trx) => {
    const domain = await lockDomain(trx, await getDomainByRef(trx, workspaceId, ref));
    requireZone(domain, action);
    const result = await edit(trx, domain);
    await ctx.jobs.enqueue(trx, dnsJobs.publish, { domainId: domain.id });
    return result;
  });
}
