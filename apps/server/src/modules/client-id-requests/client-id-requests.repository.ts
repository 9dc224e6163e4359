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
import type { ClientIdRequestRow, ClientIdRequestTable } from './client-id-requests.table.js';

/** Columns that may change outside a status move (never `status` or `previous_status`). */
export type ClientIdRequestFieldChanges = Partial<
  Omit<
    ClientIdRequestTable,
    'id' | 'uid' | 'workspace_id' | 'domain_id' | 'status' | 'previous_status' | 'created_at'
  >
>;

/** List client-id requests's totals: per workspace, by domain and status. */
export const clientIdRequestCounts = defineCountedList({
  name: 'client_id_requests',
  table: 'client_id_requests',
  scope: 'workspace_id',
  dims: ['domain_id', 'status'],
});

export async function insertClientIdRequest(db: Executor, row: ClientIdRequestRow): Promise<void> {
  requireCounting(db, clientIdRequestCounts);
  await db.insertInto('client_id_requests').values(row).execute();
  countInserted(db, clientIdRequestCounts, [row]);
}

export function findClientIdRequestById(db: Executor, id: string) {
  return db.selectFrom('client_id_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findClientIdRequestByUid(db: Executor, workspaceId: string, uid: string) {
  return db
    .selectFrom('client_id_requests')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('uid', '=', uid)
    .executeTakeFirst();
}

/** The open request for a domain and client id (`<domain id>:<client id>`), if any. */
export function findOpenClientIdRequest(db: Executor, openKey: string) {
  return db
    .selectFrom('client_id_requests')
    .selectAll()
    .where('open_key', '=', openKey)
    .executeTakeFirst();
}

export interface ClientIdRequestListFilter {
  workspaceId: string;
  domainId?: string;
  status?: GrantRequestStatus;
}

/** A slice of the workspace's requests, newest first, and how many match. */
export async function listClientIdRequestRows(
  db: Executor,
  filter: ClientIdRequestListFilter,
  offset: number,
  limit: number,
) {
  const where = { domain_id: filter.domainId, status: filter.status };
  const total = { counted: { list: clientIdRequestCounts, scope: filter.workspaceId, where } };
  return readListPage(db, clientIdRequestList, filter, total, offset, limit);
}

const clientIdRequestList = defineList({
  table: 'client_id_requests',
  base: (db, filter: ClientIdRequestListFilter) =>
    db
      .selectFrom('client_id_requests')
      .where('workspace_id', '=', filter.workspaceId)
      .$if(filter.domainId !== undefined, (q) =>
        q.where('domain_id', '=', filter.domainId as string),
      )
      .$if(filter.status !== undefined, (q) =>
        q.where('status', '=', filter.status as GrantRequestStatus),
      ),
});

/** Writes non-status columns. Status moves go through `transitionClientIdRequest` only. */
export async function updateClientIdRequestFields(
  db: Executor,
  id: string,
  changes: ClientIdRequestFieldChanges & { updated_at: string },
): Promise<void> {
  assertUncounted(clientIdRequestCounts, changes);
  await db.updateTable('client_id_requests').set(changes).where('id', '=', id).execute();
}

/** The one statement that writes a client-id request's status, only while it is still in `from`. */
export async function writeClientIdRequestStatus(
  db: Executor,
  id: string,
  from: GrantRequestStatus,
  changes: ClientIdRequestFieldChanges & {
    status: GrantRequestStatus;
    previous_status: GrantRequestStatus | null;
    status_changed_at: string;
    updated_at: string;
  },
): Promise<boolean> {
  return writeCountedStatus(db, clientIdRequestCounts, id, from, changes);
}
