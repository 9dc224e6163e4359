import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/transaction.js';
import { isoNow } from '../../lib/time.js';
import type { DnsRecordSpec } from '../../providers/dns-host.js';
import type { SmtpServerProfile } from '../../providers/mailbox-host.js';
import { type ProviderResult, succeed } from '../../providers/result.js';
import { findDkimKey, listRecordsOfDomain, markRecordsActive } from './dns.repository.js';
import { type DnsDomain, toSpec } from './dns.service.js';
import type { DnsRecordRow } from './dns.table.js';
import {
  expectedRecords,
  MANAGED_LABELS,
  type ManagedLabel,
  matchesExpected,
} from './expected-records.js';

/**
 * What resolvers see of a domain's records: refreshing record statuses from the DNS host, and
 * reporting each expected record as ok, pending, missing or not applicable.
 */

export type LabelStatus = 'ok' | 'pending' | 'missing' | 'not_applicable';

export interface LabelReport {
  label: ManagedLabel;
  status: LabelStatus;
  expected: Array<Pick<DnsRecordSpec, 'host' | 'type' | 'value' | 'priority'>>;
}

/**
 * Asks the DNS host which pending records resolvers now see and marks those active. Records of
 * a domain not yet delegated to our nameservers cannot be seen and stay pending. Answers how
 * many expected (managed) records are still pending or absent.
 */
export async function refreshRecordStatuses(
  ctx: AppContext,
  domain: DnsDomain,
): Promise<ProviderResult<{ managedPending: number }>> {
  const records = await listRecordsOfDomain(ctx.db, domain.id);
  const dkim = await findDkimKey(ctx.db, domain.id);
  const expected = dkim ? expectedRecords(domain, dkim.public_key, ctx.providers.smtpServer) : [];
  const pending = records.filter((r) => r.status === 'pending');
  let visibleIds: string[] = [];
  if (domain.nameserver_match_status === 'matched' && pending.length > 0) {
    const checked = await ctx.providers.dnsHost.checkRecords({
      domain: domain.name,
      records: pending.map((r) => ({ ...toSpec(r), publishedAt: r.published_at })),
    });
    if (!checked.ok) return checked;
    visibleIds = pending.filter((_, i) => checked.visible[i]).map((r) => r.id);
    await markRecordsActive(ctx.db, visibleIds, isoNow());
  }
  const active = (r: DnsRecordRow) => r.status === 'active' || visibleIds.includes(r.id);
  const managedPending = dkim
    ? expected.filter((e) => !records.some((r) => matchesExpected(r, e) && active(r))).length
    : MANAGED_LABELS.length;
  return succeed({ managedPending });
}

/** Reports each expected record of the domain as ok, pending, missing or not applicable. */
export async function reportRecords(
  db: Executor,
  domain: DnsDomain,
  smtpServer: SmtpServerProfile,
): Promise<LabelReport[]> {
  const records = await listRecordsOfDomain(db, domain.id);
  const dkim = await findDkimKey(db, domain.id);
  const expected = dkim ? expectedRecords(domain, dkim.public_key, smtpServer) : [];
  return MANAGED_LABELS.map(({ managed, label }) => {
    const wanted = expected.filter((e) => e.managed === managed);
    const shape = wanted.map(({ host, type, value, priority }) => ({
      host,
      type,
      value,
      priority,
    }));
    if (managed === 'dmarc' && !domain.dmarc_policy) {
      return { label, status: 'not_applicable' as const, expected: [] };
    }
    // Before DNS setup has run there is nothing to compare with: the records are on their way.
    if (!dkim) return { label, status: 'pending' as const, expected: shape };
    const found = wanted.map((e) => records.find((r) => matchesExpected(r, e)));
    const status: LabelStatus = found.some((r) => r === undefined)
      ? 'missing'
      : found.some((r) => r?.status !== 'active')
        ? 'pending'
        : 'ok';
    return { label, status, expected: shape };
  });
}

/**
 * Verifies domains' expected records: refreshes what resolvers see (for delegated domains), then
 * reports each record as ok, pending, missing or not applicable. A domain without a DNS zone is
 * reported as an error rather than failing the whole request.
 */
export async function verifyDomains(ctx: AppContext, domains: readonly DnsDomain[]) {
  const results = [];
  for (const domain of domains) {
    const base = { domain: domain.name, uid: domain.uid };
    if (!domain.zone_id || ['deleted', 'scheduled_for_deletion'].includes(domain.status)) {
      results.push({
        ...base,
        status: 'error' as const,
        error_message: `The domain is ${domain.status} and has no DNS zone to verify`,
        records: [],
        overall_health: 'unknown' as const,
        needs_repair: false,
      });
      continue;
    }
    const refreshed = await refreshRecordStatuses(ctx, domain);
    const records = await reportRecords(ctx.db, domain, ctx.providers.smtpServer);
    const needsRepair = records.some((r) => r.status === 'missing');
    const pending = records.some((r) => r.status === 'pending');
    results.push({
      ...base,
      status: 'ok' as const,
      error_message: refreshed.ok ? '' : `Resolvers could not be asked: ${refreshed.error.message}`,
      records,
      overall_health: needsRepair
        ? ('needs_repair' as const)
        : pending
          ? ('pending' as const)
          : ('healthy' as const),
      needs_repair: needsRepair,
    });
  }
  return {
    summary: {
      total_requested: domains.length,
      total_verified: results.filter((r) => r.overall_health === 'healthy').length,
      needs_repair: results.filter((r) => r.needs_repair).length,
    },
    results,
  };
}
