import type { ConsentRequestRow } from './consent-requests.table.js';

/** The mailbox a request is about, as its answers show it. */
export interface ConsentMailboxRef {
  uid: string;
  email: string;
}

/** The API shape of a consent request. */
export function toConsentRequestResponse(row: ConsentRequestRow, mailbox: ConsentMailboxRef) {
  return {
    _id: row.id,
    uid: row.uid,
    status: row.status,
    previous_status: row.previous_status,
    consent_url: row.consent_url,
    status_text: row.status_text,
    status_reason: row.status_reason,
    retry_count: row.retry_count,
    max_retries: row.max_retries,
    completed_at: row.completed_at,
    expires_at: row.expires_at,
    redirect_url: row.redirect_url,
    platform: row.platform,
    mailbox_email: mailbox.email,
    mailbox: { uid: mailbox.uid, email: mailbox.email },
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** `data.consent_request` of `consent_request.status_changed`: exactly the contract's nine fields. */
export function toConsentRequestEventRecord(row: ConsentRequestRow) {
  return {
    uid: row.uid,
    status: row.status,
    previous_status: row.previous_status,
    consent_url: row.consent_url,
    status_text: row.status_text,
    status_reason: row.status_reason,
    retry_count: row.retry_count,
    max_retries: row.max_retries,
    completed_at: row.completed_at,
  };
}
