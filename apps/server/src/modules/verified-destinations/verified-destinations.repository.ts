import type { Transaction } from 'kysely';
import { defineList, readListPage } from '../../db/pages.js';
import type { DB } from '../../db/schema.js';
import type { Executor } from '../../db/transaction.js';
import type {
  DestinationStatus,
  DestinationType,
  VerifiedDestinationRow,
} from './verified-destination.table.js';

export function findDestination(db: Executor, workspaceId: string, destination: string) {
  return db
    .selectFrom('verified_destinations')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('destination', '=', destination)
    .executeTakeFirst();
}

export function findDestinationByUid(db: Executor, workspaceId: string, uid: string) {
  return db
    .selectFrom('verified_destinations')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('uid', '=', uid)
    .executeTakeFirst();
}

/** Whether any of `destinations` (an address, its domain) is verified in the workspace. */
export async function anyVerified(
  db: Executor,
  workspaceId: string,
  destinations: readonly string[],
): Promise<boolean> {
  const row = await db
    .selectFrom('verified_destinations')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('destination', 'in', destinations)
    .where('status', '=', 'verified')
    .executeTakeFirst();
  return row !== undefined;
}

export async function countDestinations(db: Executor, workspaceId: string): Promise<number> {
  const row = await db
    .selectFrom('verified_destinations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertDestination(trx: Transaction<DB>, row: VerifiedDestinationRow) {
  await trx.insertInto('verified_destinations').values(row).execute();
}

/** A new code for a pending address: the old one is void, attempts start again. */
export async function replaceCode(
  trx: Transaction<DB>,
  id: string,
  code: { hash: string; expiresAt: string; sentAt: string },
): Promise<boolean> {
  const result = await trx
    .updateTable('verified_destinations')
    .set({
      code_hash: code.hash,
      code_expires_at: code.expiresAt,
      code_sent_at: code.sentAt,
      code_attempts: 0,
      updated_at: code.sentAt,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Counts a wrong code against the code in force, if it is still in force and has attempts
 * left; answers whether it counted.
 */
export async function countWrongCode(
  db: Executor,
  id: string,
  hash: string,
  maxAttempts: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('verified_destinations')
    .set((eb) => ({ code_attempts: eb('code_attempts', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('code_hash', '=', hash)
    .where('code_attempts', '<', maxAttempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Marks a pending destination verified. With `codeHash`, only while that code is still in force
 * with attempts left, and it is used up: of two requests with one code, one verifies.
 */
export async function markVerified(
  db: Executor,
  id: string,
  method: 'code' | 'dns_txt',
  now: string,
  codeHash?: { hash: string; maxAttempts: number },
): Promise<boolean> {
  let query = db
    .updateTable('verified_destinations')
    .set({ status: 'verified', method, verified_at: now, updated_at: now, code_hash: null })
    .where('id', '=', id)
    .where('status', '=', 'pending');
  if (codeHash)
    query = query
      .where('code_hash', '=', codeHash.hash)
      .where('code_attempts', '<', codeHash.maxAttempts);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes a destination; false when it was already gone (another removal came first). */
export async function deleteDestination(db: Executor, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('verified_destinations')
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export interface DestinationFilter {
  workspaceId: string;
  status?: DestinationStatus;
  type?: DestinationType;
}

/**
 * A page of the workspace's destinations, newest first. The total is counted from the matches:
 * a workspace holds at most MAX_DESTINATIONS of them.
 */
export function listDestinationRows(
  db: Executor,
  filter: DestinationFilter,
  offset: number,
  limit: number,
) {
  const params: DestinationFilter = {
    workspaceId: filter.workspaceId,
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.type ? { type: filter.type } : {}),
  };
  return readListPage(db, destinationList, params, { bounded: true }, offset, limit);
}

const destinationList = defineList({
  table: 'verified_destinations',
  base: (db, p: DestinationFilter) =>
    db
      .selectFrom('verified_destinations')
      .where('workspace_id', '=', p.workspaceId)
      .$if(p.status !== undefined, (q) => q.where('status', '=', p.status as DestinationStatus))
      .$if(p.type !== undefined, (q) => q.where('type', '=', p.type as DestinationType)),
});
