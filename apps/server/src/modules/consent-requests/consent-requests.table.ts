import type { Selectable } from 'kysely';
import type { GrantRequestStatus } from '../grant-requests/surface.js';

/**
 * A request for a mailbox user's OAuth consent: Mailwright's application may then act on the
 * mailbox (connect it to sequencers over OAuth rather than with its password).
 */
export interface ConsentRequestTable {
  id: string;
  uid: string;
  workspace_id: string;
  mailbox_id: string;
  /** The mailbox's platform when the request was made (GOOGLE, MICROSOFT or AZURE). */
  platform: string;
  status: GrantRequestStatus;
  previous_status: GrantRequestStatus | null;
  status_changed_at: string;
  /** The consent screen's `state`: a random token naming the request when the answer comes back. */
  state: string;
  /** The consent screen's URL while `pending`; empty otherwise. */
  consent_url: string;
  /** Where the user's browser goes once the consent is answered; empty for none. */
  redirect_url: string;
  status_text: string;
  status_reason: string;
  retry_count: number;
  max_retries: number;
  /** The code the consent screen returned, sealed with the master key; null until answered. */
  grant_code_sealed: string | null;
  answered_at: string | null;
  /** When a `pending` request expires. */
  expires_at: string | null;
  completed_at: string | null;
  /** The mailbox id while the request is open; NULL once terminal. */
  open_key: string | null;
  created_at: string;
  updated_at: string;
}

export type ConsentRequestRow = Selectable<ConsentRequestTable>;
