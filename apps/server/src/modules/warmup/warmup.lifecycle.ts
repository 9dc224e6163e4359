import { defineLifecycle } from '../../lib/lifecycle.js';

export const WARMUP_STATUSES = ['pending', 'active', 'paused', 'cancelled'] as const;
export type WarmupStatus = (typeof WARMUP_STATUSES)[number];

/**
 * A warmup subscription. `pending` waits for its start (the next day, or its mailbox being
 * active); `paused` stops sends and the day counter (billing goes on); `cancelled` ends warmup
 * and billing.
 */
export const warmupLifecycle = defineLifecycle<WarmupStatus>({
  name: 'warmup subscription',
  statuses: WARMUP_STATUSES,
  initial: ['pending', 'active'],
  transitions: {
    pending: { active: 'start day or mailbox active', paused: 'pause', cancelled: 'cancel' },
    active: { paused: 'pause', cancelled: 'cancel, renewal unpaid, mailbox gone' },
    paused: {
      active: 'resume',
      pending: 'resume before it started',
      cancelled: 'cancel, renewal unpaid, mailbox gone',
    },
    cancelled: {},
  },
  terminal: ['cancelled'],
});
