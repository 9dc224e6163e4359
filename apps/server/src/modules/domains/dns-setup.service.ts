import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict } from '../../http/errors.js';
import { isoNow } from '../../lib/time.js';
import { dnsJobs, findDkim, restoreManagedRecords } from '../dns/surface.js';
import { ZONE_STATUSES } from './domain.lifecycle.js';
import { nameserversOf } from './domain.present.js';
import { lockDomainById, updateDomainFields } from './domains.repository.js';
import { getDomainsByNames, getDomainsByUids, requireStatus } from './domains.service.js';
import type { DomainRow } from './domains.table.js';
import { after } from './job-support.js';
import { advancePropagation } from './propagation.jobs.js';
import { restartDnsSetup } from './purchase.jobs.js';
import { unwrap } from './settings.service.js';

/**
 * Operations on a domain's DNS set-up: checking its nameservers now, giving a connected domain
 * new ones, and repairing its records (or its whole set-up).
 */

/**
 * Checks each domain's delegation now and moves it on when it can; an `expired_propagation`
 * domain first gets a fresh deadline. Answers what resolvers see.
 */
export async function checkNameserverPropagation(
  ctx: AppContext,
  workspaceId: string,
  names: readonly string[],
) {
  const domains = await getDomainsByNames(ctx.db, workspaceId, names);
  const results = [];
  for (const domain of domains) {
    let current = domain;
    if (current.status === 'expired_propagation') {
      current =
        (await inTransaction(ctx.db, async (trx) => {
          const fresh = await lockDomainById(trx, domain.id);
          return fresh?.status === 'expired_propagation' ? restartDnsSetup(trx, ctx, fresh) : null;
        })) ?? current;
    }
    if (
      current.status === 'dns_setup_pending' ||
      current.status === 'waiting_for_dns_propagation'
    ) {
      current = (await advancePropagation(ctx, current)).domain;
    }
    results.push({
      _id: current.id,
      uid: current.uid,
      name: current.name,
      status: current.status,
      propagated: current.nameserver_match_status === 'matched',
      nameservers: nameserversOf(current),
      actual_nameservers: JSON.parse(current.actual_nameservers) as string[],
      createdAt: current.created_at,
      updatedAt: current.updated_at,
    });
  }
  return results;
}

/**
 * Gives connected domains new nameservers (say, after the customer set the wrong ones and the
 * wait expired): the domain goes back to waiting for the nameserver change, with a fresh deadline.
 */
export async function regenerateNameservers(ctx: AppContext, workspaceId: string, uids: string[]) {
  const domains = await getDomainsByUids(ctx.db, workspaceId, uids);
  for (const domain of domains) {
    if (domain.connection_type !== 'connected')
      throw conflict(`${domain.name} was bought here; its nameservers are managed for you`);
    requireStatus(
      domain,
      ['dns_setup_pending', 'expired_propagation'],
      'regenerate nameservers once the domain is delegated',
    );
  }
  const fresh: string[][] = [];
  for (const domain of domains) {
    const result = await ctx.providers.dnsHost.reassignNameservers({
      domain: domain.name,
      zoneId: domain.zone_id ?? '',
      current: nameserversOf(domain),
    });
    fresh.push(unwrap(result).nameservers);
  }
  return inTransaction(ctx.db, async (trx) => {
    const updated: DomainRow[] = [];
    for (const [i, domain] of domains.entries()) {
      const current = (await lockDomainById(trx, domain.id)) as DomainRow;
      const changes = {
        nameservers: JSON.stringify(fresh[i]),
        nameservers_set_at: isoNow(),
        nameserver_match_status: 'pending' as const,
        propagation_deadline: after(ctx.providers.pace.connectDeadlineMs).toISOString(),
      };
      if (current.status === 'expired_propagation') {
        updated.push(await restartDnsSetup(trx, ctx, current, changes));
      } else {
        requireStatus(current, ['dns_setup_pending'], 'regenerate nameservers');
        await updateDomainFields(trx, current.id, {
          ...changes,
          updated_at: changes.nameservers_set_at,
        });
        updated.push({ ...current, ...changes, updated_at: changes.nameservers_set_at });
      }
    }
    return updated;
  });
}

export interface RepairResult {
  domain: string;
  uid: string;
  /** `repaired`: records restored; `healthy`: nothing was wrong; `restarted`: DNS setup runs again; `skipped`: nothing to repair yet. */
  status: 'repaired' | 'healthy' | 'restarted' | 'skipped';
  repaired: Array<'MX' | 'SPF' | 'DKIM' | 'DMARC'>;
  message: string;
}

/**
 * Repairs domains' DNS: restores missing or altered expected records (removing records that
 * compete with them) and republishes; an `inactive` domain (DNS setup failed) goes back to
 * `dns_setup_pending` and setup runs again.
 */
export async function repairDns(ctx: AppContext, domains: readonly DomainRow[]) {
  const results: RepairResult[] = [];
  for (const domain of domains) {
    const base = { domain: domain.name, uid: domain.uid, repaired: [] };
    if (domain.status === 'inactive') {
      await inTransaction(ctx.db, async (trx) => {
        const fresh = await lockDomainById(trx, domain.id);
        if (fresh?.status === 'inactive') await restartDnsSetup(trx, ctx, fresh);
      });
      results.push({ ...base, status: 'restarted', message: 'DNS setup is running again' });
      continue;
    }
    const dkim = domain.zone_id ? await findDkim(ctx.db, domain.id) : undefined;
    if (!dkim || !ZONE_STATUSES.includes(domain.status)) {
      results.push({
        ...base,
        status: 'skipped',
        message: `The domain is ${domain.status}; its records are not set up yet`,
      });
      continue;
    }
    const repaired = await inTransaction(ctx.db, async (trx) => {
      const labels = await restoreManagedRecords(trx, domain, dkim, ctx.providers.smtpServer);
      if (labels.length > 0) await ctx.jobs.enqueue(trx, dnsJobs.publish, { domainId: domain.id });
      return labels;
    });
    results.push({
      ...base,
      repaired,
      status: repaired.length > 0 ? 'repaired' : 'healthy',
      message:
        repaired.length > 0
          ? `Restored ${repaired.join(', ')}`
          : 'Every expected record is in place',
    });
  }
  return results;
}
