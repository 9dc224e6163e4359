import { sql, type Transaction } from 'kysely';
import { defineList, readListPage } from '../../db/pages.js';
import type { DB } from '../../db/schema.js';
import type { Executor } from '../../db/transaction.js';
import type { SandboxClockRow } from './clocks.table.js';

export async function insertClock(db: Executor, row: SandboxClockRow): Promise<void> {
  await db.insertInto('sandbox_clocks').values(row).execute();
}

export async function findClockOfTeam(db: Executor, teamId: string, uid: string) {
  return db
    .selectFrom('sandbox_clocks')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('uid', '=', uid)
    .executeTakeFirst();
}

/** A page of the team's clocks, newest first, counted as they are: a team keeps a handful. */
export function listClocksOfTeam(db: Executor, teamId: string, offset: number, limit: number) {
  return readListPage(db, clockList, { teamId }, { bounded: true }, offset, limit);
}

const clockList = defineList({
  table: 'sandbox_clocks',
  base: (db, p: { teamId: string }) =>
    db.selectFrom('sandbox_clocks').where('team_id', '=', p.teamId),
});

export async function findClockById(db: Executor, id: string) {
  return db.selectFrom('sandbox_clocks').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Locks a clock row until the transaction ends and reads it. A clock is locked after its team
 * and before any workspace or record (docs/decisions.md, "Sandbox clocks").
 */
export async function lockClock(
  trx: Transaction<DB>,
  id: string,
): Promise<SandboxClockRow | undefined> {
  await sql`update sandbox_clocks set updated_at = updated_at where id = ${id}`.execute(trx);
  return findClockById(trx, id);
}

export async function updateClock(
  db: Executor,
  id: string,
  changes: Partial<Omit<SandboxClockRow, 'id' | 'uid' | 'team_id' | 'created_at'>>,
): Promise<void> {
  await db.updateTable('sandbox_clocks').set(changes).where('id', '=', id).execute();
}

export async function deleteClockRow(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('sandbox_clocks').where('id', '=', id).execute();
}

/** Uids of the workspaces attached to each clock of `clockIds`. */
export async function workspacesOfClocks(db: Executor, clockIds: string[]) {
  const out = new Map<string, string[]>();
  if (clockIds.length === 0) return out;
  const rows = await db
    .selectFrom('sandbox_clock_workspaces as a')
    .innerJoin('workspaces as w', 'w.id', 'a.workspace_id')
    .select(['a.clock_id', 'w.uid'])
    .where('a.clock_id', 'in', clockIds)
    .orderBy('a.attached_at')
    .execute();
  for (const row of rows) out.set(row.clock_id, [...(out.get(row.clock_id) ?? []), row.uid]);
  return out;
}

export async function attachmentOf(db: Executor, workspaceId: string) {
  return db
    .selectFrom('sandbox_clock_workspaces')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
}

export async function workspaceIdsOfClock(db: Executor, clockId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sandbox_clock_workspaces')
    .select('workspace_id')
    .where('clock_id', '=', clockId)
    .execute();
  return rows.map((r) => r.workspace_id);
}
