import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { defineTransitions, planTransition } from '../../lib/lifecycle.js';
import { emitStatusEvent } from '../webhooks/surface.js';
import { type ExportStatus, exportLifecycle } from './export.lifecycle.js';
import {
  type ExportFieldChanges,
  findExportById,
  insertExportRows,
  writeExportStatus,
} from './exports.repository.js';
import { toExportResponse } from './sequencer.present.js';
import { findSequencerById } from './sequencers.repository.js';
import type { SequencerExportRow } from './sequencers.table.js';

/**
 * An export's moves ({@link defineTransitions}): a terminal move stamps `completed_at`; `failed`
 * lets go of the export key, so the mailbox can be exported to the sequencer again. Records
 * `sequencer_export.status_changed` (ours: the contract has no export event).
 */
const exportMoves = defineTransitions<
  ExportStatus,
  SequencerExportRow,
  ExportFieldChanges,
  Transaction<DB>,
  AppContext
>({
  lifecycle: exportLifecycle,
  movedMeanwhile: (row) => `The export of ${row.mailbox_email} changed meanwhile; try again`,
  effects: async (_trx, _row, to, now) => ({
    ...(exportLifecycle.terminal.includes(to) ? { completed_at: now } : {}),
    ...(to === 'failed' ? { export_key: null } : {}),
  }),
  write: (trx, row, written) => writeExportStatus(trx, row.id, row.status, written),
  reread: async (trx, row) => (await findExportById(trx, row.id)) as SequencerExportRow,
  async emit(trx, ctx, row) {
    const sequencer = await findSequencerById(trx, row.sequencer_id);
    await emitExportEvent(trx, ctx, row, sequencer?.uid ?? '');
  },
});

export const { transition: transitionExport } = exportMoves;

/**
 * Creates exports to the sequencer `sequencerUid` in the lifecycle's initial status, each with
 * its first `sequencer_export.status_changed`. A row whose mailbox already has a live export to
 * the sequencer (a concurrent request) is skipped; returns the rows created.
 */
export async function createExports(
  trx: Transaction<DB>,
  ctx: AppContext,
  sequencerUid: string,
  rows: readonly SequencerExportRow[],
): Promise<SequencerExportRow[]> {
  const planned = rows.map((row) => ({
    ...row,
    ...planTransition(exportLifecycle, null, row.status, row.created_at),
  }));
  const created = await insertExportRows(trx, planned);
  for (const row of created) await emitExportEvent(trx, ctx, row, sequencerUid);
  return created;
}

/**
 * Records `sequencer_export.status_changed` with the export as Export status shows it: at each
 * move, and once more when an export in `authorizing` gets the OAuth link the customer must open
 * (`authorization_url`: the move came before the platform gave it).
 */
export async function emitExportEvent(
  trx: Transaction<DB>,
  ctx: AppContext,
  row: SequencerExportRow,
  sequencerUid: string,
) {
  await emitStatusEvent(trx, ctx, {
    workspaceId: row.workspace_id,
    event: 'sequencer_export.status_changed',
    kind: 'sequencer_export',
    record: toExportResponse(row, sequencerUid),
    previousStatus: row.previous_status,
    updatedAt: row.updated_at,
  });
}
