import type { Transaction } from 'kysely';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { type Executor, whileStill } from '../../db/transaction.js';
import { defineJob } from '../../jobs/job.js';
import {
  dnsJobs,
  ensureDkimKey,
  refreshRecordStatuses,
  seedManagedRecords,
} from '../dns/surface.js';
import { nameserversOf } from './domain.present.js';
import { transitionDomain } from './domain.transition.js';
import { type DomainFieldChanges, updateDomainFields } from './domains.repository.js';
import type { DomainRow } from './domains.table.js';
import { after, domainIn } from './job-support.js';

/**
 * Polls a domain's propagation until it is `active` or its deadline passes. Connected domains
 * first wait in `dns_setup_pending` for the customer's nameserver change; every domain then
 * waits in `waiting_for_dns_propagation` for resolvers to see its records.
 */
export const checkPropagationJob = defineJob({
  name: 'domains.check-propagation',
  payload: Type.Object({ domainId: Type.String() }),
  async handle({ domainId }, { ctx }) {
    const domain = await domainIn(ctx, domainId, [
      'dns_setup_pending',
      'waiting_for_dns_propagation',
    ]);
    if (!domain) return;
    const { waiting } = await advancePropagation(ctx, domain);
    if (waiting) await schedulePropagationCheck(ctx.db, ctx, domainId);
  },
});

/** Queues the next propagation check of a domain after the poll interval. */
export async function schedulePropagationCheck(
  executor: Executor,
  ctx: AppContext,
  domainId: string,
): Promise<void> {
  const runAt = after(ctx.providers.pace.propagationPollMs);
  await ctx.jobs.enqueue(
    executor,
    checkPropagationJob,
    { domainId },
    {
      key: `domain-propagation:${domainId}:${runAt.toISOString()}`,
      runAt,
    },
  );
}

/**
 * One propagation check: asks the DNS host what resolvers see and moves the domain on when it
 * can (nameservers matched: `waiting_for_dns_propagation`; every expected record visible:
 * `active`; deadline passed: `expired_propagation`). Used by the polling job and by the "check
 * nameservers propagation" operation. Says whether the domain is still waiting.
 */
export async function advancePropagation(
  ctx: AppContext,
  domain: DomainRow,
): Promise<{ domain: DomainRow; waiting: boolean }> {
  const { dnsHost, pace } = ctx.providers;
  const expired =
    domain.propagation_deadline !== null && Date.now() >= Date.parse(domain.propagation_deadline);
  const observe = async (): Promise<{ delegated: boolean; observed: DomainFieldChanges }> => {
    const check = await dnsHost.checkDelegation({
      domain: domain.name,
      zoneId: domain.zone_id,
      nameservers: nameserversOf(domain),
      since: domain.nameservers_set_at ?? domain.created_at,
    });
    const actual = check.ok ? check.actualNameservers : JSON.parse(domain.actual_nameservers);
    return {
      delegated: check.ok && check.delegated,
      observed: {
        actual_nameservers: JSON.stringify(actual),
        last_nameserver_check: new Date().toISOString(),
      },
    };
  };
  const keep = async (changes: DomainFieldChanges) => {
    await updateDomainFields(ctx.db, domain.id, {
      ...changes,
      updated_at: new Date().toISOString(),
    });
    return { domain: { ...domain, ...changes }, waiting: true };
  };
  const move = async (work: (trx: Transaction<DB>, fresh: DomainRow) => Promise<DomainRow>) => {
    const moved = await whileStill(ctx.db, 'domains', domain, work);
    return { domain: moved ?? domain, waiting: false };
  };

  if (domain.status === 'dns_setup_pending' && domain.connection_type === 'connected') {
    const { delegated, observed } = await observe();
    if (delegated) {
      const dkim = await ensureDkimKey(ctx, domain.id);
      const moved = await whileStill(ctx.db, 'domains', domain, async (trx, fresh) => {
        await seedManagedRecords(trx, fresh, dkim, ctx.providers.smtpServer);
        const next = await transitionDomain(trx, ctx, fresh, 'waiting_for_dns_propagation', {
          ...observed,
          nameserver_match_status: 'matched',
          dns_propagation_status: 'waiting',
          propagation_deadline: after(pace.propagationDeadlineMs).toISOString(),
        });
        await ctx.jobs.enqueue(trx, dnsJobs.publish, { domainId: domain.id });
        return next;
      });
      return { domain: moved ?? domain, waiting: moved !== null };
    }
    if (!expired) return keep(observed);
    return move((trx, fresh) =>
      transitionDomain(trx, ctx, fresh, 'expired_propagation', {
        ...observed,
        dns_propagation_status: 'failed',
        status_reason: `The nameservers were not changed to ${nameserversOf(domain).join(', ')} before the deadline`,
      }),
    );
  }

  if (domain.status === 'waiting_for_dns_propagation') {
    let observed: DomainFieldChanges = {};
    let matched = domain.nameserver_match_status === 'matched';
    if (!matched) {
      const seen = await observe();
      matched = seen.delegated;
      observed = { ...seen.observed, ...(matched ? { nameserver_match_status: 'matched' } : {}) };
      if (matched)
        await updateDomainFields(ctx.db, domain.id, {
          ...observed,
          updated_at: new Date().toISOString(),
        });
    }
    const view = { ...domain, ...observed };
    const refreshed = matched ? await refreshRecordStatuses(ctx, view) : null;
    if (refreshed?.ok && refreshed.managedPending === 0) {
      return move((trx, fresh) =>
        transitionDomain(trx, ctx, fresh, 'active', { dns_propagation_status: 'propagated' }),
      );
    }
    if (!expired) return keep(observed);
    return move((trx, fresh) =>
      transitionDomain(trx, ctx, fresh, 'expired_propagation', {
        ...observed,
        dns_propagation_status: 'failed',
        status_reason: matched
          ? 'The DNS records were not visible to resolvers before the deadline'
          : 'The delegation to our nameservers was not visible before the deadline',
      }),
    );
  }
  return { domain, waiting: false };
}
