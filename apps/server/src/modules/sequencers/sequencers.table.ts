import type { Selectable } from 'kysely';
import type { ExportMethod, ExportStatus } from './export.lifecycle.js';
import type { SequencerStatus } from './sequencer.lifecycle.js';

/**
 * A connection to an account on a sequencer platform. The connection form's values (API key,
 * login and password, base URL, workspace id) are kept as one sealed JSON object and opened only
 * to call the platform. `username` and `workspace_name` are what the platform reports.
 */
export interface SequencerTable {
  id: string;
  uid: string;
  team_id: string;
  workspace_id: string;
  name: string;
  /** A catalog identifier (`smartlead`); read through `platformOrDefault`, which tolerates others. */
  platform: string;
  username: string;
  workspace_name: string;
  /** Lowercased `name`, `username` and `workspace_name` joined by U+001F: the keyword filter's column. */
  search_text: string;
  status: SequencerStatus;
  previous_status: SequencerStatus | null;
  status_reason: string;
  /** Short stable code of the failure (`invalid_credentials` ...); empty otherwise. */
  failure_code: string;
  status_changed_at: string;
  /** The account's OAuth link for Microsoft mailboxes, once verified; empty otherwise. */
  consent_url: string;
  connection_sealed: string;
  /** Incremented whenever the connection's values change: a job for an older one does nothing. */
  connection_version: number;
  /** The platform's id of the account, once verified. */
  remote_account_id: string | null;
  /** The platform's handle of a pending one-time code challenge. */
  code_challenge: string | null;
  code_expires_at: string | null;
  code_attempts: number;
  /** Warmup asked for when it was added (`enable_warmup` and its numbers, JSON); null if none. */
  // Optional in the type (the column has a default), so code that inserts whole rows and
  // was written before the column stays valid.
  warmup_settings?: string | null;
  /** 1: re-export its mailboxes when they are set up again (`auto_reconnect_mailboxes`). */
  auto_reconnect_mailboxes?: number;
  created_at: string;
  updated_at: string;
}

export type SequencerRow = Selectable<SequencerTable>;

/** One mailbox exported to one sequencer, with its own lifecycle. */
export interface SequencerExportTable {
  id: string;
  uid: string;
  team_id: string;
  workspace_id: string;
  sequencer_id: string;
  mailbox_id: string;
  mailbox_uid: string;
  mailbox_email: string;
  /** GOOGLE, MICROSOFT, AZURE, SMTP: with the sequencer's platform it decides `method`. */
  mailbox_platform: string;
  method: ExportMethod;
  status: ExportStatus;
  previous_status: ExportStatus | null;
  status_changed_at: string;
  error_code: string;
  error_message: string;
  /** Calls to the platform made for this export (retries included). */
  attempts: number;
  /** The sequencer's id of the added account, once completed. */
  remote_account_id: string | null;
  /** The platform's OAuth session while the export waits for the customer to sign in. */
  oauth_session_id: string | null;
  /** The URL the customer opens to sign in as the mailbox ('' when there is none). */
  oauth_url: string;
  oauth_expires_at: string | null;
  /**
   * `<sequencer id>:<mailbox id>` while the export is not failed: one live export per mailbox and
   * sequencer (a duplicate is skipped); NULL once failed, so the mailbox can be exported again.
   */
  export_key: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

export type SequencerExportRow = Selectable<SequencerExportTable>;
