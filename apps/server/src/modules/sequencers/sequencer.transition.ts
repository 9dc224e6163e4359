import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { defineTransitions } from '../../lib/lifecycle.js';
import { emitStatusEvent } from '../webhooks/surface.js';
import { type SequencerStatus, sequencerLifecycle } from './sequencer.lifecycle.js';
import { toSequencerResponse } from './sequencer.present.js';
import {
  findSequencerById,
  insertSequencerRow,
  type SequencerFieldChanges,
  writeSequencerStatus,
} from './sequencers.repository.js';
import type { SequencerRow } from './sequencers.table.js';

/**
 * A sequencer's moves ({@link defineTransitions}): a fresh `status_reason` / `failure_code`
 * (empty unless given), written only while the sequencer is still where the caller saw it (same
 * status, same connection), and `sequencer.status_changed` (ours: the contract has no sequencer
 * event).
 */
const sequencerMoves = defineTransitions<
  SequencerStatus,
  SequencerRow,
  SequencerFieldChanges,
  Transaction<DB>,
  AppContext
>({
  lifecycle: sequencerLifecycle,
  movedMeanwhile: (sequencer) => `The sequencer ${sequencer.name} changed meanwhile; try again`,
  resets: () => ({ status_reason: '', failure_code: '' }),
  write: writeSequencerStatus,
  reread: async (trx, sequencer) => (await findSequencerById(trx, sequencer.id)) as SequencerRow,
  insert: insertSequencerRow,
  emit: emitSequencerEvent,
});

export const { transition: transitionSequencer, create: createSequencer } = sequencerMoves;

/** Records `sequencer.status_changed` with the sequencer as List sequencers shows it. */
async function emitSequencerEvent(trx: Transaction<DB>, ctx: AppContext, row: SequencerRow) {
  await emitStatusEvent(trx, ctx, {
    workspaceId: row.workspace_id,
    event: 'sequencer.status_changed',
    kind: 'sequencer',
    record: toSequencerResponse(row, ctx.config.publicUrl),
    previousStatus: row.previous_status,
    updatedAt: row.updated_at,
  });
}
