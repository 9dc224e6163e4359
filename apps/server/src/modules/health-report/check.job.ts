import { Type } from 'typebox';
import { defineJob } from '../../jobs/job.js';
import { isoNow } from '../../lib/time.js';
import { findDomainById } from '../domains/surface.js';
import { checkBlocklists, checkDns } from '../infraguard/surface.js';

/** What a health check stores: the DNS and blocklist results and the findings read from them. */
export interface StoredHealthResults {
  results: Awaited<ReturnType<typeof checkDns>>['results'];
  findings: Awaited<ReturnType<typeof checkDns>>['findings'];
}

/**
 * One domain's health check, in the background: the same DNS and blocklist checks InfraGuard
 * runs (no subscription needed, nothing charged, no alert opened), stored on the domain's row.
 * A newer request for the domain (another batch) makes this one stop without writing.
 */
export const healthCheckJob = defineJob({
  name: 'health.check',
  payload: Type.Object({ domainId: Type.String(), batchId: Type.String() }),
  maxAttempts: 3,
  async handle({ domainId, batchId }, { ctx }) {
    const mine = (db: typeof ctx.db) =>
      db
        .updateTable('health_checks')
        .where('domain_id', '=', domainId)
        .where('batch_id', '=', batchId);
    const started = await mine(ctx.db)
      .set({ status: 'running', started_at: isoNow() })
      .executeTakeFirst();
    if (Number(started.numUpdatedRows) === 0) return;
    const domain = await findDomainById(ctx.db, domainId);
    if (!domain) {
      await mine(ctx.db).set({ status: 'failed', finished_at: isoNow() }).execute();
      return;
    }
    const dns = await checkDns(ctx, domain);
    const lists = await checkBlocklists(ctx, domain);
    const stored: StoredHealthResults = {
      results: [...dns.results, ...lists.results],
      findings: [...dns.findings, ...lists.findings],
    };
    await mine(ctx.db)
      .set({ status: 'done', results: JSON.stringify(stored), finished_at: isoNow() })
      .execute();
  },
});

export const healthJobs = { healthCheckJob };
