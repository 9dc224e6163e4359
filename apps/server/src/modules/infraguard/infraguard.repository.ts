import type { Updateable } from 'kysely';
import {
  assertUncounted,
  countedColumns,
  countInserted,
  countMove,
  defineCountedList,
  requireCounting,
  writeCountedStatus,
} from '../../db/list-counts.js';
import type { Executor } from '../../db/transaction.js';
import { planTransition } from '../../lib/lifecycle.js';
import { actionItemLifecycle, protectionLifecycle } from './infraguard.lifecycle.js';
import type {
  ActionItemStatus,
  AlertStatus,
  InfraGuardActionItemRow,
  InfraGuardAlertRow,
  InfraGuardAlertTable,
  InfraGuardSubscriptionRow,
  InfraGuardSubscriptionTable,
} from './infraguard.table.js';

/**
 * The workspace lists' totals (`infraguard.queries.ts`), per workspace, by the columns their
 * filters test. Nothing moves these records between workspaces: a protection, its alerts and
 * their action items stay in the workspace that enabled it.
 */
export const protectionCounts = defineCountedList({
  name: 'infraguard_subscriptions',
  table: 'infraguard_subscriptions',
  scope: 'workspace_id',
  dims: ['status'],
});

export const alertCounts = defineCountedList({
  name: 'infraguard_alerts',
  table: 'infraguard_alerts',
  scope: 'workspace_id',
  dims: ['status', 'type', 'domain_id'],
});

export const actionItemCounts = defineCountedList({
  name: 'infraguard_action_items',
  table: 'infraguard_action_items',
  scope: 'workspace_id',
  dims: ['status', 'domain_id'],
});

export async function insertProtection(db: Executor, row: InfraGuardSubscriptionRow) {
  requireCounting(db, protectionCounts);
  await db.insertInto('infraguard_subscriptions').values(row).execute();
  countInserted(db, protectionCounts, [row]);
}

/** Changes a protection's fields other than its status (see {@link endProtectionRow}). */
export async function updateProtection(
  db: Executor,
  id: string,
  changes: Updateable<InfraGuardSubscriptionTable>,
) {
  assertUncounted(protectionCounts, changes);
  return db.updateTable('infraguard_subscriptions').set(changes).where('id', '=', id).execute();
}

/**
 * The one statement that ends a protection (`protectionLifecycle`: a 409 unless it is active),
 * `sub` as read under its lock, counted.
 */
export async function endProtectionRow(
  db: Executor,
  sub: Pick<InfraGuardSubscriptionRow, 'id' | 'status'>,
  changes: Omit<Updateable<InfraGuardSubscriptionTable>, 'status'>,
) {
  const { status } = planTransition(protectionLifecycle, sub.status, 'cancelled');
  if (!(await writeCountedStatus(db, protectionCounts, sub.id, sub.status, { ...changes, status })))
    throw new Error(`protection ${sub.id} is no longer ${sub.status}`);
}

export async function insertAlert(db: Executor, alert: InfraGuardAlertRow) {
  requireCounting(db, alertCounts);
  await db.insertInto('infraguard_alerts').values(alert).execute();
  countInserted(db, alertCounts, [alert]);
}

/** Changes an alert's fields other than its status (see {@link writeAlertStatus}). */
export async function updateAlert(
  db: Executor,
  id: string,
  changes: Updateable<InfraGuardAlertTable>,
) {
  assertUncounted(alertCounts, changes);
  await db.updateTable('infraguard_alerts').set(changes).where('id', '=', id).execute();
}

/**
 * The one statement that moves an alert to another status (`written` with it), only while it is
 * still `alert`'s; says whether it did. Called by the alert's moves (`transitionAlert`), which
 * check the move against `alertLifecycle`.
 */
export async function writeAlertStatus(
  db: Executor,
  alert: Pick<InfraGuardAlertRow, 'id' | 'status'>,
  written: Updateable<InfraGuardAlertTable> & { status: AlertStatus },
): Promise<boolean> {
  return writeCountedStatus(db, alertCounts, alert.id, alert.status, written);
}

export async function insertActionItem(db: Executor, item: InfraGuardActionItemRow) {
  requireCounting(db, actionItemCounts);
  await db.insertInto('infraguard_action_items').values(item).execute();
  countInserted(db, actionItemCounts, [item]);
}

/**
 * The one statement that moves action items: closes the open ones (those of an alert, or one by
 * id) as `status` (a move `actionItemLifecycle` allows from `open`); answers how many it closed.
 * Counted.
 */
export async function closeActionItems(
  db: Executor,
  which: { alertId: string } | { id: string },
  status: Exclude<ActionItemStatus, 'open'>,
  changes: { closed_at: string; updated_at: string },
): Promise<number> {
  planTransition(actionItemLifecycle, 'open', status);
  requireCounting(db, actionItemCounts);
  const closed = await db
    .updateTable('infraguard_action_items')
    .set({ ...changes, status })
    .$if('alertId' in which, (q) =>
      q.where('alert_id', '=', (which as { alertId: string }).alertId),
    )
    .$if('id' in which, (q) => q.where('id', '=', (which as { id: string }).id))
    .where('status', '=', 'open')
    .returning(['workspace_id', 'status', 'domain_id'])
    .execute();
  for (const row of closed) countMove(db, actionItemCounts, row, 'status', 'open');
  return closed.length;
}

/**
 * Re-homes the records of these domains kept in workspace `from` (protections, alerts, action
 * items, check results) in workspace `to`, counting the counted lists' moves.
 */
export async function moveDomainRecordRows(
  db: Executor,
  domainIds: readonly string[],
  from: string,
  to: string,
): Promise<void> {
  if (domainIds.length === 0) return;
  for (const list of [protectionCounts, alertCounts, actionItemCounts]) {
    requireCounting(db, list);
    const moved = await db
      .updateTable(list.table as 'infraguard_alerts')
      .set({ workspace_id: to })
      .where('domain_id', 'in', domainIds)
      .where('workspace_id', '=', from)
      .returning(countedColumns(list) as never[])
      .execute();
    for (const row of moved) countMove(db, list, row, 'workspace_id', from);
  }
  await db
    .updateTable('infraguard_results')
    .set({ workspace_id: to })
    .where('domain_id', 'in', domainIds)
    .where('workspace_id', '=', from)
    .execute();
}
