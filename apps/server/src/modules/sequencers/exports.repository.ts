import { newestFirstPage } from '../../db/pages.js';
import type { Executor } from '../../db/transaction.js';
import type { ExportStatus } from './export.lifecycle.js';
import type { SequencerExportRow, SequencerExportTable } from './sequencers.table.js';

/** Columns a service may change outside a status move. */
export type ExportFieldChanges = Partial<
  Omit<SequencerExportTable, 'id' | 'uid' | 'status' | 'previous_status' | 'created_at'>
>;

/**
 * Inserts exports, skipping any whose `export_key` is held by a live export of the same mailbox
 * and sequencer (a concurrent request got there first). Returns the rows inserted.
 */
export async function insertExportRows(
  db: Executor,
  rows: readonly SequencerExportRow[],
): Promise<SequencerExportRow[]> {
  const inserted: SequencerExportRow[] = [];
  for (const row of rows) {
    const result = await db
      .insertInto('sequencer_exports')
      .values(row)
      .onConflict((oc) => oc.column('export_key').doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 1) inserted.push(row);
  }
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

/** A page of exports, newest first (`created_at`, then `id`), and how many match. */
export async function listExportRows(
  db: Executor,
  filter: ExportListFilter,
  offset: number,
  limit: number,
) {
  const base = db
    .selectFrom('sequencer_exports')
    .where('workspace_id', '=', filter.workspaceId)
    .$if(filter.sequencerId !== undefined, (q) =>
      q.where('sequencer_id', '=', filter.sequencerId as string),
    )
    .$if(filter.mailboxUids !== undefined, (q) =>
      q.where('mailbox_uid', 'in', filter.mailboxUids ?? []),
    )
    .$if(filter.uids !== undefined, (q) => q.where('uid', 'in', filter.uids ?? []))
    .$if(filter.status !== undefined, (q) => q.where('status', '=', filter.status as ExportStatus));
  return newestFirstPage(base, offset, limit);
}

export async function updateExportFields(
  db: Executor,
  id: string,
  changes: ExportFieldChanges & { updated_at: string },
): Promise<void> {
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
  const result = await db
    .updateTable('sequencer_exports')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
