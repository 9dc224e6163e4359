import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { emitStatusEvent } from '../webhooks/surface.js';
import { presentTests } from './placement.present.js';
import type { PlacementTestRow } from './placement.table.js';

/**
 * Records `placement_test.status_changed` (ours: the real service has no placement event) with
 * the run as List tests shows it, its figures as they stand in this transaction.
 */
export async function emitPlacementTestEvent(
  trx: Transaction<DB>,
  ctx: AppContext,
  run: PlacementTestRow,
): Promise<void> {
  const [record] = await presentTests(trx, [run]);
  if (!record) return;
  await emitStatusEvent(trx, ctx, {
    workspaceId: run.workspace_id,
    event: 'placement_test.status_changed',
    kind: 'placement_test',
    record,
    previousStatus: run.previous_status,
    updatedAt: run.updated_at,
  });
}
