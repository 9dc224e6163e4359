import { defineLifecycle } from '../../lib/lifecycle.js';

/**
 * The lifecycle consent requests and client-id requests share: exactly the contract's one status
 * enum and its table of six moves, `queued` -> `pending` -> `processing` -> a terminal status.
 * Every terminal status is reached from `processing`: a declined or expired consent, a request
 * cancelled while `pending`, a mailbox or domain no longer active all go through `processing`
 * (the service concludes the request there) before they end (docs/decisions.md, "Consent,
 * client-id and forwarding"). docs/lifecycles.md draws it.
 */
export const GRANT_REQUEST_STATUSES = [
  'queued',
  'pending',
  'processing',
  'completed',
  'failed',
  'errored',
  'cancelled',
] as const;

export type GrantRequestStatus = (typeof GRANT_REQUEST_STATUSES)[number];

export const grantRequestLifecycle = defineLifecycle<GrantRequestStatus>({
  name: 'request',
  statuses: GRANT_REQUEST_STATUSES,
  initial: ['queued'],
  transitions: {
    queued: {
      pending: 'a worker prepared the consent URL or the instructions',
    },
    pending: {
      processing:
        'the service starts verifying (polling the provider), or concludes a refusal, expiry or cancel',
    },
    processing: {
      completed: 'verification succeeded',
      failed: 'failure with an explainable reason',
      errored: 'unexpected error, or max_retries reached on errors',
      cancelled: 'cancelled by the customer or an admin',
    },
    completed: {},
    failed: {},
    errored: {},
    cancelled: {},
  },
  terminal: ['completed', 'failed', 'errored', 'cancelled'],
});

/** Statuses in which a request is still open (it holds its `open_key`). */
export const OPEN_GRANT_STATUSES = ['queued', 'pending', 'processing'] as const;

export function isTerminal(status: GrantRequestStatus): boolean {
  return grantRequestLifecycle.terminal.includes(status);
}
