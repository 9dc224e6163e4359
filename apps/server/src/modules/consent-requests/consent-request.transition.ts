import { defineGrantRequestMoves } from '../grant-requests/surface.js';
import { findMailboxByInternalId } from '../mailboxes/surface.js';
import { emitEvent } from '../webhooks/surface.js';
import { findWorkspaceByInternalId } from '../workspaces/surface.js';
import { toConsentRequestEventRecord } from './consent-request.present.js';
import { consentRequests } from './consent-requests.repository.js';

/**
 * A consent request's moves: the shared request lifecycle (grant-requests/grant-request.moves.ts),
 * keeping `consent_url` and `expires_at` only while `pending` (the link is good only while the
 * request waits for the user's answer), and recording `consent_request.status_changed`.
 */
export const consentMoves = defineGrantRequestMoves({
  name: 'consent request',
  store: consentRequests,
  effects: (request, to, changes) => ({
    consent_url: to === 'pending' ? (changes.consent_url ?? request.consent_url) : '',
    expires_at: to === 'pending' ? (changes.expires_at ?? request.expires_at) : null,
  }),
  async emit(trx, ctx, row) {
    const workspace = await findWorkspaceByInternalId(trx, row.workspace_id);
    const mailbox = await findMailboxByInternalId(trx, row.mailbox_id);
    await emitEvent(trx, ctx, {
      workspaceId: row.workspace_id,
      event: 'consent_request.status_changed',
      kind: 'consent_request',
      record: toConsentRequestEventRecord(row),
      metadata: {
        updated_at: row.updated_at,
        workspace_id: row.workspace_id,
        workspace_uid: workspace?.uid ?? null,
        mailbox_id: row.mailbox_id,
        mailbox_uid: mailbox?.uid ?? null,
      },
    });
  },
});

export const { transition: transitionConsentRequest, create: createConsentRequest } = consentMoves;
