import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { conflict } from '../../http/errors.js';
import { canTransition, defineTransitions } from '../../lib/lifecycle.js';
import { isoNowFor } from '../clocks/surface.js';
import type { DomainRow } from '../domains/surface.js';
import { emitEvent } from '../webhooks/surface.js';
import { findWorkspaceByInternalId } from '../workspaces/surface.js';
import { toAlertEventRecord } from './alerts.present.js';
import { alertLifecycle } from './infraguard.lifecycle.js';
import { closeActionItems, writeAlertStatus } from './infraguard.repository.js';
import type { AlertStatus, InfraGuardAlertRow } from './infraguard.table.js';

type AlertChanges = Partial<Omit<InfraGuardAlertRow, 'id' | 'uid' | 'status' | 'previous_status'>>;

/**
 * An alert's moves ({@link defineTransitions}), on the workspace's clock: `acknowledged_at` or
 * `resolved_at` stamped, and its rule freed for a new alert once resolved. An alert has no
 * `status_changed_at` column (those two times say when).
 */
const alertMoves = defineTransitions<
  AlertStatus,
  InfraGuardAlertRow,
  AlertChanges,
  Transaction<DB>,
  AppContext
>({
  lifecycle: alertLifecycle,
  movedMeanwhile: () => 'The alert changed meanwhile; try again',
  clock: (trx, alert) => isoNowFor(trx, alert.workspace_id),
  effects: async (_trx, _alert, to, now) => {
    if (to === 'acknowledged') return { acknowledged_at: now };
    if (to === 'resolved') return { resolved_at: now, open_key: null };
    return {};
  },
  write: (trx, alert, { status_changed_at: _, ...written }) =>
    writeAlertStatus(trx, alert, written),
});

/**
 * The one way an alert's status changes: the move checked against `alertLifecycle` (a 409 that
 * says what the alert is), written while the alert is still as read (a 409 otherwise); its open
 * action items closed when the check resolved it, and the change pushed as an
 * `infraguard_alert.status_changed` event in the same transaction.
 */
export async function transitionAlert(
  trx: Transaction<DB>,
  ctx: AppContext,
  alert: InfraGuardAlertRow,
  to: AlertStatus,
  by: 'check' | 'user',
  domain: DomainRow,
): Promise<InfraGuardAlertRow> {
  if (!canTransition(alertLifecycle, alert.status, to))
    throw conflict(`The alert is ${alert.status}; it cannot be ${to}`);
  const changes = to === 'resolved' ? { resolved_by: by } : {};
  const next = await alertMoves.transition(trx, ctx, alert, to, changes);
  if (to === 'resolved' && by === 'check')
    await closeActionItems(trx, { alertId: alert.id }, 'resolved', {
      closed_at: next.updated_at,
      updated_at: next.updated_at,
    });
  await emitAlert(trx, ctx, next, domain);
  return next;
}

/** Records `infraguard_alert.status_changed` for the alert as it now is, in its workspace. */
export async function emitAlert(
  trx: Transaction<DB>,
  ctx: AppContext,
  alert: InfraGuardAlertRow,
  domain: DomainRow,
) {
  const workspace = await findWorkspaceByInternalId(trx, alert.workspace_id);
  await emitEvent(trx, ctx, {
    workspaceId: alert.workspace_id,
    event: 'infraguard_alert.status_changed',
    kind: 'infraguard_alert',
    record: toAlertEventRecord(alert, domain),
    metadata: {
      updated_at: alert.updated_at,
      workspace_id: alert.workspace_id,
      workspace_uid: workspace?.uid ?? null,
    },
  });
}
