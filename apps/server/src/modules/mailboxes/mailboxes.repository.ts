import { sql } from 'kysely';
import { newestFirstPage } from '../../db/pages.js';
import type { Executor } from '../../db/transaction.js';
import type { MailboxStatus } from './mailbox.lifecycle.js';
import type { MailboxRow, MailboxTable } from './mailboxes.table.js';

/** Columns a service may change outside a status move (never `status` or `previous_status`). */
export type MailboxFieldChanges = Partial<
  Omit<MailboxTable, 'id' | 'uid' | 'team_id' | 'status' | 'previous_status' | 'created_at'>
>;

export async function insertMailboxRow(db: Executor, row: MailboxRow): Promise<void> {
  await db.insertInto('mailboxes').values(row).execute();
}

export function findMailboxById(db: Executor, id: string) {
  return db.selectFrom('mailboxes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A mailbox by uid in any workspace: for the webhook delivery, which acts for the service. */
export function findMailboxByUidAnywhere(db: Executor, uid: string) {
  return db.selectFrom('mailboxes').selectAll().where('uid', '=', uid).executeTakeFirst();
}

export function findMailboxesByUids(db: Executor, workspaceId: string, uids: readonly string[]) {
  if (uids.length === 0) return Promise.resolve([] as MailboxRow[]);
  return db
    .selectFrom('mailboxes')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('uid', 'in', uids)
    .execute();
}

/**
 * The workspace's mailboxes at an address (domain name and username), deleted ones left out:
 * the one holding the address, if any, first; then the newest first.
 */
export async function findMailboxesAtAddress(
  db: Executor,
  workspaceId: string,
  domainName: string,
  username: string,
): Promise<MailboxRow[]> {
  const rows = await db
    .selectFrom('mailboxes')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('domain_name', '=', domainName)
    .where('username', '=', username)
    .where('status', '!=', 'deleted')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return [...rows.filter((r) => r.address_key !== null), ...rows.filter((r) => !r.address_key)];
}

/** The mailbox holding an address (`<domain id>:<username>`), if any. */
export function findAddressHolder(db: Executor, addressKey: string) {
  return db
    .selectFrom('mailboxes')
    .selectAll()
    .where('address_key', '=', addressKey)
    .executeTakeFirst();
}

export interface MailboxListFilter {
  workspaceId: string;
  keyword?: string;
  domainName?: string;
  domainId?: string;
  uids?: readonly string[];
  /** Mailboxes with one of these uids or on one of these domains (status checks). */
  selection?: { uids: readonly string[]; domainIds: readonly string[] };
  /** Deleted mailboxes too (they are listed only when asked for). */
  includeDeleted?: boolean;
  status?: MailboxStatus;
  platform?: string;
}

export async function listMailboxRows(
  db: Executor,
  filter: MailboxListFilter,
  offset: number,
  limit: number,
) {
  const keyword = filter.keyword ? `%${escapeLike(filter.keyword.toLowerCase())}%` : null;
  const base = db
    .selectFrom('mailboxes')
    .where('workspace_id', '=', filter.workspaceId)
    // Deleted mailboxes are history: listed only when asked for by status.
    .$if(filter.status === undefined && !filter.includeDeleted, (q) =>
      q.where('status', '!=', 'deleted'),
    )
    .$if(filter.status !== undefined, (q) => q.where('status', '=', filter.status as MailboxStatus))
    .$if(filter.platform !== undefined, (q) => q.where('platform', '=', filter.platform as string))
    .$if(filter.domainName !== undefined, (q) =>
      q.where('domain_name', '=', filter.domainName as string),
    )
    .$if(filter.domainId !== undefined, (q) => q.where('domain_id', '=', filter.domainId as string))
    .$if(filter.selection !== undefined, (q) =>
      q.where((eb) =>
        eb.or([
          eb('uid', 'in', filter.selection?.uids.length ? filter.selection.uids : ['']),
          eb(
            'domain_id',
            'in',
            filter.selection?.domainIds.length ? filter.selection.domainIds : [''],
          ),
        ]),
      ),
    )
    .$if(filter.uids !== undefined, (q) =>
      q.where('uid', 'in', filter.uids?.length ? filter.uids : ['']),
    )
    .$if(keyword !== null, (q) =>
      q.where((eb) =>
        eb.or([
          eb(sql`lower(username || '@' || domain_name)`, 'like', sql`${keyword} escape '\\'`),
          eb(sql`lower(first_name || ' ' || last_name)`, 'like', sql`${keyword} escape '\\'`),
        ]),
      ),
    );
  return newestFirstPage(base, offset, limit);
}

/** Writes non-status columns. Status moves go through `transitionMailbox` only. */
export async function updateMailboxFields(
  db: Executor,
  id: string,
  changes: MailboxFieldChanges & { updated_at: string },
): Promise<void> {
  await db.updateTable('mailboxes').set(changes).where('id', '=', id).execute();
}

/** The fields that make a mailbox's address. */
export type MailboxAddress = Pick<MailboxTable, 'username' | 'address_key' | 'updated_at'>;

/**
 * Moves a mailbox from one address to another, only while it still has `from`'s; says whether it
 * did. Throws a unique violation when another mailbox holds `to`'s address key.
 */
export async function moveMailboxAddress(
  db: Executor,
  id: string,
  from: MailboxAddress,
  to: MailboxAddress,
): Promise<boolean> {
  const result = await db
    .updateTable('mailboxes')
    .set(to)
    .where('id', '=', id)
    .where('username', '=', from.username)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The one statement that writes a mailbox's status (called by `transitionMailbox`). It applies
 * only while the mailbox is still in `from`, and says whether it did.
 */
export async function writeMailboxStatus(
  db: Executor,
  id: string,
  from: MailboxStatus,
  changes: MailboxFieldChanges & {
    status: MailboxStatus;
    previous_status: MailboxStatus | null;
    status_changed_at: string;
    updated_at: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('mailboxes')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
