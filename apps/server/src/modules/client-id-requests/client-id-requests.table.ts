import type { Selectable } from 'kysely';
import type { GrantRequestStatus } from '../grant-requests/surface.js';

/**
 * A request to grant an application access to a whole domain: a Google OAuth client id added to
 * the domain's domain-wide delegation (by the customer, verified by the service), or tenant-wide
 * admin consent for a Microsoft / Azure application (granted by the service itself).
 */
export interface ClientIdRequestTable {
  id: string;
  uid: string;
  workspace_id: string;
  domain_id: string;
  domain_name: string;
  /** Lowercase: `<…>.apps.googleusercontent.com`, or a GUID. */
  client_id: string;
  /** GOOGLE, MICROSOFT or AZURE: told from the client id, MICROSOFT / AZURE from the domain. */
  platform: string;
  status: GrantRequestStatus;
  previous_status: GrantRequestStatus | null;
  status_changed_at: string;
  status_text: string;
  /** GOOGLE: a short code; MICROSOFT / AZURE: the provider's own words. Empty unless it ended badly. */
  status_reason: string;
  /** What the customer has to do (GOOGLE), or that there is nothing to do (MICROSOFT / AZURE). */
  instructions: string;
  retry_count: number;
  max_retries: number;
  /** MICROSOFT / AZURE: when tenant-wide consent was granted (it then takes minutes to apply). */
  grant_started_at: string | null;
  completed_at: string | null;
  /** `<domain id>:<client id>` while open; NULL once terminal. */
  open_key: string | null;
  created_at: string;
  updated_at: string;
}

export type ClientIdRequestRow = Selectable<ClientIdRequestTable>;
