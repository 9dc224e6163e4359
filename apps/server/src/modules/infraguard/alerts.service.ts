import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { newId, newUid } from '../../lib/ids.js';
import { isoNowFor } from '../clocks/surface.js';
import { type DomainRow, findDomainById } from '../domains/surface.js';
import { emitAlert, transitionAlert } from './alert.transition.js';
import type { Finding } from './checks/results.js';
import { insertActionItem, insertAlert, updateAlert } from './infraguard.repository.js';
import type { InfraGuardAlertRow } from './infraguard.table.js';

const openKey = (domainId: string, type: string, source: string) => `${domainId}:${type}:${source}`;

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
