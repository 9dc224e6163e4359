import { Type } from 'typebox';
import { inTransaction, whileStill } from '../../db/transaction.js';
import { defineJob } from '../../jobs/job.js';
import { dropRecords } from '../dns/surface.js';
import { clearTags } from '../tags/surface.js';
import { transitionDomain } from './domain.transition.js';
import { refundRenewal } from './domain-billing.js';
import { lockDomainById, updateDomainFields } from './domains.repository.js';
import { domainIn, retryLater } from './job-support.js';

const DomainPayload = Type.Object({ domainId: Type.String() });

/** Tears down a removed domain's zone at the DNS host: `scheduled_for_deletion` -> `deleted`. */
export const teardownJob = defineJob({
  name: 'domains.teardown',
  payload: DomainPayload,
  async handle({ domainId }, { ctx }) {
    const domain = await domainIn(ctx, domainId, ['scheduled_for_deletion']);
    if (!domain) return;
    if (domain.zone_id) {
      const result = await ctx.providers.dnsHost.deleteZone({
        domain: domain.name,
        zoneId: domain.zone_id,
      });
      // A zone the host will not delete is the host's to clean up; the domain is still ours to end.
      if (!result.ok && result.error.retryable) retryLater(ctx, result.error);
    }
    await whileStill(ctx.db, 'domains', domain, async (trx, fresh) => {
      await dropRecords(trx, fresh.id);
      await clearTags(trx, 'domain', [fresh.id]);
      await transitionDomain(trx, ctx, fresh, 'deleted', { zone_id: null });
    });
  },
});

/**
 * Renews a registration (`renewal_status` `pending`): `completed` with the new `renewal_date`, or
 * `failed` with the renewal's charge given back. The domain's status does not change, so no
 * event is sent.
 */
export const renewJob = defineJob({
  name: 'domains.renew',
  payload: DomainPayload,
  async handle({ domainId }, { ctx }) {
    const domain = await domainIn(ctx, domainId, [
      'dns_setup_pending',
      'waiting_for_dns_propagation',
      'active',
      'inactive',
      'expired_propagation',
    ]);
    if (domain?.renewal_status !== 'pending') return;
    const result = await ctx.providers.registrar.renew({
      name: domain.name,
      years: domain.renewal_years ?? 1,
      expiresAt: domain.renewal_date ?? new Date().toISOString(),
      quotedCostCents: domain.renewal_cost_cents ?? domain.renewal_price_cents ?? 0,
    });
    if (!result.ok && result.error.retryable) retryLater(ctx, result.error);
    const now = new Date().toISOString();
    await inTransaction(ctx.db, async (trx) => {
      const fresh = await lockDomainById(trx, domain.id);
      if (fresh?.renewal_status !== 'pending') return;
      if (result.ok) {
        await updateDomainFields(trx, domain.id, {
          renewal_status: 'completed',
          renewal_date: result.expiresAt,
          renewal_years: null,
          updated_at: now,
        });
        return;
      }
      await updateDomainFields(trx, domain.id, {
        renewal_status: 'failed',
        renewal_years: null,
        updated_at: now,
      });
      await refundRenewal(trx, fresh);
    });
  },
});
