import type { Transaction } from 'kysely';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { inTransaction, whileStill } from '../../db/transaction.js';
import { defineJob, type JobHelpers } from '../../jobs/job.js';
import { ZONE_TAKEN } from '../../providers/dns-host.js';
import type { ContactDetails } from '../../providers/registrar.js';
import { dnsJobs } from '../dns/dns.jobs.js';
import { ensureDkimKey, seedManagedRecords } from '../dns/dns.service.js';
import { transitionDomain } from './domain.transition.js';
import {
  type DomainFieldChanges,
  lockDomainById,
  updateDomainFields,
} from './domains.repository.js';
import type { DomainRow } from './domains.table.js';
import { after, domainIn, retryLater } from './job-support.js';
import { HELD_ELSEWHERE } from './name-holders.js';
import { schedulePropagationCheck } from './propagation.jobs.js';

const DomainPayload = Type.Object({ domainId: Type.String() });

const REGISTER_ATTEMPTS = 5;

/** Ends `status_reason` while a charge is being given back (by {@link refundJob}). */
const REFUNDING = '; refunding the charge';

/** Whether the domain's charge is being given back: its registration failed, or it was removed. */
const refunding = (domain: DomainRow) => domain.status_reason.endsWith(REFUNDING);

/**
 * Charges a purchased domain's order (`cart`), or retries a declined charge once
 * (`payment_failed`). Taken: `registration_in_progress`. Declined: `payment_failed`, then
 * `cancelled` when the retry is declined too. Taken for a domain the customer removed meanwhile:
 * given back by {@link refundJob}.
 */
export const chargeJob = defineJob({
  name: 'domains.charge',
  payload: DomainPayload,
  async handle({ domainId }, { ctx }) {
    const domain = await domainIn(ctx, domainId, ['cart', 'payment_failed']);
    if (!domain) return;
    const amount = (domain.registration_price_cents ?? 0) * domain.registration_years;
    const charge = await ctx.providers.registrar.chargeRegistration({
      name: domain.name,
      amountCents: amount,
      reference: domain.uid,
    });
    if (!charge.ok && charge.error.retryable) retryLater(ctx, charge.error);
    const moved = await whileStill(ctx.db, 'domains', domain, async (trx, fresh) => {
      const { pace } = ctx.providers;
      if (charge.ok) {
        await transitionDomain(trx, ctx, fresh, 'registration_in_progress', {
          charge_id: charge.chargeId,
        });
        await ctx.jobs.enqueue(
          trx,
          registerJob,
          { domainId },
          {
            key: `domain-register:${domainId}`,
            runAt: after(pace.registrationMs),
          },
        );
      } else if (fresh.status === 'cart') {
        await transitionDomain(trx, ctx, fresh, 'payment_failed', {
          status_reason: `${charge.error.message}; retrying once`,
        });
        await ctx.jobs.enqueue(
          trx,
          chargeJob,
          { domainId },
          {
            key: `domain-charge-retry:${domainId}`,
            runAt: after(pace.paymentRetryMs),
          },
        );
      } else {
        await transitionDomain(trx, ctx, fresh, 'cancelled', {
          status_reason: `${charge.error.message} again; the order was cancelled`,
        });
      }
      return true;
    });
    if (charge.ok && moved === null) await refundRemoved(ctx, domainId, charge.chargeId);
  },
});

/** A domain removed while its payment was being taken: the charge is given back. */
async function refundRemoved(ctx: AppContext, domainId: string, chargeId: string) {
  await inTransaction(ctx.db, async (trx) => {
    const fresh = await lockDomainById(trx, domainId);
    if (fresh?.status !== 'deleted' || fresh.charge_id) return;
    await updateDomainFields(trx, domainId, {
      charge_id: chargeId,
      status_reason: `Removed while its payment was being taken${REFUNDING}`,
      updated_at: new Date().toISOString(),
    });
    await ctx.jobs.enqueue(trx, refundJob, { domainId }, { key: `domain-refund:${domainId}` });
  });
}

/**
 * Registers the name at the registrar. Registered: `dns_setup_pending`. Refused:
 * `registration_failed`. Unreachable: retried, and `registration_failed` after the last attempt.
 * A failed registration that was paid for is not failed yet: `status_reason` says why and that
 * the charge is being refunded, and {@link refundJob} gives the charge back (retrying the
 * refund alone, never the registration) before the domain goes `registration_failed`.
 */
export const registerJob = defineJob({
  name: 'domains.register',
  payload: DomainPayload,
  maxAttempts: REGISTER_ATTEMPTS,
  async handle({ domainId }, helpers: JobHelpers) {
    const { ctx } = helpers;
    const domain = await domainIn(ctx, domainId, ['registration_in_progress']);
    if (!domain || refunding(domain)) return; // failed already; its refund job is queued
    const result = await ctx.providers.registrar.register({
      name: domain.name,
      years: domain.registration_years,
      contact: JSON.parse(domain.contact_details ?? '{}') as ContactDetails,
      privacy: domain.privacy === 1,
      reference: domain.uid,
    });
    if (!result.ok && result.error.retryable && helpers.attempt < helpers.maxAttempts) {
      retryLater(ctx, result.error);
    }
    await whileStill(ctx.db, 'domains', domain, async (trx, fresh) => {
      if (!result.ok) {
        const tries = result.error.retryable ? ` (gave up after ${helpers.attempt} attempts)` : '';
        const reason = `${result.error.message}${tries}`;
        if (!fresh.charge_id) {
          await transitionDomain(trx, ctx, fresh, 'registration_failed', { status_reason: reason });
          return;
        }
        await updateDomainFields(trx, fresh.id, {
          status_reason: `${reason}${REFUNDING}`,
          updated_at: new Date().toISOString(),
        });
        await ctx.jobs.enqueue(trx, refundJob, { domainId }, { key: `domain-refund:${domainId}` });
        return;
      }
      await transitionDomain(trx, ctx, fresh, 'dns_setup_pending', {
        registration_id: result.registrationId,
        renewal_date: result.expiresAt,
      });
      await ctx.jobs.enqueue(
        trx,
        setupDnsJob,
        { domainId },
        {
          key: `domain-setup-dns:${domainId}`,
          runAt: after(ctx.providers.pace.dnsSetupMs),
        },
      );
    });
  },
});

/**
 * Gives a charge back: a failed registration's (then `registration_failed`) or a removed
 * domain's (it stays `deleted`). `status_reason` ends in "the charge was refunded" (`refund_id`
 * kept) or, when the registrar refuses the refund or stays unreachable through every attempt,
 * "the charge could not be refunded (why)".
 */
export const refundJob = defineJob({
  name: 'domains.refund',
  payload: DomainPayload,
  maxAttempts: REGISTER_ATTEMPTS,
  async handle({ domainId }, helpers: JobHelpers) {
    const { ctx } = helpers;
    const domain = await domainIn(ctx, domainId, ['registration_in_progress', 'deleted']);
    if (!domain?.charge_id || !refunding(domain)) return;
    const refund = await ctx.providers.registrar.refundCharge({
      chargeId: domain.charge_id,
      reference: domain.uid,
    });
    if (!refund.ok && refund.error.retryable && helpers.attempt < helpers.maxAttempts) {
      retryLater(ctx, refund.error);
    }
    const why = domain.status_reason.slice(0, -REFUNDING.length);
    const outcome = refund.ok
      ? 'the charge was refunded'
      : `the charge could not be refunded (${refund.error.message}${
          refund.error.retryable ? `; gave up after ${helpers.attempt} attempts` : ''
        })`;
    const changes = {
      status_reason: `${why}; ${outcome}`,
      refund_id: refund.ok ? refund.refundId : null,
    };
    await whileStill(ctx.db, 'domains', domain, async (trx, fresh) => {
      if (fresh.status === 'deleted') {
        await updateDomainFields(trx, fresh.id, {
          ...changes,
          updated_at: new Date().toISOString(),
        });
      } else {
        await transitionDomain(trx, ctx, fresh, 'registration_failed', changes);
      }
    });
  },
});

/**
 * Sets up a purchased domain's DNS: zone (and its nameservers) at the DNS host, delegation at
 * the registrar, a DKIM key, the expected records. Done: `waiting_for_dns_propagation`. The DNS
 * host or registrar refusing: `inactive` with `dns_propagation_status` `errored`.
 */
export const setupDnsJob = defineJob({
  name: 'domains.setup-dns',
  payload: DomainPayload,
  async handle({ domainId }, { ctx }) {
    let domain = await domainIn(ctx, domainId, ['dns_setup_pending']);
    if (domain?.connection_type !== 'purchased') return;
    if (!domain.zone_id) {
      const zone = await ctx.providers.dnsHost.createZone({ domain: domain.name });
      if (!zone.ok) {
        if (zone.error.retryable) retryLater(ctx, zone.error);
        // A zone the host already serves for the name is another account's: never ours to take.
        const why = zone.error.code === ZONE_TAKEN ? `${domain.name} ${HELD_ELSEWHERE}` : '';
        return failSetup(ctx, domain.id, why || zone.error.message);
      }
      const changes = {
        zone_id: zone.zoneId,
        nameservers: JSON.stringify(zone.nameservers),
        updated_at: new Date().toISOString(),
      };
      await updateDomainFields(ctx.db, domain.id, changes);
      domain = { ...domain, ...changes };
    }
    const delegated = await ctx.providers.registrar.setNameservers({
      name: domain.name,
      nameservers: JSON.parse(domain.nameservers) as string[],
    });
    if (!delegated.ok) {
      if (delegated.error.retryable) retryLater(ctx, delegated.error);
      return failSetup(ctx, domain.id, delegated.error.message);
    }
    const dkim = await ensureDkimKey(ctx, domain.id);
    await whileStill(ctx.db, 'domains', domain, async (trx, fresh) => {
      await seedManagedRecords(trx, fresh, dkim, ctx.providers.smtpServer);
      const { pace } = ctx.providers;
      await transitionDomain(trx, ctx, fresh, 'waiting_for_dns_propagation', {
        dns_propagation_status: 'waiting',
        nameserver_match_status: 'pending',
        nameservers_set_at: new Date().toISOString(),
        propagation_deadline: after(pace.propagationDeadlineMs).toISOString(),
      });
      await ctx.jobs.enqueue(trx, dnsJobs.publish, { domainId });
      await schedulePropagationCheck(trx, ctx, domainId);
    });
  },
});

async function failSetup(ctx: AppContext, domainId: string, message: string): Promise<void> {
  const domain = await domainIn(ctx, domainId, ['dns_setup_pending']);
  if (!domain) return;
  await whileStill(ctx.db, 'domains', domain, (trx, fresh) =>
    transitionDomain(trx, ctx, fresh, 'inactive', {
      dns_propagation_status: 'errored',
      status_reason: `DNS setup failed: ${message}`,
    }),
  );
}

/**
 * Sends a domain back to `dns_setup_pending` (after `expired_propagation`, `inactive`, or new
 * nameservers) with a fresh deadline, and queues what comes next: DNS setup for a purchased
 * domain, propagation checks for a connected one.
 */
export async function restartDnsSetup(
  trx: Transaction<DB>,
  ctx: AppContext,
  domain: DomainRow,
  changes: DomainFieldChanges = {},
): Promise<DomainRow> {
  const { pace } = ctx.providers;
  const connected = domain.connection_type === 'connected';
  const next = await transitionDomain(trx, ctx, domain, 'dns_setup_pending', {
    dns_propagation_status: 'pending',
    nameserver_match_status: 'pending',
    propagation_deadline: connected ? after(pace.connectDeadlineMs).toISOString() : null,
    ...changes,
  });
  if (connected) {
    await schedulePropagationCheck(trx, ctx, domain.id);
  } else {
    await ctx.jobs.enqueue(
      trx,
      setupDnsJob,
      { domainId: domain.id },
      {
        key: `domain-setup-dns:${domain.id}:${Date.now()}`,
        runAt: after(pace.dnsSetupMs),
      },
    );
  }
  return next;
}
