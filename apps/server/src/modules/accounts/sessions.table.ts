import type { Selectable } from 'kysely';

/** What a member signs in with (one row per member who has set a password or TOTP). */
export interface MemberCredentialTable {
  member_id: string;
  /** Argon2id in PHC form; null until the member sets a password. */
  password_hash: string | null;
  password_set_at: string | null;
  /** The TOTP secret (base32), sealed with the secret box; set by Set up TOTP. */
  totp_secret_sealed: string | null;
  /** Set when the member confirmed a code: sign-in then asks for one. */
  totp_enabled_at: string | null;
  /** The last 30-second step whose code was accepted: a code works once. */
  totp_last_step: number | null;
  updated_at: string;
}

/** A signed-in browser: only the SHA-256 of its cookie is kept. */
export interface MemberSessionTable {
  id: string;
  uid: string;
  team_id: string;
  member_id: string;
  token_hash: string;
  created_at: string;
  /** Written at most once a minute; idle expiry counts from it. */
  last_seen_at: string;
  /** The absolute end, whatever the use. */
  expires_at: string;
  revoked_at: string | null;
}

/** What a password link is for: a reset asked for by mail, or a link an operator made. */
export type PasswordLinkPurpose = 'reset' | 'setup';

/** A one-time link that sets a member's password: only the SHA-256 of its token is kept. */
export interface PasswordLinkTable {
  id: string;
  member_id: string;
  token_hash: string;
  purpose: PasswordLinkPurpose;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A window of sign-in attempts for one address or one client address (keyed by a hash). */
export interface SignInLimitTable {
  key: string;
  window_started_at: string;
  attempts: number;
}

export type MemberCredentialRow = Selectable<MemberCredentialTable>;
export type MemberSessionRow = Selectable<MemberSessionTable>;
export type PasswordLinkRow = Selectable<PasswordLinkTable>;
