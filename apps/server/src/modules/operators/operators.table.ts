import type { Selectable } from 'kysely';

/** A person who runs the service: not a member of any customer team. */
export interface OperatorTable {
  id: string;
  uid: string;
  name: string;
  email: string | null;
  created_at: string;
  /** Set when the operator may no longer sign in (every token refused). */
  disabled_at: string | null;
}

/** An operator's token: only its SHA-256 is kept; the token is shown once, by the CLI. */
export interface OperatorTokenTable {
  id: string;
  operator_id: string;
  name: string;
  /** The first characters, safe to show so people can tell tokens apart. */
  display_prefix: string;
  token_hash: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export type OperatorRow = Selectable<OperatorTable>;
export type OperatorTokenRow = Selectable<OperatorTokenTable>;
