import { defineGrantRequestMoves } from '../grant-requests/surface.js';
import { emitEvent } from '../webhooks/surface.js';
import { findWorkspaceByInternalId } from '../workspaces/surface.js';
import { toClientIdRequestEventRecord } from './client-id-request.present.js';
import { clientIdRequests } from './client-id-requests.repository.js';

/**
 * A client-id request's moves: the shared request lifecycle (grant-requests/grant-request.moves.ts)
 * and `client_id_request.status_changed`.
 */
export const clientIdMoves = defineGrantRequestMoves({
  name: 'client-id request',
  store: clientIdRequests,
  async emit(trx, ctx, row) {
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
  },
});

export const { transition: transitionClientIdRequest, create: createClientIdRequest } =
  clientIdMoves;
