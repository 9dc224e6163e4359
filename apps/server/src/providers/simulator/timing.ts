import type { SimSpeed } from '../../config.js';
import type { Pace } from '../pace.js';

/** The simulator's clock: the service's pace plus how long the simulated DNS takes to propagate. */
export interface SimTimings extends Pace {
  /** From publishing a record to resolvers seeing it. */
  recordPropagationMs: number;
  /** From a connected domain's nameserver change (assumed made at once) to resolvers seeing it. */
  nameserverPropagationMs: number;
  /** From a Microsoft tenant being ordered to its activation email arriving. */
  activationEmailMs: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Step durations per MAILWRIGHT_SIM_SPEED. `instant` runs every step as soon as a worker takes it
 * (tests); `fast` takes a purchased domain to `active` in about ten seconds (demos, the local
 * quick start); `realistic` uses the minutes the real service takes. docs/lifecycles.md has the
 * same table.
 */
export const SIM_TIMINGS: Readonly<Record<SimSpeed, Readonly<SimTimings>>> = {
  instant: {
    paymentMs: 0,
    paymentRetryMs: 0,
    registrationMs: 0,
    dnsSetupMs: 0,
    propagationPollMs: 0,
    propagationDeadlineMs: 0,
    connectDeadlineMs: 0,
    renewalMs: 0,
    deletionMs: 0,
    moveMs: 0,
    providerRetryMs: 0,
    recordPropagationMs: 0,
    nameserverPropagationMs: 0,
    mailboxOrderMs: 0,
    mailboxQueueMs: 0,
    mailboxAccountMs: 0,
    mailboxWorkspaceMs: 0,
    activationPollMs: 0,
    activationDeadlineMs: 0,
    mailboxDnsMs: 0,
    mailboxDnsDeadlineMs: 0,
    mailboxDkimMs: 0,
    mailboxAuthMs: 0,
    mailboxFinalizeMs: 0,
    mailboxHealthCheckMs: 0,
    mailboxRenewalChargeMs: 0,
    mailboxRenewalRetryMs: 0,
    activationEmailMs: 0,
    sequencerVerifyMs: 0,
    exportQueueMs: 0,
    exportAuthorizeMs: 0,
    exportMs: 0,
  },
  fast: {
    paymentMs: 500,
    paymentRetryMs: 2 * SECOND,
    registrationMs: 3 * SECOND,
    dnsSetupMs: 1 * SECOND,
    propagationPollMs: 1 * SECOND,
    propagationDeadlineMs: 30 * SECOND,
    connectDeadlineMs: 60 * SECOND,
    renewalMs: 2 * SECOND,
    deletionMs: 1 * SECOND,
    moveMs: 500,
    providerRetryMs: 1 * SECOND,
    recordPropagationMs: 3 * SECOND,
    nameserverPropagationMs: 5 * SECOND,
    mailboxOrderMs: 500,
    mailboxQueueMs: 500,
    mailboxAccountMs: 1 * SECOND,
    mailboxWorkspaceMs: 1 * SECOND,
    activationPollMs: 1 * SECOND,
    activationDeadlineMs: 30 * SECOND,
    mailboxDnsMs: 500,
    mailboxDnsDeadlineMs: 30 * SECOND,
    mailboxDkimMs: 1 * SECOND,
    mailboxAuthMs: 1 * SECOND,
    mailboxFinalizeMs: 500,
    mailboxHealthCheckMs: 5 * SECOND,
    mailboxRenewalChargeMs: 1 * SECOND,
    mailboxRenewalRetryMs: 5 * SECOND,
    activationEmailMs: 2 * SECOND,
    sequencerVerifyMs: 1 * SECOND,
    exportQueueMs: 500,
    exportAuthorizeMs: 2 * SECOND,
    exportMs: 1 * SECOND,
  },
  realistic: {
    paymentMs: 5 * SECOND,
    paymentRetryMs: 10 * MINUTE,
    registrationMs: 2 * MINUTE,
    dnsSetupMs: 30 * SECOND,
    propagationPollMs: 1 * MINUTE,
    propagationDeadlineMs: 2 * HOUR,
    connectDeadlineMs: 48 * HOUR,
    renewalMs: 1 * MINUTE,
    deletionMs: 1 * MINUTE,
    moveMs: 10 * SECOND,
    providerRetryMs: 1 * MINUTE,
    recordPropagationMs: 5 * MINUTE,
    nameserverPropagationMs: 15 * MINUTE,
    mailboxOrderMs: 30 * SECOND,
    mailboxQueueMs: 1 * MINUTE,
    mailboxAccountMs: 2 * MINUTE,
    mailboxWorkspaceMs: 10 * MINUTE,
    activationPollMs: 1 * MINUTE,
    activationDeadlineMs: 24 * HOUR,
    mailboxDnsMs: 1 * MINUTE,
    mailboxDnsDeadlineMs: 2 * HOUR,
    mailboxDkimMs: 10 * MINUTE,
    mailboxAuthMs: 5 * MINUTE,
    mailboxFinalizeMs: 2 * MINUTE,
    mailboxHealthCheckMs: 1 * HOUR,
    mailboxRenewalChargeMs: 1 * MINUTE,
    mailboxRenewalRetryMs: 24 * HOUR,
    activationEmailMs: 15 * MINUTE,
    sequencerVerifyMs: 10 * SECOND,
    exportQueueMs: 30 * SECOND,
    exportAuthorizeMs: 2 * MINUTE,
    exportMs: 1 * MINUTE,
  },
};
