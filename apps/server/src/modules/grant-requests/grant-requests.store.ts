import type { Kysely } from 'kysely';
import {
  assertUncounted,
  type CountedList,
  countInserted,
  defineCountedList,
  requireCounting,
  writeCountedStatus,
} from '../../db/list-counts.js';
import { type ListDefinition, readListPage } from '../../db/pages.js';
import type { DB } from '../../db/schema.js';
import type { Executor } from '../../db/transaction.js';
import type { GrantRequestStatus } from './grant-request.lifecycle.js';

/** The tables of the two request kinds, and the record each is about. */
export type GrantRequestTable = 'consent_requests' | 'client_id_requests';
type ParentColumn = 'mailbox_id' | 'domain_id';

/** The columns both request tables have (the lifecycle's and the request's bookkeeping). */
export interface GrantRequestColumns {
  id: string;
  uid: string;
  workspace_id: string;
  status: GrantRequestStatus;
  previous_status: GrantRequestStatus | null;
  status_changed_at: string;
  status_text: string;
  status_reason: string;
  retry_count: number;
  max_retries: number;
  completed_at: string | null;
  open_key: string | null;
  created_at: string;
  updated_at: string;
}

/** Columns that may change outside a status move (never the identity, parent or status). */
export type GrantRequestFieldChanges<R> = Partial<
  Omit<
    R,
    'id' | 'uid' | 'workspace_id' | ParentColumn | 'status' | 'previous_status' | 'created_at'
  >
>;

/** A request list's filter: the workspace, and optionally the parent record and a status. */
export interface GrantRequestListFilter {
  workspaceId: string;
  parentId?: string;
  status?: GrantRequestStatus;
}

/** The statements of one request table, typed by its row (`R`), its column set as the shared one. */
type Loose = Kysely<{ requests: GrantRequestColumns & Record<ParentColumn, string> }>;
const loose = (db: Executor) => db as unknown as Loose;

/**
 * The repository of a request kind, parameterised by its table and the column naming what the
 * request is about (`mailbox_id`, `domain_id`): consent requests and client-id requests store
 * alike. Its counted list (per workspace, by parent and status) is `counts`.
 */
export function defineGrantRequestStore<R extends GrantRequestColumns>(
  table: GrantRequestTable,
  parent: ParentColumn,
) {
  const t = table as 'requests';
  const counts: CountedList = defineCountedList({
    name: table,
    table,
    scope: 'workspace_id',
    dims: [parent, 'status'],
  });
  const list = {
    table,
    base: (db: Executor, filter: GrantRequestListFilter) =>
      loose(db)
        .selectFrom(t)
        .where('workspace_id', '=', filter.workspaceId)
        .$if(filter.parentId !== undefined, (q) => q.where(parent, '=', filter.parentId as string))
        .$if(filter.status !== undefined, (q) =>
          q.where('status', '=', filter.status as GrantRequestStatus),
        ),
  } as unknown as ListDefinition<GrantRequestTable, string, GrantRequestListFilter>;
  const findBy = (db: Executor, column: 'id' | 'open_key', value: string) =>
    loose(db).selectFrom(t).selectAll().where(column, '=', value).executeTakeFirst() as Promise<
      R | undefined
    >;
  return {
    counts,
    async insert(db: Executor, row: R): Promise<void> {
      requireCounting(db, counts);
      await (db as Kysely<DB>)
        .insertInto(table)
        .values(row as never)
        .execute();
      countInserted(db, counts, [row as unknown as Record<string, unknown>]);
    },
    findById: (db: Executor, id: string) => findBy(db, 'id', id),
    /** The open request holding `openKey` (what the kind keeps one open request of), if any. */
    findOpen: (db: Executor, openKey: string) => findBy(db, 'open_key', openKey),
    findByUid(db: Executor, workspaceId: string, uid: string) {
      return loose(db)
        .selectFrom(t)
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('uid', '=', uid)
        .executeTakeFirst() as Promise<R | undefined>;
    },
    /** A slice of the workspace's requests, newest first, and how many match. */
    async list(db: Executor, filter: GrantRequestListFilter, offset: number, limit: number) {
      const where = { [parent]: filter.parentId, status: filter.status };
      const total = { counted: { list: counts, scope: filter.workspaceId, where } };
      const page = await readListPage(db, list, filter, total, offset, limit);
      return page as unknown as { rows: R[]; total: number };
    },
    /** Writes non-status columns. Status moves go through the kind's transitions only. */
    async updateFields(
      db: Executor,
      id: string,
      changes: GrantRequestFieldChanges<R> & { updated_at: string },
    ): Promise<void> {
      assertUncounted(counts, changes);
      await loose(db)
        .updateTable(t)
        .set(changes as never)
        .where('id', '=', id)
        .execute();
    },
    /** The one statement that writes a request's status, only while it is still in `from`. */
    writeStatus(
      db: Executor,
      id: string,
      from: GrantRequestStatus,
      changes: GrantRequestFieldChanges<R> & { status: GrantRequestStatus },
    ): Promise<boolean> {
      return writeCountedStatus(db, counts, id, from, changes);
    },
  };
}

export type GrantRequestStore<R extends GrantRequestColumns> = ReturnType<
  typeof defineGrantRequestStore<R>
>;
