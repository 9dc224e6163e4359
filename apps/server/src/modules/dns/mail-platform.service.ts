import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import type { DnsRecordSpec } from '../../providers/dns-host.js';
import { dnsJobs } from './dns.jobs.js';
import { listRecordsOfDomain } from './dns.repository.js';
import { addHostRecords, ensureDkimKey, restoreManagedRecords } from './dns.service.js';
import { refreshRecordStatuses } from './dns-verify.service.js';
import { domainReadsHook } from './domain-reads.js';

/**
 * DNS for a domain's mailbox platform, for the mailbox module: publishing the platform's MX and
 * SPF (the domain's `mail_platform`, set when its first mailbox is bought) and telling when
 * resolvers see them.
 */

/**
 * Rewrites the domain's managed records for its mail platform (restoring any that are missing or
 * altered) and queues their publication, in one transaction. False when the domain has no zone.
 */
export async function applyMailPlatformRecords(
  ctx: AppContext,
  domainId: string,
): Promise<boolean> {
  const domain = await domainReadsHook.get().findById(ctx.db, domainId);
  if (!domain?.zone_id || domain.status === 'deleted') return false;
  const dkim = await ensureDkimKey(ctx, domainId);
  await inTransaction(ctx.db, async (trx) => {
    const fresh = await domainReadsHook.get().lock(trx, domain);
    await restoreManagedRecords(trx, fresh, dkim, ctx.providers.smtpServer);
    await ctx.jobs.enqueue(trx, dnsJobs.publish, { domainId });
  });
  return true;
}

/**
 * Publishes the records the domain's mailbox host asked for (Google's or Microsoft's verification
 * token, autodiscover, DKIM) beside its own, on the DNS host in use, in one transaction. False
 * when the domain has no zone.
 */
export async function publishHostRecords(
  ctx: AppContext,
  domainId: string,
  records: readonly DnsRecordSpec[],
): Promise<boolean> {
  const domain = await domainReadsHook.get().findById(ctx.db, domainId);
  if (!domain?.zone_id || domain.status === 'deleted') return false;
  await inTransaction(ctx.db, async (trx) => {
    const fresh = await domainReadsHook.get().lock(trx, domain);
    if (await addHostRecords(trx, fresh, records))
      await ctx.jobs.enqueue(trx, dnsJobs.publish, { domainId });
  });
  return true;
}

/**
 * Whether resolvers see every managed record of the domain (its platform's MX and SPF among
 * them), refreshing record statuses from the DNS host first. A DNS host error is `null`: ask again.
 */
export async function mailRecordsVisible(
  ctx: AppContext,
  domainId: string,
): Promise<boolean | null> {
  const domain = await domainReadsHook.get().findById(ctx.db, domainId);
  if (!domain?.zone_id) return false;
  const result = await refreshRecordStatuses(ctx, domain);
  if (!result.ok) return null;
  if (result.managedPending > 0) return false;
  const records = await listRecordsOfDomain(ctx.db, domainId);
  return records.filter((r) => r.managed !== null).every((r) => r.status === 'active');
}
