import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { conflict } from '../../http/errors.js';
import { isoNow } from '../../lib/time.js';
import { type GrantRequestStatus, isTerminal, planGrantMove } from '../grant-requests/surface.js';
import { emitEvent } from '../webhooks/surface.js';
import { findWorkspaceByInternalId } from '../workspaces/surface.js';
import { toClientIdRequestEventRecord } from './client-id-request.present.js';
import {
  type ClientIdRequestFieldChanges,
  findClientIdRequestById,
  insertClientIdRequest,
  writeClientIdRequestStatus,
} from './client-id-requests.repository.js';
import type { ClientIdRequestRow } from './client-id-requests.table.js';

/**
 * The one way a client-id request's status changes: checked against the shared request
 * lifecycle, `previous_status` stamped, `completed_at` set (and the open key released) on a
 * terminal status, written only if no one moved the request first (a 409 otherwise), and
 * `client_id_request.status_changed` recorded in the same transaction.
 */
export async function transitionClientIdRequest(
  trx: Transaction<DB>,
  ctx: AppContext,
  request: ClientIdRequestRow,
  to: GrantRequestStatus,
  changes: ClientIdRequestFieldChanges = {},
): Promise<ClientIdRequestRow> {
  const planned = planGrantMove(request.status, to, isoNow());
  const written = {
    status_reason: '',
    ...changes,
    ...planned,
    ...(isTerminal(to) ? { open_key: null } : {}),
  };
  if (!(await writeClientIdRequestStatus(trx, request.id, request.status, written))) {
    throw conflict(`The client-id request ${request.uid} changed meanwhile; try again`);
  }
  const updated = (await findClientIdRequestById(trx, request.id)) as ClientIdRequestRow;
  await emitClientIdEvent(trx, ctx, updated);
  return updated;
}

/** Creates a request in `queued` and records its first event (`previous_status` null). */
export async function createClientIdRequest(
  trx: Transaction<DB>,
  ctx: AppContext,
  row: ClientIdRequestRow,
): Promise<ClientIdRequestRow> {
  const created = { ...row, ...planGrantMove(null, 'queued', row.created_at) };
  await insertClientIdRequest(trx, created);
  await emitClientIdEvent(trx, ctx, created);
  return created;
}

async function emitClientIdEvent(trx: Transaction<DB>, ctx: AppContext, row: ClientIdRequestRow) {
  const workspace = await findWorkspaceByInternalId(trx, row.workspace_id);
  await emitEvent(trx, ctx, {
    workspaceId: row.workspace_id,
    event: 'client_id_request.status_changed',
    kind: 'client_id_request',
    record: toClientIdRequestEventRecord(row),
    metadata: {
      updated_at: row.updated_at,
      workspace_id: row.workspace_id,
      workspace_uid: workspace?.uid ?? null,
    },
  });
}
