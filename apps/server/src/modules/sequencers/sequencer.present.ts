import { platformMetadata, platformOrDefault } from '../../providers/sequencer-catalog/index.js';
import type { SequencerExportRow, SequencerRow } from './sequencers.table.js';

/** The columns {@link toSequencerResponse} reads: all a list page needs to read. */
export const SEQUENCER_RESPONSE_COLUMNS = [
  'id',
  'uid',
  'name',
  'platform',
  'username',
  'status',
  'status_reason',
  'workspace_name',
  'consent_url',
  'created_at',
  'updated_at',
] as const satisfies ReadonlyArray<keyof SequencerRow>;

/**
 * The contract's Sequencer record: exactly its twelve fields, with its casing (`_id`,
 * `createdAt`, `updatedAt`). Never a credential: the connection's values stay sealed.
 */
export function toSequencerResponse(
  row: Pick<SequencerRow, (typeof SEQUENCER_RESPONSE_COLUMNS)[number]>,
  publicUrl: string,
) {
  return {
    _id: row.id,
    uid: row.uid,
    name: row.name,
    platform: row.platform,
    username: row.username,
    status: row.status,
    status_reason: row.status_reason,
    workspace_name: row.workspace_name,
    consent_url: row.consent_url,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    platform_metadata: platformMetadata(platformOrDefault(row.platform), publicUrl),
  };
}

/** An export as Export status shows it. */
export function toExportResponse(row: SequencerExportRow, sequencerUid: string) {
  return {
    uid: row.uid,
    mailbox_uid: row.mailbox_uid,
    mailbox_email: row.mailbox_email,
    sequencer_uid: sequencerUid,
    status: row.status,
    method: row.method,
    error_message: row.error_message,
    authorization_url: row.status === 'authorizing' ? row.oauth_url : '',
    authorization_expires_at: row.status === 'authorizing' ? row.oauth_expires_at : null,
    attempts: row.attempts,
    created_at: row.created_at,
    updated_at: row.updated_at,
    completed_at: row.completed_at,
  };
}

/** The keyword filter's column: the three searchable fields, lowercased, joined by U+001F. */
export function searchTextOf(row: Pick<SequencerRow, 'name' | 'username' | 'workspace_name'>) {
  return [row.name, row.username, row.workspace_name].join('\u001f').toLowerCase();
}
