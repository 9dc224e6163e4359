import { sql } from 'kysely';
import { defineList, readListPage } from '../../db/pages.js';
import type { Executor } from '../../db/transaction.js';
import { findDomainsByIds } from '../domains/surface.js';
import { presentActionItem, toAlertEventRecord } from './alerts.present.js';
import { actionItemCounts, alertCounts, protectionCounts } from './infraguard.repository.js';
import { effectiveSettings, ownSettingsOf, workspaceDefaultsOf } from './infraguard.settings.js';
import type {
  ActionItemStatus,
  AlertStatus,
  AlertType,
  InfraGuardActionItemRow,
  InfraGuardAlertRow,
  InfraGuardResultRow,
  InfraGuardSubscriptionRow,
} from './infraguard.table.js';

const NO_DOMAIN = { uid: '00000000-0000-4000-8000-000000000000', name: '' };

/** Subscriptions as the API shows them, with their domain and open alert count. */
export async function presentProtections(db: Executor, rows: readonly InfraGuardSubscriptionRow[]) {
  const domains = await findDomainsByIds(
    db,
    rows.map((r) => r.domain_id),
  );
  const ids = rows.map((r) => r.domain_id).concat(['']);
  const open = await db
    .selectFrom('infraguard_alerts')
    .select(['domain_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('domain_id', 'in', ids)
    .where('open_key', 'is not', null)
    .groupBy('domain_id')
    .execute();
  const defaults = new Map<string, Awaited<ReturnType<typeof workspaceDefaultsOf>>>();
  for (const id of new Set(rows.map((r) => r.workspace_id)))
    defaults.set(id, await workspaceDefaultsOf(db, id));
  return rows.map((sub) => {
    const domain = domains.get(sub.domain_id) ?? NO_DOMAIN;
    return {
      uid: sub.uid,
      domain_uid: domain.uid,
      domain_name: domain.name,
      status: sub.status,
      status_reason: sub.status_reason,
      price_per_month: sub.price_cents / 100,
      next_billing_date: sub.next_billing_date,
      settings: effectiveSettings(defaults.get(sub.workspace_id) ?? {}, ownSettingsOf(sub)),
      open_alerts:
        sub.status === 'active'
          ? Number(open.find((o) => o.domain_id === sub.domain_id)?.n ?? 0)
          : 0,
      last_blocklist_check_at: sub.last_blocklist_at,
      last_dns_check_at: sub.last_dns_at,
      last_bounce_check_at: sub.last_bounce_at,
      cancelled_at: sub.cancelled_at,
      created_at: sub.created_at,
    };
  });
}

export function presentResult(row: InfraGuardResultRow) {
  return {
    uid: row.uid,
    run_id: row.run_id,
    check: row.check,
    source: row.source,
    target: row.target,
    status: row.status,
    codes: JSON.parse(row.codes) as string[],
    detail: row.detail,
    metrics: row.metrics ? (JSON.parse(row.metrics) as Record<string, unknown>) : null,
    checked_at: row.checked_at,
  };
}

export async function presentAlerts(db: Executor, rows: readonly InfraGuardAlertRow[]) {
  const domains = await findDomainsByIds(
    db,
    rows.map((r) => r.domain_id),
  );
  return rows.map((a) => toAlertEventRecord(a, domains.get(a.domain_id) ?? NO_DOMAIN));
}

export async function presentActionItems(db: Executor, rows: readonly InfraGuardActionItemRow[]) {
  const domains = await findDomainsByIds(
    db,
    rows.map((r) => r.domain_id),
  );
  const alerts = await db
    .selectFrom('infraguard_alerts')
    .select(['id', 'uid'])
    .where('id', 'in', rows.map((r) => r.alert_id).concat(['']))
    .execute();
  return rows.map((i) =>
    presentActionItem(
      i,
      domains.get(i.domain_id) ?? NO_DOMAIN,
      alerts.find((a) => a.id === i.alert_id)?.uid ?? null,
    ),
  );
}

interface ProtectionListParams {
  workspaceId: string;
  includeCancelled: boolean;
}

const protectionList = defineList({
  table: 'infraguard_subscriptions',
  base: (db, p: ProtectionListParams) =>
    db
      .selectFrom('infraguard_subscriptions')
      .where('workspace_id', '=', p.workspaceId)
      .$if(!p.includeCancelled, (q) => q.where('status', '=', sql.lit('active'))),
});

/** The workspace's protections, newest first; cancelled ones only when asked. */
export function listProtections(
  db: Executor,
  workspaceId: string,
  filter: { includeCancelled: boolean },
  offset: number,
  limit: number,
) {
  const where = { status: filter.includeCancelled ? undefined : 'active' };
  return readListPage(
    db,
    protectionList,
    { workspaceId, includeCancelled: filter.includeCancelled },
    { counted: { list: protectionCounts, scope: workspaceId, where } },
    offset,
    limit,
  );
}

/**
 * One domain's history of one check, newest first. Read by hand, not through `readListPage`
 * (docs/development.md, "Lists and their totals"): its scope is one record's results (a check
 * every few hours), ordered by `checked_at`, which no counter keeps, so its total is a
 * `count(*)` of that one domain's rows.
 */
export async function listResults(
  db: Executor,
  domainId: string,
  check: InfraGuardResultRow['check'],
  offset: number,
  limit: number,
) {
  const scope = () =>
    db
      .selectFrom('infraguard_results')
      .where('domain_id', '=', domainId)
      .where('check', '=', check);
  const rows = await scope()
    .selectAll()
    .orderBy('checked_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const { n } = await scope()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(n) };
}

export interface AlertFilter {
  status?: InfraGuardAlertRow['status'];
  type?: InfraGuardAlertRow['type'];
  domainId?: string;
}

// Newest first by `opened_at`, the time the alert was written (alerts have no `created_at`).
const alertList = defineList({
  table: 'infraguard_alerts',
  newest: 'opened_at',
  base: (db, p: AlertFilter & { workspaceId: string }) =>
    db
      .selectFrom('infraguard_alerts')
      .where('workspace_id', '=', p.workspaceId)
      .$if(p.status !== undefined, (q) => q.where('status', '=', p.status as AlertStatus))
      .$if(p.type !== undefined, (q) => q.where('type', '=', p.type as AlertType))
      .$if(p.domainId !== undefined, (q) => q.where('domain_id', '=', p.domainId as string)),
});

/** The workspace's alerts, newest first. */
export function listAlerts(
  db: Executor,
  workspaceId: string,
  filter: AlertFilter,
  offset: number,
  limit: number,
) {
  const where = { status: filter.status, type: filter.type, domain_id: filter.domainId };
  return readListPage(
    db,
    alertList,
    { workspaceId, ...filter },
    { counted: { list: alertCounts, scope: workspaceId, where } },
    offset,
    limit,
  );
}

export interface ActionItemFilter {
  status?: InfraGuardActionItemRow['status'];
  domainId?: string;
}

const actionItemList = defineList({
  table: 'infraguard_action_items',
  base: (db, p: ActionItemFilter & { workspaceId: string }) =>
    db
      .selectFrom('infraguard_action_items')
      .where('workspace_id', '=', p.workspaceId)
      .$if(p.status !== undefined, (q) => q.where('status', '=', p.status as ActionItemStatus))
      .$if(p.domainId !== undefined, (q) => q.where('domain_id', '=', p.domainId as string)),
});

/** The workspace's action items, newest first. */
export function listActionItems(
  db: Executor,
  workspaceId: string,
  filter: ActionItemFilter,
  offset: number,
  limit: number,
) {
  const where = { status: filter.status, domain_id: filter.domainId };
  return readListPage(
    db,
    actionItemList,
    { workspaceId, ...filter },
    { counted: { list: actionItemCounts, scope: workspaceId, where } },
    offset,
    limit,
  );
}

/** Action item counts by status, severity and kind. */
export async function actionItemStats(db: Executor, workspaceId: string) {
  const rows = await db
    .selectFrom('infraguard_action_items')
    .select(['status', 'severity', 'kind', (eb) => eb.fn.countAll<number>().as('n')])
    .where('workspace_id', '=', workspaceId)
    .groupBy(['status', 'severity', 'kind'])
    .execute();
  const sum = (key: 'status' | 'severity' | 'kind') => {
    const out: Record<string, number> = {};
    for (const r of rows) out[r[key]] = (out[r[key]] ?? 0) + Number(r.n);
    return out;
  };
  const byStatus = sum('status');
  return {
    total: rows.reduce((t, r) => t + Number(r.n), 0),
    open: byStatus.open ?? 0,
    resolved: byStatus.resolved ?? 0,
    dismissed: byStatus.dismissed ?? 0,
    by_severity: sum('severity'),
    by_kind: sum('kind'),
  };
}
