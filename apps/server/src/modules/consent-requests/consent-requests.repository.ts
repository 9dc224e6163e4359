import {
  assertUncounted,
  countInserted,
  defineCountedList,
  requireCounting,
  writeCountedStatus,
} from '../../db/list-counts.js';
import { defineList, readListPage } from '../../db/pages.js';
import type { Executor } from '../../db/transaction.js';
import type { GrantRequestStatus } from '../grant-requests/surface.js';
import type { ConsentRequestRow, ConsentRequestTable } from './consent-requests.table.js';

/** Columns that may change outside a status move (never `status` or `previous_status`). */
export type ConsentRequestFieldChanges = Partial<
  Omit<
    ConsentRequestTable,
    'id' | 'uid' | 'workspace_id' | 'mailbox_id' | 'status' | 'previous_status' | 'created_at'
  >
>;

/** List consent requests's totals: per workspace, by mailbox and status. */
export const consentRequestCounts = defineCountedList({
  name: 'consent_requests',
  table: 'consent_requests',
  scope: 'workspace_id',
  dims: ['mailbox_id', 'status'],
});

export async function insertConsentRequest(db: Executor, row: ConsentRequestRow): Promise<void> {
  requireCounting(db, consentRequestCounts);
  await db.insertInto('consent_requests').values(row).execute();
  countInserted(db, consentRequestCounts, [row]);
}

export function findConsentRequestById(db: Executor, id: string) {
  return db.selectFrom('consent_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findConsentRequestByUid(db: Executor, workspaceId: string, uid: string) {
  return db
    .selectFrom('consent_requests')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('uid', '=', uid)
    .executeTakeFirst();
}

export function findConsentRequestByState(db: Executor, state: string) {
  return db
    .selectFrom('consent_requests')
    .selectAll()
    .where('state', '=', state)
    .executeTakeFirst();
}

/** The open request of a mailbox, if any. */
export function findOpenConsentRequest(db: Executor, mailboxId: string) {
  return db
    .selectFrom('consent_requests')
    .selectAll()
    .where('open_key', '=', mailboxId)
    .executeTakeFirst();
}

export interface ConsentRequestListFilter {
  workspaceId: string;
  mailboxId?: string;
  status?: GrantRequestStatus;
}

/** A slice of the workspace's requests, newest first, and how many match. */
export async function listConsentRequestRows(
  db: Executor,
  filter: ConsentRequestListFilter,
  offset: number,
  limit: number,
) {
  const where = { mailbox_id: filter.mailboxId, status: filter.status };
  const total = { counted: { list: consentRequestCounts, scope: filter.workspaceId, where } };
  return readListPage(db, consentRequestList, filter, total, offset, limit);
}

const consentRequestList = defineList({
  table: 'consent_requests',
  base: (db, filter: ConsentRequestListFilter) =>
    db
      .selectFrom('consent_requests')
      .where('workspace_id', '=', filter.workspaceId)
      .$if(filter.mailboxId !== undefined, (q) =>
        q.where('mailbox_id', '=', filter.mailboxId as string),
      )
      .$if(filter.status !== undefined, (q) =>
        q.where('status', '=', filter.status as GrantRequestStatus),
      ),
});

/** Writes non-status columns. Status moves go through `transitionConsentRequest` only. */
export async function updateConsentRequestFields(
  db: Executor,
  id: string,
  changes: ConsentRequestFieldChanges & { updated_at: string },
): Promise<void> {
  assertUncounted(consentRequestCounts, changes);
  await db.updateTable('consent_requests').set(changes).where('id', '=', id).execute();
}

/**
 * The one statement that writes a consent request's status. It applies only while the request
 * is still in `from`, and says whether it did.
 */
export async function writeConsentRequestStatus(
  db: Executor,
  id: string,
  from: GrantRequestStatus,
  changes: ConsentRequestFieldChanges & {
    status: GrantRequestStatus;
    previous_status: GrantRequestStatus | null;
    status_changed_at: string;
    updated_at: string;
  },
): Promise<boolean> {
  return writeCountedStatus(db, consentRequestCounts, id, from, changes);
}
