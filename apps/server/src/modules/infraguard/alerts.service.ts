import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { conflict, notFound } from '../../http/errors.js';
import { newId, newUid } from '../../lib/ids.js';
import { isoNowFor } from '../clocks/surface.js';
import { type DomainRow, findDomainById } from '../domains/surface.js';
import { emitEvent } from '../webhooks/surface.js';
import { findWorkspaceByInternalId } from '../workspaces/surface.js';
import { toAlertEventRecord } from './alerts.present.js';
import type { Finding } from './checks/results.js';
import {
  closeActionItems,
  insertActionItem,
  insertAlert,
  updateAlert,
  writeAlertStatus,
} from './infraguard.repository.js';
import type { AlertStatus, InfraGuardAlertRow } from './infraguard.table.js';

/** The alert lifecycle: open → acknowledged → resolved (open → resolved too). */
export const ALERT_STATUSES = ['open', 'acknowledged', 'resolved'] as const;
const ALLOWED: Record<AlertStatus, readonly AlertStatus[]> = {
  open: ['acknowledged', 'resolved'],
  acknowledged: ['resolved'],
  resolved: [],
};

const openKey = (domainId: string, type: string, source: string) => `${domainId}:${type}:${source}`;

async function emitAlert(
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

/**
 * The one way an alert's status changes: checks the move, stamps `previous_status` and the time,
 * frees its rule for a new alert once resolved, closes its open action items when the check
 * resolved it, and pushes the change as an `infraguard_alert.status_changed` event in the same
 * transaction. A conditional update: a 409 when it moved meanwhile.
 */
export async function transitionAlert(
  trx: Transaction<DB>,
  ctx: AppContext,
  alert: InfraGuardAlertRow,
  to: AlertStatus,
  by: 'check' | 'user',
  domain: DomainRow,
): Promise<InfraGuardAlertRow> {
  if (!ALLOWED[alert.status].includes(to))
    throw conflict(`The alert is ${alert.status}; it cannot be ${to}`);
  const now = await isoNowFor(trx, alert.workspace_id);
  const changes = {
    previous_status: alert.status,
    updated_at: now,
    ...(to === 'acknowledged' ? { acknowledged_at: now } : {}),
    ...(to === 'resolved' ? { resolved_at: now, resolved_by: by, open_key: null } : {}),
  };
  if (!(await writeAlertStatus(trx, alert, to, changes)))
    throw conflict('The alert changed meanwhile; try again');
  if (to === 'resolved' && by === 'check')
    await closeActionItems(trx, { alertId: alert.id }, 'resolved', {
      closed_at: now,
      updated_at: now,
    });
  const next = { ...alert, ...changes, status: to };
  await emitAlert(trx, ctx, next, domain);
  return next;
}

/**
 * Applies a run's findings to the domain's alerts, under the subscription's lock (so two runs of
 * one domain apply one after the other): a bad finding opens an alert for its rule when none is
 * unresolved (with its action item), or updates the severity and text of the one that is; a
 * clean finding resolves the unresolved one; an unknown finding changes nothing. Answers the
 * alerts opened.
 */
export async function applyFindings(
  trx: Transaction<DB>,
  ctx: AppContext,
  domain: DomainRow,
  workspaceId: string,
  findings: readonly Finding[],
): Promise<InfraGuardAlertRow[]> {
  const opened: InfraGuardAlertRow[] = [];
  const now = await isoNowFor(trx, workspaceId);
  const unresolved = await trx
    .selectFrom('infraguard_alerts')
    .selectAll()
    .where('domain_id', '=', domain.id)
    .where('open_key', 'is not', null)
    .execute();
  for (const finding of findings) {
    const current = unresolved.find((a) => a.type === finding.type && a.source === finding.source);
    if (finding.state === 'clean' && current)
      await transitionAlert(trx, ctx, current, 'resolved', 'check', domain);
    if (finding.state !== 'bad') continue;
    if (current) {
      if (current.severity !== finding.severity || current.detail !== finding.detail)
        await updateAlert(trx, current.id, {
          severity: finding.severity,
          detail: finding.detail,
          title: finding.title,
          updated_at: now,
        });
      continue;
    }
    const alert: InfraGuardAlertRow = {
      id: newId(),
      uid: newUid(),
      workspace_id: workspaceId,
      domain_id: domain.id,
      type: finding.type,
      source: finding.source,
      open_key: openKey(domain.id, finding.type, finding.source),
      severity: finding.severity,
      status: 'open',
      previous_status: null,
      title: finding.title,
      detail: finding.detail,
      opened_at: now,
      acknowledged_at: null,
      resolved_at: null,
      resolved_by: null,
      updated_at: now,
    };
    await insertAlert(trx, alert);
    await insertActionItem(trx, {
      id: newId(),
      uid: newUid(),
      workspace_id: workspaceId,
      domain_id: domain.id,
      alert_id: alert.id,
      kind: finding.action.kind,
      severity: finding.severity,
      title: finding.action.title,
      remedy: finding.action.remedy,
      status: 'open',
      created_at: now,
      updated_at: now,
      closed_at: null,
    });
    await emitAlert(trx, ctx, alert, domain);
    opened.push(alert);
  }
  return opened;
}

/** Acknowledge or resolve an alert of the workspace (a 404 for one that is not its). */
export async function moveAlert(
  trx: Transaction<DB>,
  ctx: AppContext,
  workspaceId: string,
  uid: string,
  to: 'acknowledged' | 'resolved',
): Promise<{ alert: InfraGuardAlertRow; domain: DomainRow }> {
  const alert = await trx
    .selectFrom('infraguard_alerts')
    .selectAll()
    .where('uid', '=', uid)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  const domain = alert ? await findDomainById(trx, alert.domain_id) : undefined;
  if (!alert || !domain) throw notFound(`Alert ${uid}`);
  return { alert: await transitionAlert(trx, ctx, alert, to, 'user', domain), domain };
}
