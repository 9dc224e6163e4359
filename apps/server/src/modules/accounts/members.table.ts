import type { Selectable } from 'kysely';

/**
 * What a member may do: `admin` (everything: billing, members, tokens, workspaces, and the
 * `admins_only` workspaces) or `member` (the workspaces that are not `admins_only`; billing only
 * with `can_manage_billing`). The real service's dashboard names the three resulting roles
 * Admin, Member with billing enabled and Member without billing.
 */
export type MemberRole = 'admin' | 'member';
export const MEMBER_ROLES: readonly MemberRole[] = ['admin', 'member'];

/** A person (or program) of a team; API tokens belong to one and act with its role. */
export interface MemberTable {
  id: string;
  uid: string;
  team_id: string;
  name: string;
  /** Lowercased; null only for the admin made for a team that had no `admin_email`. */
  email: string | null;
  role: MemberRole;
  /** 0/1; always 1 for an admin. */
  can_manage_billing: number;
  created_at: string;
  updated_at: string;
  /** Set when the member was removed (its tokens were revoked with it); kept as history. */
  removed_at: string | null;
}

/** An invitation to join a team: a one-time link, stored only as the SHA-256 of its token. */
export interface MemberInvitationTable {
  id: string;
  uid: string;
  team_id: string;
  name: string;
  email: string;
  role: MemberRole;
  can_manage_billing: number;
  token_hash: string;
  /** The member who invited; null when an operator invited from the CLI. */
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  /** The member the invitation created when it was accepted. */
  member_id: string | null;
  revoked_at: string | null;
}

export type MemberRow = Selectable<MemberTable>;
export type MemberInvitationRow = Selectable<MemberInvitationTable>;
