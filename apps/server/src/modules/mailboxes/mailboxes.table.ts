import type { Selectable } from 'kysely';
import type {
  MailboxRenewalStatus,
  MailboxStatus,
  ResetupStatus,
  SetupKind,
} from './mailbox.lifecycle.js';

/**
 * A mailbox on one of the workspace's domains. Credentials are sealed with the master key
 * (`ctx.secrets`) and opened only to build an event or the credentials answer. Booleans are 0/1.
 */
export interface MailboxTable {
  id: string;
  uid: string;
  team_id: string;
  workspace_id: string;
  domain_id: string;
  /** The domain's name, kept with the mailbox (a domain's name never changes). */
  domain_name: string;
  /** Local part, lowercase. */
  username: string;
  /** `<domain id>:<username>` while the mailbox holds its address; NULL once it lets it go. */
  address_key: string | null;
  first_name: string;
  last_name: string;
  /** URL, or empty. */
  profile_picture: string;
  /** HTML signature, or empty. */
  signature: string;
  /**
   * Where the host forwards the mailbox's mail now, or empty. Written only when a forwarding job
   * completes (`setMailboxForwarding`, for the forwarding module).
   */
  forwarding_email: string;
  /** A platform of `MAILBOX_PLATFORMS`; read through `platformProfile`, which tolerates others. */
  platform: string;
  setup_kind: SetupKind;
  status: MailboxStatus;
  previous_status: MailboxStatus | null;
  /** Why the mailbox failed (or was suspended ...); empty otherwise. */
  status_reason: string;
  /** Short stable code of the failure (`account_refused` ...); empty otherwise. */
  failure_code: string;
  /**
   * What the host left for a person to do by hand during setup (Google's DKIM, Exchange Online's
   * SMTP AUTH), one line each; shown as `status_reason` from the step that left it on.
   */
  host_notes: string;
  status_changed_at: string;
  /** When a step that waits (activation email, DNS) gives up. */
  step_deadline: string | null;
  is_admin: number;
  is_add_on: number;
  password_sealed: string;
  app_password_sealed: string;
  secret_sealed: string;
  /** The host's id of the account, once created. */
  host_account_id: string | null;
  renewal_date: string | null;
  renewal_status: MailboxRenewalStatus;
  /** When a scheduled cancellation takes effect. */
  cancel_at: string | null;
  resetup_status: ResetupStatus;
  resetup_count: number;
  last_resetup_at: string | null;
  activated_at: string | null;
  /** The ledger entry that paid for the current setup (a purchase, re-purchase or resetup). */
  charge_entry_id: string | null;
  /** How much of that entry is this mailbox's: what a failed setup gives back. */
  charge_cents: number | null;
  created_at: string;
  updated_at: string;
}

export type MailboxRow = Selectable<MailboxTable>;
