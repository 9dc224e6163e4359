import type { DomainRow } from '../domains/surface.js';
import type { InfraGuardActionItemRow, InfraGuardAlertRow } from './infraguard.table.js';

/** `data.infraguard_alert` of `infraguard_alert.status_changed`, and an alert in the API. */
export function toAlertEventRecord(
  alert: InfraGuardAlertRow,
  domain: Pick<DomainRow, 'uid' | 'name'>,
) {
  return {
    uid: alert.uid,
    domain_uid: domain.uid,
    domain_name: domain.name,
    type: alert.type,
    source: alert.source,
    severity: alert.severity,
    status: alert.status,
    previous_status: alert.previous_status,
    title: alert.title,
    detail: alert.detail,
    opened_at: alert.opened_at,
    acknowledged_at: alert.acknowledged_at,
    resolved_at: alert.resolved_at,
    resolved_by: alert.resolved_by,
  };
}

export function presentActionItem(
  item: InfraGuardActionItemRow,
  domain: Pick<DomainRow, 'uid' | 'name'>,
  alertUid: string | null,
) {
  return {
    uid: item.uid,
    domain_uid: domain.uid,
    domain_name: domain.name,
    alert_uid: alertUid,
    kind: item.kind,
    severity: item.severity,
    title: item.title,
    remedy: item.remedy,
    status: item.status,
    created_at: item.created_at,
    updated_at: item.updated_at,
    closed_at: item.closed_at,
  };
}
