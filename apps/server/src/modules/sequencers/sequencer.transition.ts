import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { conflict } from '../../http/errors.js';
import { planTransition } from '../../lib/lifecycle.js';
import { isoNow } from '../../lib/time.js';
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
 * The one way a sequencer's status changes. In the caller's transaction it checks the move
 * against {@link sequencerLifecycle}, stamps `previous_status`, and writes the status with
 * `changes` (and a fresh `status_reason` / `failure_code`, empty unless given) only while the
 * sequencer is still where the caller saw it: same status, same connection. Throws a 409 when the
 * lifecycle does not allow the move or another writer moved the sequencer first. Records
 * `sequencer.status_changed` (ours: the contract has no sequencer event).
 */
export async function transitionSequencer(
  trx: Transaction<DB>,
  ctx: AppContext,
  sequencer: SequencerRow,
  to: SequencerStatus,
  changes: SequencerFieldChanges = {},
): Promise<SequencerRow> {
  const now = isoNow();
  const planned = planTransition(sequencerLifecycle, sequencer.status, to, now);
  const written = {
    status_reason: '',
    failure_code: '',
    ...changes,
    ...planned,
    updated_at: now,
  };
  if (!(await writeSequencerStatus(trx, sequencer, written))) {
    throw conflict(`The sequencer ${sequencer.name} changed meanwhile; try again`);
  }
  const updated = (await findSequencerById(trx, sequencer.id)) as SequencerRow;
  await emitSequencerEvent(trx, ctx, updated);
  return updated;
}

/**
 * Creates a sequencer in the lifecycle's initial status (`previous_status` null) and records its
 * first `sequencer.status_changed`.
 */
export async function createSequencer(
  trx: Transaction<DB>,
  ctx: AppContext,
  row: SequencerRow,
): Promise<SequencerRow> {
  const planned = planTransition(sequencerLifecycle, null, row.status, row.created_at);
  const created = { ...row, ...planned };
  await insertSequencerRow(trx, created);
  await emitSequencerEvent(trx, ctx, created);
  return created;
}

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
