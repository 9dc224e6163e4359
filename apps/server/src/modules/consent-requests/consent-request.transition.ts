import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { conflict } from '../../http/errors.js';
import { isoNow } from '../../lib/time.js';
import { type GrantRequestStatus, isTerminal, planGrantMove } from '../grant-requests/surface.js';
import { findMailboxByInternalId } from '../mailboxes/surface.js';
import { emitEvent } from '../webhooks/surface.js';
import { findWorkspaceByInternalId } from '../workspaces/surface.js';
import { toConsentRequestEventRecord } from './consent-request.present.js';
import {
  type ConsentRequestFieldChanges,
  findConsentRequestById,
  insertConsentRequest,
  writeConsentRequestStatus,
} from './consent-requests.repository.js';
import type { ConsentRequestRow } from './consent-requests.table.js';

/**
 * The one way a consent request's status changes. In the caller's transaction it checks the move
 * against the shared request lifecycle, stamps `previous_status`, sets `completed_at` on a
 * terminal status (and lets go of the mailbox's open slot), keeps `consent_url` only while
 * `pending`, writes with `changes` (`status_reason` empty unless given) and records
 * `consent_request.status_changed`. Throws a 409 when the lifecycle does not allow the move or
 * another writer moved the request first.
 */
export async function transitionConsentRequest(
  trx: Transaction<DB>,
  ctx: AppContext,
  request: ConsentRequestRow,
  to: GrantRequestStatus,
  changes: ConsentRequestFieldChanges = {},
): Promise<ConsentRequestRow> {
  const planned = planGrantMove(request.status, to, isoNow());
  const written = {
    status_reason: '',
    ...changes,
    ...planned,
    // The URL is only good while the request waits for the user's answer.
    consent_url: to === 'pending' ? (changes.consent_url ?? request.consent_url) : '',
    expires_at: to === 'pending' ? (changes.expires_at ?? request.expires_at) : null,
    ...(isTerminal(to) ? { open_key: null } : {}),
  };
  if (!(await writeConsentRequestStatus(trx, request.id, request.status, written))) {
    throw conflict(`The consent request ${request.uid} changed meanwhile; try again`);
  }
  const updated = (await findConsentRequestById(trx, request.id)) as ConsentRequestRow;
  await emitConsentEvent(trx, ctx, updated);
  return updated;
}

/** Creates a request in `queued` and records its first event (`previous_status` null). */
export async function createConsentRequest(
  trx: Transaction<DB>,
  ctx: AppContext,
  row: ConsentRequestRow,
): Promise<ConsentRequestRow> {
  const created = { ...row, ...planGrantMove(null, 'queued', row.created_at) };
  await insertConsentRequest(trx, created);
  await emitConsentEvent(trx, ctx, created);
  return created;
}

async function emitConsentEvent(trx: Transaction<DB>, ctx: AppContext, row: ConsentRequestRow) {
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
}
