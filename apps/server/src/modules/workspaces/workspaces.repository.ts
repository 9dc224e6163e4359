import type { Executor } from '../../db/transaction.js';
import type { WorkspaceRow, WorkspaceTable } from './workspaces.table.js';

export async function insertWorkspace(db: Executor, row: WorkspaceRow): Promise<void> {
  await db.insertInto('workspaces').values(row).execute();
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

/** The team's workspaces, newest first; without `withAdminsOnly`, not the `admins_only` ones. */
export async function listWorkspacesOfTeam(
  db: Executor,
  teamId: string,
  offset: number,
  limit: number,
  withAdminsOnly: boolean,
) {
  let query = db.selectFrom('workspaces').where('team_id', '=', teamId);
  if (!withAdminsOnly) query = query.where('admins_only', '=', 0);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function updateWorkspaceRow(
  db: Executor,
  id: string,
  changes: Partial<
    Pick<
      WorkspaceTable,
      'name' | 'webhook_url' | 'webhook_disabled_at' | 'webhook_disabled_reason' | 'admins_only'
    >
  > & { updated_at: string },
): Promise<void> {
  await db.updateTable('workspaces').set(changes).where('id', '=', id).execute();
}

export async function deleteWorkspaceRow(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('workspaces').where('id', '=', id).execute();
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
