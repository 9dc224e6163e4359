import { defineLifecycle } from '../../lib/lifecycle.js';

/**
 * The domain lifecycle. The first nine statuses are the real service's; three are added, each
 * for a reason (docs/lifecycles.md and docs/decisions.md):
 * - `registration_failed`: the registrar refused the name or stayed unreachable; a purchase
 *   that failed at the registry is not something the customer cancelled;
 * - `expired_propagation`: seen in the real service's nameserver-check results; the DNS never
 *   became visible before the deadline;
 * - `scheduled_for_deletion`: seen in the real service's domain list; removal tears down the
 *   DNS zone first.
 *
 * Purchased domains start in `cart`; connected (bring-your-own, by nameservers) domains start in
 * `dns_setup_pending` and wait there for the customer's nameserver change.
 */
export const DOMAIN_STATUSES = [
  'cart',
  'registration_in_progress',
  'dns_setup_pending',
  'waiting_for_dns_propagation',
  'active',
  'inactive',
  'payment_failed',
  'cancelled',
  'deleted',
  'registration_failed',
  'expired_propagation',
  'scheduled_for_deletion',
] as const;

export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

export const domainLifecycle = defineLifecycle<DomainStatus>({
  name: 'domain',
  statuses: DOMAIN_STATUSES,
  initial: ['cart', 'dns_setup_pending'],
  transitions: {
    cart: {
      registration_in_progress: 'payment taken',
      payment_failed: 'checkout payment declined',
      cancelled: 'checkout expired unpaid',
      deleted: 'removed',
    },
    payment_failed: {
      registration_in_progress: 'checkout paid after a decline',
      cancelled: 'checkout expired unpaid',
      deleted: 'removed',
    },
    registration_in_progress: {
      dns_setup_pending: 'registered',
      registration_failed: 'registrar refused or unreachable',
    },
    registration_failed: { deleted: 'removed' },
    cancelled: { deleted: 'removed' },
    dns_setup_pending: {
      waiting_for_dns_propagation: 'zone published (bought) or nameservers seen (connected)',
      inactive: 'DNS host refused the zone',
      expired_propagation: 'nameservers not seen by the deadline',
      scheduled_for_deletion: 'removed',
    },
    waiting_for_dns_propagation: {
      active: 'records visible',
      expired_propagation: 'records not visible by the deadline',
      scheduled_for_deletion: 'removed',
    },
    active: { inactive: 'retired by a rotation', scheduled_for_deletion: 'removed' },
    inactive: {
      dns_setup_pending: 'DNS repair requested (sets the domain up again)',
      scheduled_for_deletion: 'removed',
    },
    expired_propagation: {
      dns_setup_pending: 'checked again or nameservers regenerated',
      scheduled_for_deletion: 'removed',
    },
    scheduled_for_deletion: { deleted: 'DNS zone torn down' },
    deleted: {},
  },
  terminal: ['deleted'],
});

/** `dns_propagation_status` values of the domain event (the real service's enum). */
export const DNS_PROPAGATION_STATUSES = [
  'pending',
  'waiting',
  'propagated',
  'failed',
  'errored',
] as const;
export type DnsPropagationStatus = (typeof DNS_PROPAGATION_STATUSES)[number];

/** `renewal_status` values of the domain event. */
export const DOMAIN_RENEWAL_STATUSES = ['na', 'pending', 'completed', 'failed'] as const;
export type DomainRenewalStatus = (typeof DOMAIN_RENEWAL_STATUSES)[number];

/** Statuses in which a domain holds its name (no second domain of that name may exist). */
export const NAME_HOLDING_STATUSES: readonly DomainStatus[] = [
  'cart',
  'registration_in_progress',
  'dns_setup_pending',
  'waiting_for_dns_propagation',
  'active',
  'inactive',
  'payment_failed',
  'expired_propagation',
  'scheduled_for_deletion',
];

/** Statuses in which the domain has a DNS zone at the DNS host. */
export const ZONE_STATUSES: readonly DomainStatus[] = [
  'dns_setup_pending',
  'waiting_for_dns_propagation',
  'active',
  'inactive',
  'expired_propagation',
];

/**
 * How many mailboxes one domain may hold. The mailbox module reserves slots through
 * `reserveMailboxSlots` in the domains service; "list assignable" shows domains with room.
 * Five follows the common cold-email practice (and Zapmail's default) of a few senders per
 * domain to protect its reputation.
 */
export const MAX_MAILBOXES_PER_DOMAIN = 5;
