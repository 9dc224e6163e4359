import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { conflict } from '../../http/errors.js';
import { planTransition } from '../../lib/lifecycle.js';
import { isoNow } from '../../lib/time.js';
import { type ExportStatus, exportLifecycle } from './export.lifecycle.js';
import {
  type ExportFieldChanges,
  findExportById,
  insertExportRows,
  writeExportStatus,
} from './exports.repository.js';
import type { SequencerExportRow } from './sequencers.table.js';

/**
 * The one way an export's status changes: checks the move against {@link exportLifecycle},
 * stamps `previous_status`, and writes it with `changes` while the export is still in its status.
 * A terminal move stamps `completed_at`; `failed` lets go of the export key, so the mailbox can
 * be exported to the sequencer again. Throws a 409 when the move is not allowed or another writer
 * moved the export first. The contract has no export event, so none is sent.
 */
export async function transitionExport(
  trx: Transaction<DB>,
  row: SequencerExportRow,
  to: ExportStatus,
  changes: ExportFieldChanges = {},
): Promise<SequencerExportRow> {
  const now = isoNow();
  const planned = planTransition(exportLifecycle, row.status, to, now);
  const terminal = exportLifecycle.terminal.includes(to);
  const written = {
    ...changes,
    ...planned,
    ...(terminal ? { completed_at: now } : {}),
    ...(to === 'failed' ? { export_key: null } : {}),
    updated_at: now,
  };
  if (!(await writeExportStatus(trx, row.id, row.status, written))) {
    throw conflict(`The export of ${row.mailbox_email} changed meanwhile; try again`);
  }
  return (await findExportById(trx, row.id)) as SequencerExportRow;
}

/**
 * Creates exports in the lifecycle's initial status. A row whose mailbox already has a live
 * export to the sequencer (a concurrent request) is skipped; returns the rows created.
 */
export async function createExports(
  trx: Transaction<DB>,
  rows: readonly SequencerExportRow[],
): Promise<SequencerExportRow[]> {
  const planned = rows.map((row) => ({
    ...row,
    ...planTransition(exportLifecycle, null, row.status, row.created_at),
  }));
  return insertExportRows(trx, planned);
}
