import { sql } from 'kysely';
import { readInSlices } from '../../db/chunks.js';
import { compiledQuery } from '../../db/compiled-queries.js';
import {
  countChange,
  countInserted,
  countMove,
  defineCountedList,
  forgetScope,
  requireCounting,
} from '../../db/list-counts.js';
import { defineList, readListPage } from '../../db/pages.js';
import type { Executor } from '../../db/transaction.js';
import type { WorkspaceRow, WorkspaceTable } from './workspaces.table.js';

/** List workspaces' totals: per team. */
export const workspaceCounts = defineCountedList({
  name: 'workspaces',
  table: 'workspaces',
  scope: 'team_id',
  dims: ['admins_only'],
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
  // Every workspace-scoped request reads this: its statement is compiled once.
  const { rows } = await db.executeQuery(
    compiledQuery(db, findWorkspaceOfTeam, '', { teamId, uid }, (p) =>
      db
        .selectFrom('workspaces')
        .selectAll()
        .where('team_id', '=', p.teamId)
        .where('uid', '=', p.uid),
    ),
  );
  return rows[0];
}

export async function findWorkspaceById(
  db: Executor,
  id: string,
): Promise<WorkspaceRow | undefined> {
  return db.selectFrom('workspaces').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * A page of the team's workspaces, newest first, with their total (one statement); without
 * `withAdminsOnly`, not the `admins_only` ones.
 */
export function listWorkspacesOfTeam(
  db: Executor,
  teamId: string,
  offset: number,
  limit: number,
  withAdminsOnly: boolean,
) {
  const where = withAdminsOnly ? {} : { admins_only: '0' };
  const total = { counted: { list: workspaceCounts, scope: teamId, where } };
  return readListPage(db, workspaceList, { teamId, withAdminsOnly }, total, offset, limit);
}

const workspaceList = defineList({
  table: 'workspaces',
  base: (db, p: { teamId: string; withAdminsOnly: boolean }) =>
    db
      .selectFrom('workspaces')
      .where('team_id', '=', p.teamId)
      .$if(!p.withAdminsOnly, (q) => q.where('admins_only', '=', sql.lit(0))),
});

export async function updateWorkspaceRow(
  db: Executor,
  id: string,
  changes: Partial<
    Pick<
      WorkspaceTable,
      | 'name'
      | 'webhook_url'
      | 'webhook_disabled_at'
      | 'webhook_disabled_reason'
      | 'webhook_events'
      | 'admins_only'
    >
  > & { updated_at: string },
): Promise<void> {
  const { admins_only: adminsOnly, ...rest } = changes;
  if (adminsOnly !== undefined) {
    // Counted: the row moves only when the flag changes, and RETURNING says whether it did.
    requireCounting(db, workspaceCounts);
    const moved = await db
      .updateTable('workspaces')
      .set({ admins_only: adminsOnly, updated_at: changes.updated_at })
      .where('id', '=', id)
      .where('admins_only', '!=', adminsOnly)
      .returning(['team_id', 'admins_only'])
      .executeTakeFirst();
    countMove(db, workspaceCounts, moved, 'admins_only', adminsOnly === 1 ? 0 : 1);
  }
  await db.updateTable('workspaces').set(rest).where('id', '=', id).execute();
}

/** Deletes a workspace; its records go with it (cascades), and so do their list counters. */
export async function deleteWorkspaceRow(db: Executor, id: string): Promise<void> {
  requireCounting(db, workspaceCounts);
  const deleted = await db
    .deleteFrom('workspaces')
    .where('id', '=', id)
    .returning(['team_id', 'admins_only'])
    .executeTakeFirst();
  if (!deleted) return;
  countChange(db, workspaceCounts, deleted, null);
  await forgetScope(db, id);
}

export async function findWorkspaceUids(
  db: Executor,
  ids: string[],
): Promise<Array<{ id: string; uid: string }>> {
  return readInSlices(ids, (slice) =>
    db.selectFrom('workspaces').select(['id', 'uid']).where('id', 'in', slice).execute(),
  );
}

export async function findDisabledWebhookWorkspaces(db: Executor): Promise<Array<{ id: string }>> {
  return db
    .selectFrom('workspaces')
    .select('id')
    .where('webhook_disabled_at', 'is not', null)
    .execute();
}
