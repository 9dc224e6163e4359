import { defineLifecycle } from '../../lib/lifecycle.js';
import type { OrderStatus } from './orders.table.js';

/**
 * An order. It keeps no record of its moves but its event (`order.status_changed`, with the
 * status it came from) and `completed_at` once done or in error. `moveOrder` applies a move,
 * through `writeOrderStatus`.
 */
export const orderLifecycle = defineLifecycle<OrderStatus>({
  name: 'order',
  statuses: ['queued', 'processing', 'done', 'error'],
  initial: ['queued'],
  transitions: {
    queued: {
      processing: 'work starts (prewarm: the domains move to the buyer)',
      done: 'every domain completed at the first look',
      error: 'every domain done at the first look, some failed; or the checkout ended unpaid',
    },
    processing: {
      done: 'every domain completed',
      error: 'every domain done, some failed',
    },
    done: {},
    error: {},
  },
  terminal: ['done', 'error'],
});
