import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { conflict } from '../../http/errors.js';
import { planTransition } from '../../lib/lifecycle.js';
import { isoNow } from '../../lib/time.js';
import { type SequencerStatus, sequencerLifecycle } from './sequencer.lifecycle.js';
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
 * lifecycle does not allow the move or another writer moved the sequencer first. The contract has
 * no sequencer event, so none is sent.
 */
export async function transitionSequencer(
  trx: Transaction<DB>,
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
  return (await findSequencerById(trx, sequencer.id)) as SequencerRow;
}

/** Creates a sequencer in the lifecycle's initial status (`previous_status` null). */
export async function createSequencer(
  trx: Transaction<DB>,
  row: SequencerRow,
): Promise<SequencerRow> {
  const planned = planTransition(sequencerLifecycle, null, row.status, row.created_at);
  const created = { ...row, ...planned };
  await insertSequencerRow(trx, created);
  return created;
}
