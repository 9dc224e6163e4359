import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import { newestFirstPage } from '../../db/pages.js';
import type { DB } from '../../db/schema.js';
import { type Executor, lockedRow } from '../../db/transaction.js';
import type { DomainStatus } from './domain.lifecycle.js';
import type { DomainOperationRow, DomainRow, DomainTable } from './domains.table.js';

/** Columns a service may change outside a status move (never `status` or `previous_status`). */
export type DomainFieldChanges = Partial<
  Omit<DomainTable, 'id' | 'uid' | 'team_id' | 'status' | 'previous_status' | 'created_at'>
>;

export async function insertDomainRow(db: Executor, row: DomainRow): Promise<void> {
  await db.insertInto('domains').values(row).execute();
}

export function findDomainById(db: Executor, id: string) {
  return db.selectFrom('domains').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The domain, locked for the rest of the caller's transaction ({@link lockedRow}) and read. */
export function lockDomainById(trx: Transaction<DB>, id: string): Promise<DomainRow | undefined> {
  return lockedRow(trx, 'domains', id);
}

export function findDomainsByUids(db: Executor, workspaceId: string, uids: readonly string[]) {
  if (uids.length === 0) return Promise.resolve([] as DomainRow[]);
  return db
    .selectFrom('domains')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('uid', 'in', uids)
    .execute();
}

/** The workspace's domains with these names that are not deleted. */
export function findLiveDomainsByNames(
  db: Executor,
  workspaceId: string,
  names: readonly string[],
) {
  if (names.length === 0) return Promise.resolve([] as DomainRow[]);
  return db
    .selectFrom('domains')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('name', 'in', names)
    .where('status', '!=', 'deleted')
    .execute();
}

/** The domains (of any team) that still hold one of `names`. */
export async function findHeldNames(
  db: Executor,
  names: readonly string[],
): Promise<Array<Pick<DomainRow, 'name' | 'team_id' | 'connection_type' | 'uid' | 'nameservers'>>> {
  if (names.length === 0) return [];
  return db
    .selectFrom('domains')
    .select(['name', 'team_id', 'connection_type', 'uid', 'nameservers'])
    .where('name_key', 'is not', null)
    .where('name', 'in', names)
    .execute();
}

export interface DomainListFilter {
  workspaceId: string;
  keyword?: string;
  statuses?: readonly DomainStatus[];
  uids?: readonly string[];
  /** Only active domains with fewer mailboxes than this. */
  assignableBelow?: number;
}

export async function listDomainRows(
  db: Executor,
  filter: DomainListFilter,
  offset: number,
  limit: number,
) {
  const base = db
    .selectFrom('domains')
    .where('workspace_id', '=', filter.workspaceId)
    .$if(filter.statuses !== undefined && filter.statuses.length > 0, (q) =>
      q.where('status', 'in', filter.statuses ?? []),
    )
    // Deleted domains are history: listed only when asked for by status.
    .$if(filter.statuses === undefined || filter.statuses.length === 0, (q) =>
      q.where('status', '!=', 'deleted'),
    )
    .$if(filter.uids !== undefined && filter.uids.length > 0, (q) =>
      q.where('uid', 'in', filter.uids ?? []),
    )
    .$if(Boolean(filter.keyword), (q) =>
      q.where(
        sql<boolean>`name like ${`%${escapeLike((filter.keyword ?? '').toLowerCase())}%`} escape '\\'`,
      ),
    )
    .$if(filter.assignableBelow !== undefined, (q) =>
      q.where('status', '=', 'active').where('mailbox_count', '<', filter.assignableBelow ?? 0),
    );
  return newestFirstPage(base, offset, limit);
}

/** Writes non-status columns. Status moves go through `transitionDomain` only. */
export async function updateDomainFields(
  db: Executor,
  id: string,
  changes: DomainFieldChanges & { updated_at: string },
): Promise<void> {
  await db.updateTable('domains').set(changes).where('id', '=', id).execute();
}

/**
 * Re-homes a domain in another workspace, only while it is still in `fromWorkspaceId` and holds
 * no mailboxes (a mailbox bought meanwhile keeps it where its mailboxes are); says whether it did.
 */
export async function moveDomainRow(
  db: Executor,
  id: string,
  fromWorkspaceId: string,
  toWorkspaceId: string,
): Promise<boolean> {
  const result = await db
    .updateTable('domains')
    .set({ workspace_id: toWorkspaceId, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('workspace_id', '=', fromWorkspaceId)
    .where('mailbox_count', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The one statement that writes a domain's status (called by `transitionDomain`). It only
 * applies while the domain is still in `from`, and says whether it did.
 */
export async function writeDomainStatus(
  db: Executor,
  id: string,
  from: DomainStatus,
  changes: DomainFieldChanges & {
    status: DomainStatus;
    previous_status: DomainStatus | null;
    status_changed_at: string;
    updated_at: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('domains')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Takes `count` mailbox slots if the domain is in the workspace and has room; says whether it did. */
export async function takeMailboxSlots(
  db: Executor,
  id: string,
  workspaceId: string,
  count: number,
  max: number,
): Promise<boolean> {
  const result = await db
    .updateTable('domains')
    .set((eb) => ({ mailbox_count: eb('mailbox_count', '+', count) }))
    .where('id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .where('mailbox_count', '<=', max - count)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives slots back; the last one given back lets the domain's mail platform go. */
export async function giveBackMailboxSlots(db: Executor, id: string, count: number) {
  await db
    .updateTable('domains')
    .set((eb) => ({
      mailbox_count: eb
        .case()
        .when('mailbox_count', '>=', count)
        .then(eb('mailbox_count', '-', count))
        .else(0)
        .end(),
      mail_platform: eb
        .case()
        .when('mailbox_count', '>', count)
        .then(eb.ref('mail_platform'))
        .else(null)
        .end(),
    }))
    .where('id', '=', id)
    .execute();
}

/** Sets the domain's mail platform if it has none or already this one; says whether it is now. */
export async function claimPlatform(db: Executor, id: string, platform: string): Promise<boolean> {
  const result = await db
    .updateTable('domains')
    .set({ mail_platform: platform })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('mail_platform', 'is', null), eb('mail_platform', '=', platform)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertOperation(db: Executor, row: DomainOperationRow): Promise<void> {
  await db.insertInto('domain_operations').values(row).execute();
}

export function findOperation(db: Executor, teamId: string, kind: string, uid: string) {
  return db
    .selectFrom('domain_operations')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('kind', '=', kind as DomainOperationRow['kind'])
    .where('uid', '=', uid)
    .executeTakeFirst();
}

export function findOperationById(db: Executor, id: string) {
  return db.selectFrom('domain_operations').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function writeOperation(
  db: Executor,
  id: string,
  from: DomainOperationRow['status'],
  changes: Partial<Omit<DomainOperationRow, 'id' | 'uid'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('domain_operations')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
