import type { TagRef } from '../tags/surface.js';
import type { MailboxCredentials } from './credentials.js';
import type { MailboxRow } from './mailboxes.table.js';

/** `<username>@<domain name>`. */
export function emailOf(row: Pick<MailboxRow, 'username' | 'domain_name'>): string {
  return `${row.username}@${row.domain_name}`;
}

/** The API shape of a mailbox (every operation but Show credentials): never a credential. */
export function toMailboxResponse(row: MailboxRow, domainUid: string, tags: TagRef[]) {
  return {
    _id: row.id,
    uid: row.uid,
    email: emailOf(row),
    username: row.username,
    domain_name: row.domain_name,
    domain_uid: domainUid,
    domain_id: row.domain_id,
    workspace_id: row.workspace_id,
    first_name: row.first_name,
    last_name: row.last_name,
    profile_picture: row.profile_picture,
    signature: row.signature,
    forwarding_email: row.forwarding_email,
    platform: row.platform,
    status: row.status,
    previous_status: row.previous_status,
    status_reason: row.status_reason,
    is_admin: row.is_admin === 1,
    is_add_on: row.is_add_on === 1,
    renewal_date: row.renewal_date,
    renewal_cycle: 'monthly' as const,
    renewal_status: row.renewal_status,
    cancel_at: row.cancel_at,
    tags,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * `data.mailbox` of `mailbox.status_changed`: exactly the contract's sixteen fields, with the
 * credentials in plaintext (the event is stored sealed). Never `refresh_token`.
 */
export function toMailboxEventRecord(row: MailboxRow, credentials: MailboxCredentials) {
  return {
    uid: row.uid,
    email: emailOf(row),
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    profile_picture: row.profile_picture,
    status: row.status,
    previous_status: row.previous_status,
    platform: row.platform,
    renewal_date: row.renewal_date,
    renewal_status: row.renewal_status,
    is_admin: row.is_admin === 1,
    password: credentials.password,
    app_password: credentials.app_password,
    secret: credentials.secret,
    is_add_on: row.is_add_on === 1,
  };
}
