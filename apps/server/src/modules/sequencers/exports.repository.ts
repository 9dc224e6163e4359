import {
  assertUncounted,
  countInserted,
  defineCountedList,
  requireCounting,
  writeCountedStatus,
} from '../../db/list-counts.js';
import { defineList, type PageTotal, readListPage } from '../../db/pages.js';
import type { Executor } from '../../db/transaction.js';
import type { ExportStatus } from './export.lifecycle.js';
import type { SequencerExportRow, SequencerExportTable } from './sequencers.table.js';

/** Columns a service may change outside a status move. */
export type ExportFieldChanges = Partial<
  Omit<SequencerExportTable, 'id' | 'uid' | 'status' | 'previous_status' | 'created_at'>
>;

/** Get export status's totals: per workspace, by sequencer, mailbox and status. */
export const exportCounts = defineCountedList({
  name: 'sequencer_exports',
  table: 'sequencer_exports',
  scope: 'workspace_id',
  dims: ['sequencer_id', 'mailbox_uid', 'status'],
});

/**
 * Inserts exports, skipping any whose `export_key` is held by a live export of the same mailbox
 * and sequencer (a concurrent request got there first). Returns the rows inserted.
 */
export async function insertExportRows(
  db: Executor,
  rows: readonly SequencerExportRow[],
): Promise<SequencerExportRow[]> {
  requireCounting(db, exportCounts);
  const inserted: SequencerExportRow[] = [];
  for (const row of rows) {
    const result = await db
      .insertInto('sequencer_exports')
      .values(row)
      .onConflict((oc) => oc.column('export_key').doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 1) inserted.push(row);
  }
  countInserted(db, exportCounts, inserted);
  return inserted;
}

export function findExportById(db: Executor, id: string) {
  return db.selectFrom('sequencer_exports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The live exports (not failed) of these mailboxes to a sequencer. */
export function findLiveExports(db: Executor, sequencerId: string, mailboxIds: readonly string[]) {
  if (mailboxIds.length === 0) return Promise.resolve([] as SequencerExportRow[]);
  return db
    .selectFrom('sequencer_exports')
    .selectAll()
    .where('sequencer_id', '=', sequencerId)
    .where('mailbox_id', 'in', mailboxIds)
    .where('export_key', 'is not', null)
    .execute();
}

export interface ExportListFilter {
  workspaceId: string;
  sequencerId?: string;
  mailboxUids?: readonly string[];
  uids?: readonly string[];
  status?: ExportStatus;
}

/**
 * A page of exports, newest first (`created_at`, then `id`), and how many match: from the
 * counters, but for `uids` (at most 100, counted as they are).
 */
export async function listExportRows(
  db: Executor,
  filter: ExportListFilter,
  offset: number,
  limit: number,
) {
  const params: ExportListFilter = {
    workspaceId: filter.workspaceId,
    ...(filter.sequencerId !== undefined ? { sequencerId: filter.sequencerId } : {}),
    ...(filter.mailboxUids !== undefined ? { mailboxUids: filter.mailboxUids } : {}),
    ...(filter.uids !== undefined ? { uids: filter.uids } : {}),
    ...(filter.status !== undefined ? { status: filter.status } : {}),
  };
  const total: PageTotal =
    filter.uids !== undefined
      ? { bounded: true }
      : {
          counted: {
            list: exportCounts,
            scope: filter.workspaceId,
            where: {
              sequencer_id: filter.sequencerId,
              mailbox_uid: filter.mailboxUids,
              status: filter.status,
            },
          },
        };
  return readListPage(db, exportList, params, total, offset, limit);
}

const exportList = defineList({
  table: 'sequencer_exports',
  base: (db, p: ExportListFilter) =>
    db
      .selectFrom('sequencer_exports')
      .where('workspace_id', '=', p.workspaceId)
      .$if(p.sequencerId !== undefined, (q) =>
        q.where('sequencer_id', '=', p.sequencerId as string),
      )
      .$if(p.mailboxUids !== undefined, (q) => q.where('mailbox_uid', 'in', p.mailboxUids ?? []))
      .$if(p.uids !== undefined, (q) => q.where('uid', 'in', p.uids ?? []))
      .$if(p.status !== undefined, (q) => q.where('status', '=', p.status as ExportStatus)),
});

export async function updateExportFields(
  db: Executor,
  id: string,
  changes: ExportFieldChanges & { updated_at: string },
): Promise<void> {
  assertUncounted(exportCounts, changes);
  await db.updateTable('sequencer_exports').set(changes).where('id', '=', id).execute();
}

/**
 * The one statement that writes an export's status (called by `transitionExport`), only while
 * the export is still in `from`; says whether it did.
 */
export async function writeExportStatus(
  db: Executor,
  id: string,
  from: ExportStatus,
  changes: ExportFieldChanges & {
    status: ExportStatus;
    previous_status: ExportStatus | null;
    status_changed_at: string;
    updated_at: string;
  },
): Promise<boolean> {
  return writeCountedStatus(db, exportCounts, id, from, changes);
}
