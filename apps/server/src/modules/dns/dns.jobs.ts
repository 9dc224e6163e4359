import { Type } from 'typebox';
import { defineJob, PermanentJobError, RetryJobError } from '../../jobs/job.js';
import { hasPendingRecords, publishZone } from './dns.service.js';
import { refreshRecordStatuses } from './dns-verify.service.js';
import { domainReadsHook } from './domain-reads.js';

/**
 * Sends a domain's record set to the DNS host after it changed (the change and this job are
 * written in one transaction, so a committed change is always published). Publishing is a full
 * replace, so running it twice is harmless. Then, for a domain already delegated to us, checks
 * until resolvers see the new records.
 */
const publish = defineJob({
  name: 'dns.publish',
  payload: Type.Object({ domainId: Type.String() }),
  async handle({ domainId }, { ctx }) {
    const domain = await domainReadsHook.get().findById(ctx.db, domainId);
    if (!domain?.zone_id || domain.status === 'deleted') return;
    const result = await publishZone(ctx, domain);
    if (!result.ok) {
      if (!result.error.retryable)
        throw new PermanentJobError(`${result.error.code}: ${result.error.message}`);
      throw new RetryJobError(
        result.error.message,
        new Date(Date.now() + ctx.providers.pace.providerRetryMs),
      );
    }
    if (domain.nameserver_match_status === 'matched') {
      const { pace } = ctx.providers;
      const runAt = new Date(Date.now() + pace.propagationPollMs);
      await ctx.jobs.enqueue(
        ctx.db,
        checkRecords,
        { domainId, until: new Date(Date.now() + pace.propagationDeadlineMs).toISOString() },
        { key: `dns-check:${domainId}:${runAt.toISOString()}`, runAt },
      );
    }
  },
});

/** Marks a domain's records active as resolvers come to see them, polling until `until`. */
const checkRecords = defineJob({
  name: 'dns.check-records',
  payload: Type.Object({ domainId: Type.String(), until: Type.String() }),
  async handle({ domainId, until }, { ctx }) {
    const domain = await domainReadsHook.get().findById(ctx.db, domainId);
    if (!domain?.zone_id || domain.status === 'deleted') return;
    const result = await refreshRecordStatuses(ctx, domain);
    const pending = await hasPendingRecords(ctx.db, domainId);
    if ((result.ok && !pending) || Date.now() >= Date.parse(until)) return;
    const runAt = new Date(Date.now() + ctx.providers.pace.propagationPollMs);
    await ctx.jobs.enqueue(
      ctx.db,
      checkRecords,
      { domainId, until },
      { key: `dns-check:${domainId}:${runAt.toISOString()}`, runAt },
    );
  },
});

export const dnsJobs = { publish, checkRecords };
