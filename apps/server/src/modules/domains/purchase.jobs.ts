import type { Transaction } from 'kysely';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { whileStill } from '../../db/transaction.js';
import { defineJob, type JobHelpers } from '../../jobs/job.js';
import { ZONE_TAKEN } from '../../providers/dns-host.js';
import type { ContactDetails } from '../../providers/registrar.js';
import { dnsJobs, ensureDkimKey, seedManagedRecords } from '../dns/surface.js';
import { transitionDomain } from './domain.transition.js';
import { refundRegistration } from './domain-billing.js';
import { type DomainFieldChanges, updateDomainFields } from './domains.repository.js';
import type { DomainRow } from './domains.table.js';
import { after, domainIn, retryLater } from './job-support.js';
import { HELD_ELSEWHERE } from './name-holders.js';
import { schedulePropagationCheck } from './propagation.jobs.js';

const DomainPayload = Type.Object({ domainId: Type.String() });

const REGISTER_ATTEMPTS = 5;

/**
 * A wallet-paid domain's payment is taken (the charge was written when it was ordered): `cart`
 * -> `registration_in_progress`, and the registration is queued. A domain paid by checkout moves
 * on when its payment is applied instead (`checkout.ts`).
 */
export const paymentTakenJob = defineJob({
  name: 'domains.payment-taken',
  payload: DomainPayload,
  async handle({ domainId }, { ctx }) {
    // `payment_failed`: a checkout declined once, then paid (an order's).
    const domain = await domainIn(ctx, domainId, ['cart', 'payment_failed']);
    if (!domain) return;
    await whileStill(ctx.db, 'domains', domain, (trx, fresh) =>
      beginRegistration(trx, ctx, fresh, { status_reason: '' }),
    );
  },
});

/** Paid: `registration_in_progress` (from `cart` or `payment_failed`), the registration queued. */
export async function beginRegistration(
  trx: Transaction<DB>,
  ctx: AppContext,
  domain: DomainRow,
  changes: DomainFieldChanges = {},
): Promise<void> {
  await transitionDomain(trx, ctx, domain, 'registration_in_progress', changes);
  await ctx.jobs.enqueue(
    trx,
    registerJob,
    { domainId: domain.id },
    { key: `domain-register:${domain.id}`, runAt: after(ctx.providers.pace.registrationMs) },
  );
}

/**
 * Registers the name at the registrar. Registered: `dns_setup_pending`. Refused, or unreachable
 * through every attempt: `registration_failed`, and its charge is given back to the wallet in the
 * same transaction (`status_reason` says why and that the charge was refunded).
 */
export const registerJob = defineJob({
  name: 'domains.register',
  payload: DomainPayload,
  maxAttempts: REGISTER_ATTEMPTS,
  async handle({ domainId }, helpers: JobHelpers) {
    const { ctx } = helpers;
    const domain = await domainIn(ctx, domainId, ['registration_in_progress']);
    if (!domain) return;
    const result = await ctx.providers.registrar.register({
      name: domain.name,
      years: domain.registration_years,
      contact: JSON.parse(domain.contact_details ?? '{}') as ContactDetails,
      privacy: domain.privacy === 1,
      reference: domain.uid,
      quotedCostCents: domain.registration_cost_cents ?? domain.registration_price_cents ?? 0,
    });
    if (!result.ok && result.error.retryable && helpers.attempt < helpers.maxAttempts) {
      retryLater(ctx, result.error);
    }
    await whileStill(ctx.db, 'domains', domain, async (trx, fresh) => {
      if (!result.ok) {
        const tries = result.error.retryable ? ` (gave up after ${helpers.attempt} attempts)` : '';
        const refunded = await refundRegistration(trx, fresh, 'registration failed');
        await transitionDomain(trx, ctx, fresh, 'registration_failed', {
          status_reason: `${result.error.message}${tries}${refunded ? '; the charge was refunded' : ''}`,
          refund_id: refunded?.id ?? null,
        });
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
