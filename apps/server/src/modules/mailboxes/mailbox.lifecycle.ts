import { defineLifecycle } from '../../lib/lifecycle.js';

/**
 * The mailbox lifecycle: exactly the contract's 20 statuses. Which pre-active statuses a mailbox
 * walks through depends on its platform (`mailbox.platforms.ts` holds each platform's path); this
 * table is the union of those paths plus the active, failure and ending moves, so one transition
 * function can check every move. docs/lifecycles.md draws it and gives the timings.
 */
export const MAILBOX_STATUSES = [
  'pending',
  'processing',
  'waiting_for_dns_propagation',
  'waiting_for_activation_email',
  'activation_email_received',
  'configuring_workspace',
  'configuring_dns',
  'configuring_dkim',
  'configuring_auth',
  'finalizing_setup',
  'active',
  'inactive',
  'scheduled',
  'suspended',
  'failed',
  'renewal_failed',
  'scheduled_for_cancellation',
  'cancelled',
  'archived',
  'deleted',
] as const;

export type MailboxStatus = (typeof MAILBOX_STATUSES)[number];

/** The pre-active statuses in which a provisioning step is running (or about to). */
export const SETUP_STATUSES = [
  'scheduled',
  'pending',
  'processing',
  'waiting_for_activation_email',
  'activation_email_received',
  'configuring_workspace',
  'configuring_dns',
  'waiting_for_dns_propagation',
  'configuring_dkim',
  'configuring_auth',
  'finalizing_setup',
] as const satisfies readonly MailboxStatus[];
export type SetupStatus = (typeof SETUP_STATUSES)[number];

const FAIL = 'the step failed (previous_status says which)';

export const mailboxLifecycle = defineLifecycle<MailboxStatus>({
  name: 'mailbox',
  statuses: MAILBOX_STATUSES,
  initial: ['scheduled'],
  transitions: {
    scheduled: {
      pending: 'order accepted (paid), provisioning queued',
      cancelled: 'checkout expired unpaid',
    },
    pending: { processing: 'a worker starts provisioning' },
    processing: {
      configuring_workspace: 'account created (GOOGLE)',
      waiting_for_activation_email: 'tenant ordered (MICROSOFT, AZURE)',
      configuring_dns: 'account created (SMTP)',
      finalizing_setup: 'licence restored (reactivation)',
      failed: FAIL,
    },
    waiting_for_activation_email: {
      activation_email_received: 'activation email arrived',
      failed: 'no activation email by the deadline',
    },
    activation_email_received: {
      configuring_workspace: 'tenant activated',
      failed: FAIL,
    },
    configuring_workspace: {
      configuring_dns: 'domain verified in the workspace, user licensed',
      failed: FAIL,
    },
    configuring_dns: {
      waiting_for_dns_propagation: 'platform MX and SPF published',
      failed: FAIL,
    },
    waiting_for_dns_propagation: {
      configuring_dkim: 'records visible (GOOGLE, MICROSOFT, AZURE)',
      finalizing_setup: 'records visible (SMTP)',
      failed: 'records not seen by the deadline',
    },
    configuring_dkim: { configuring_auth: 'DKIM signing on', failed: FAIL },
    configuring_auth: { finalizing_setup: '2FA and app password set', failed: FAIL },
    finalizing_setup: { active: 'mailbox verified end to end', failed: FAIL },
    active: {
      suspended: 'suspended by the host',
      inactive: 'sign-in disabled by the host',
      renewal_failed: 'renewal payment declined',
      scheduled_for_cancellation: 'cancelled by the customer',
    },
    inactive: {
      processing: 'reactivation requested (MICROSOFT, AZURE)',
      scheduled_for_cancellation: 'cancelled by the customer',
    },
    suspended: {
      processing: 'reactivation requested (MICROSOFT, AZURE)',
      scheduled_for_cancellation: 'cancelled by the customer',
    },
    failed: {
      pending: 'resetup requested',
      scheduled_for_cancellation: 'cancelled by the customer',
    },
    renewal_failed: {
      active: 'renewal retry paid',
      cancelled: 'renewal retry declined',
      scheduled_for_cancellation: 'cancelled by the customer',
    },
    scheduled_for_cancellation: {
      cancelled: 'cancellation date reached',
      active: 'uncancelled',
      inactive: 'uncancelled',
      suspended: 'uncancelled',
      failed: 'uncancelled',
      renewal_failed: 'uncancelled',
    },
    cancelled: {
      archived: 'retention period over',
      scheduled: 're-purchased for reactivation (MICROSOFT, AZURE)',
    },
    archived: {
      deleted: 'archive period over',
      scheduled: 're-purchased for reactivation (MICROSOFT, AZURE)',
    },
    deleted: {},
  },
  terminal: ['deleted'],
});

/** `renewal_status` values: the contract's enum. */
export const MAILBOX_RENEWAL_STATUSES = [
  'na',
  'pending',
  'completed',
  'failed',
  'cancelled',
  'permanent_failure',
] as const;
export type MailboxRenewalStatus = (typeof MAILBOX_RENEWAL_STATUSES)[number];

/** Statuses a customer may cancel from (a mailbox being set up is cancelled once it settles). */
export const CANCELLABLE_STATUSES: readonly MailboxStatus[] = [
  'active',
  'inactive',
  'suspended',
  'failed',
  'renewal_failed',
];

/** Statuses in which a mailbox holds its address and a slot of its domain. */
export const ADDRESS_HOLDING_STATUSES: readonly MailboxStatus[] = MAILBOX_STATUSES.filter(
  (s) => s !== 'cancelled' && s !== 'archived' && s !== 'deleted',
);

/** What a resetup of a failed mailbox has come to. */
export type ResetupStatus = 'none' | 'in_progress' | 'completed' | 'failed';

/** How a mailbox came to be set up: bought, set up again after failing, or brought back. */
export type SetupKind = 'purchase' | 'resetup' | 'reactivation' | 'repurchase';
