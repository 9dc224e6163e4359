import type { Selectable } from 'kysely';

export type DestinationType = 'email' | 'domain';
export type DestinationStatus = 'pending' | 'verified';
/**
 * How a destination was verified: a code sent to the address, a TXT record of the domain, or
 * `grandfathered` (in use for forwarding when verification began: migration 0035).
 */
export type VerificationMethod = 'code' | 'dns_txt' | 'grandfathered';

/**
 * A forwarding destination of a workspace (docs/api/verified-destinations.md): an address or a
 * whole domain, pending until verified. An address's one-time code is stored only as a hash
 * (SHA-256 over the row id and the code), with its expiry and the attempts made against it.
 */
export interface VerifiedDestinationTable {
  id: string;
  uid: string;
  workspace_id: string;
  type: DestinationType;
  /** The address or domain, lowercase; unique per workspace. */
  destination: string;
  status: DestinationStatus;
  method: VerificationMethod | null;
  /** Email: the hash of the code in force, null once used or voided. */
  code_hash: string | null;
  code_expires_at: string | null;
  /** Wrong codes entered against the code in force. */
  code_attempts: number;
  /** When the last code was sent (a new one is refused within a minute). */
  code_sent_at: string | null;
  /** Domain: the value the TXT record at `_mailwright-verify.<domain>` must hold. */
  txt_value: string | null;
  verified_at: string | null;
  created_at: string;
  updated_at: string;
}

export type VerifiedDestinationRow = Selectable<VerifiedDestinationTable>;
