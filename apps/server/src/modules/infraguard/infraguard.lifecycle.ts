import { defineLifecycle } from '../../lib/lifecycle.js';
import type { ActionItemStatus, AlertStatus, ProtectionStatus } from './infraguard.table.js';

/**
 * A domain's protection. It keeps no record of its moves (no `previous_status`, no event): it
 * ends once, with `status_reason` and `cancelled_at`; protecting the domain again is a new one.
 * Written by `endProtectionRow`.
 */
export const protectionLifecycle = defineLifecycle<ProtectionStatus>({
  name: 'protection',
  statuses: ['active', 'cancelled'],
  initial: ['active'],
  transitions: {
    active: {
      cancelled: 'cancel, renewal unpaid, domain removed or moved to another team',
    },
    cancelled: {},
  },
  terminal: ['cancelled'],
});

export const ALERT_STATUSES = ['open', 'acknowledged', 'resolved'] as const;

/**
 * An alert: opened by a check's bad finding (one unresolved per rule), acknowledged by the
 * customer, resolved by the customer or by the next clean check. Each move stamps
 * `previous_status` and sends `infraguard_alert.status_changed` (`transitionAlert`).
 */
export const alertLifecycle = defineLifecycle<AlertStatus>({
  name: 'alert',
  statuses: ALERT_STATUSES,
  initial: ['open'],
  transitions: {
    open: { acknowledged: 'acknowledge', resolved: 'resolve, or the next check is clean' },
    acknowledged: { resolved: 'resolve, or the next check is clean' },
    resolved: {},
  },
  terminal: ['resolved'],
});

/**
 * An alert's action item: open until the customer resolves or dismisses it, or the check resolves
 * its alert. No record of its moves besides `closed_at`. Written by `closeActionItems`.
 */
export const actionItemLifecycle = defineLifecycle<ActionItemStatus>({
  name: 'action item',
  statuses: ['open', 'resolved', 'dismissed'],
  initial: ['open'],
  transitions: {
    open: { resolved: 'resolve, or the check resolves its alert', dismissed: 'dismiss' },
    resolved: {},
    dismissed: {},
  },
  terminal: ['resolved', 'dismissed'],
});
