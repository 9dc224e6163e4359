import type { Selectable } from 'kysely';

/** A customer team: owns workspaces and API tokens; named in every webhook envelope. */
export interface TeamTable {
  id: string;
  uid: string;
  name: string;
  admin_email: string | null;
  /** Default registrant contact for Register domains (JSON of `ContactDetails`); null if unset. */
  // Optional in the type (the column has a default), so code that inserts whole rows and
  // was written before the column stays valid.
  registrant_contact?: string | null;
  created_at: string;
  updated_at: string;
}

/** An API token of a team's member. Only the SHA-256 of the token is stored; the token itself is shown once. */
export interface ApiTokenTable {
  id: string;
  team_id: string;
  /** The member the token acts as (and whose role it carries). */
  member_id: string;
  name: string;
  /** The first characters of the token, safe to show in lists so people can tell tokens apart. */
  display_prefix: string;
  token_hash: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export type TeamRow = Selectable<TeamTable>;
export type ApiTokenRow = Selectable<ApiTokenTable>;
