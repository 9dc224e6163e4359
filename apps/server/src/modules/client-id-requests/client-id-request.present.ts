import type { ClientIdRequestRow } from './client-id-requests.table.js';
import { DELEGATION_SCOPES } from './client-ids.js';

/** The API shape of a client-id request (it names its platform; the event does not). */
export function toClientIdRequestResponse(row: ClientIdRequestRow, domainUid: string) {
  return {
    _id: row.id,
    uid: row.uid,
    status: row.status,
    previous_status: row.previous_status,
    domain_uid: domainUid,
    domain_name: row.domain_name,
    client_id: row.client_id,
    platform: row.platform,
    instructions: row.instructions,
    scopes: row.platform === 'GOOGLE' ? [...DELEGATION_SCOPES] : [],
    status_text: row.status_text,
    status_reason: row.status_reason,
    retry_count: row.retry_count,
    max_retries: row.max_retries,
    completed_at: row.completed_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * `data.client_id_request` of `client_id_request.status_changed`: exactly the contract's ten
 * fields. No platform: the receiver tells it from the shape of `client_id`.
 */
export function toClientIdRequestEventRecord(row: ClientIdRequestRow) {
  return {
    uid: row.uid,
    status: row.status,
    previous_status: row.previous_status,
    domain_name: row.domain_name,
    client_id: row.client_id,
    status_text: row.status_text,
    status_reason: row.status_reason,
    retry_count: row.retry_count,
    max_retries: row.max_retries,
    completed_at: row.completed_at,
  };
}
