import { defineLifecycle, type PlannedTransition, planTransition } from '../../lib/lifecycle.js';

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

/**
 * What a move of either request kind writes: the checked move, `completed_at` on reaching a
 * terminal status (the contract: "set when a terminal status is reached"), and the open key
 * released then. Throws a 409 for a move the lifecycle does not allow.
 */
export function planGrantMove(
  from: GrantRequestStatus | null,
  to: GrantRequestStatus,
  now: string,
): PlannedTransition<GrantRequestStatus> & { completed_at: string | null; updated_at: string } {
  const planned = planTransition(grantRequestLifecycle, from, to, now);
  const terminal = isTerminal(to);
  return {
    ...planned,
    completed_at: terminal ? now : null,
    updated_at: now,
  };
}
