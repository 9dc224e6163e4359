import type { Executor } from './transaction.js';

/**
 * The records of `table` not deleted, per workspace of `workspaceIds` (workspaces with none are
 * absent): one grouped statement.
 */
export async function countLivePerWorkspace(
  db: Executor,
  table: 'domains' | 'mailboxes',
  workspaceIds: readonly string[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (workspaceIds.length === 0) return out;
  const rows = await db
    .selectFrom(table)
    .select(['workspace_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('workspace_id', 'in', [...workspaceIds])
    .where('status', '!=', 'deleted')
    .groupBy('workspace_id')
    .execute();
  for (const row of rows) out.set(row.workspace_id, Number(row.n));
  return out;
}
