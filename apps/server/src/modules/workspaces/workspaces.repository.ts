import {
  countChange,
  countExpression,
  countInserted,
  defineCountedList,
  forgetScope,
  requireCounting,
} from '../../db/list-counts.js';
import { readPage } from '../../db/pages.js';
import type { Executor } from '../../db/transaction.js';
import type { WorkspaceRow, WorkspaceTable } from './workspaces.table.js';

/** List workspaces' totals: per team. */
export const workspaceCounts = defineCountedList({
  name: 'workspaces',
  table: 'workspaces',
  scope: 'team_id',
  dims: [],
});

export async function insertWorkspace(db: Executor, row: WorkspaceRow): Promise<void> {
  requireCounting(db, workspaceCounts);
  await db.insertInto('workspaces').values(row).execute();
  countInserted(db, workspaceCounts, [row]);
}

/** The team's workspace with this uid; another team's workspace is simply not found. */
export async function findWorkspaceOfTeam(
  db: Executor,
  teamId: string,
  uid: string,
): Promise<WorkspaceRow | undefined> {
  return db
    .selectFrom('workspaces')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('uid', '=', uid)
    .executeTakeFirst();
}

export async function findWorkspaceById(
  db: Executor,
  id: string,
): Promise<WorkspaceRow | undefined> {
  return db.selectFrom('workspaces').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A page of the team's workspaces, newest first, with their total (one statement). */
export function listWorkspacesOfTeam(db: Executor, teamId: string, offset: number, limit: number) {
  const base = db.selectFrom('workspaces').where('team_id', '=', teamId);
  const counted = countExpression(workspaceCounts, teamId, {});
  return readPage(db, 'workspaces', base, { counted }, offset, limit);
}

export async function updateWorkspaceRow(
  db: Executor,
  id: string,
  changes: Partial<
    Pick<WorkspaceTable, 'name' | 'webhook_url' | 'webhook_disabled_at' | 'webhook_disabled_reason'>
  > & { updated_at: string },
): Promise<void> {
  await db.updateTable('workspaces').set(changes).where('id', '=', id).execute();
}

/** Deletes a workspace; its records go with it (cascades), and so do their list counters. */
export async function deleteWorkspaceRow(db: Executor, id: string): Promise<void> {
  requireCounting(db, workspaceCounts);
  const deleted = await db
    .deleteFrom('workspaces')
    .where('id', '=', id)
    .returning('team_id')
    .executeTakeFirst();
  if (!deleted) return;
  countChange(db, workspaceCounts, deleted, null);
  await forgetScope(db, id);
}

export async function findWorkspaceUids(
  db: Executor,
  ids: string[],
): Promise<Array<{ id: string; uid: string }>> {
  if (ids.length === 0) return [];
  return db.selectFrom('workspaces').select(['id', 'uid']).where('id', 'in', ids).execute();
}

export async function findDisabledWebhookWorkspaces(db: Executor): Promise<Array<{ id: string }>> {
  return db
    .selectFrom('workspaces')
    .select('id')
    .where('webhook_disabled_at', 'is not', null)
    .execute();
}
