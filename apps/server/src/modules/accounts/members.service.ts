import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type Executor, inTransaction, lockRow } from '../../db/transaction.js';
import { conflict, invalidField, notFound } from '../../http/errors.js';
import { newId, newUid } from '../../lib/ids.js';
import { isoNow } from '../../lib/time.js';
import {
  countLiveAdmins,
  findFirstAdmin,
  findLiveMemberByUid,
  findMembersByIds,
  insertMember,
  listLiveMembers,
  markMemberRemoved,
  revokeTokensOfMember,
  updateMemberRow,
} from './members.repository.js';
import type { MemberRole, MemberRow } from './members.table.js';
import { revokeSessionRows } from './sessions.repository.js';
import { forgetCallers } from './token-cache.js';

/** What a caller may do, as `authenticate` resolves it with the token. */
export interface CallerMember {
  id: string;
  uid: string;
  role: MemberRole;
  canManageBilling: boolean;
}

/**
 * THE billing rule: whether a member may manage billing and spend the team's credits (admins
 * always; a `member` only with `can_manage_billing`). Every credential decides by it: an API
 * token and a session resolve their caller's `canManageBilling` with it (the routes'
 * `permission: 'billing'`), and the spending check (`billing/spending.ts`) through
 * {@link credentialManagesBilling}, so a session acts exactly as a token of its member.
 */
export function managesBilling(member: Pick<MemberRow, 'role' | 'can_manage_billing'>): boolean {
  return member.role === 'admin' || member.can_manage_billing === 1;
}

/** A role as sent by a client: the role, and for a `member` whether billing is allowed. */
export interface RoleInput {
  role: MemberRole;
  can_manage_billing?: boolean | undefined;
}

/**
 * The billing flag a role input stands for: admins always manage billing (an admin sent with
 * `can_manage_billing: false` is a 400, not silently changed); members only when asked.
 */
export function billingFlag(input: RoleInput): number {
  if (input.role === 'admin') {
    if (input.can_manage_billing === false) {
      throw invalidField(
        'can_manage_billing',
        'cannot be false for an admin: admins manage billing',
      );
    }
    return 1;
  }
  return input.can_manage_billing ? 1 : 0;
}

/** Email addresses are compared and stored lowercased and trimmed. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Creates a member (the team is locked by the caller when it checks for duplicates). */
export async function addMember(
  db: Executor,
  teamId: string,
  input: { name: string; email: string | null; role: MemberRole; canManageBilling: number },
): Promise<MemberRow> {
  const now = isoNow();
  const row: MemberRow = {
    id: newId(),
    uid: newUid(),
    team_id: teamId,
    name: input.name.trim(),
    email: input.email === null ? null : normalizeEmail(input.email),
    role: input.role,
    can_manage_billing: input.role === 'admin' ? 1 : input.canManageBilling,
    created_at: now,
    updated_at: now,
    removed_at: null,
  };
  await insertMember(db, row);
  return row;
}

export function listMembers(db: Executor, teamId: string, offset: number, limit: number) {
  return listLiveMembers(db, teamId, offset, limit);
}

/** The team's member with this uid, or a 404 (also for a removed one or another team's). */
export async function getMember(db: Executor, teamId: string, uid: string): Promise<MemberRow> {
  const row = await findLiveMemberByUid(db, teamId, uid);
  if (!row) throw notFound('Member');
  return row;
}

/** The admin that team-wide tokens default to (the oldest); a team always has one. */
export async function getFirstAdmin(db: Executor, teamId: string): Promise<MemberRow> {
  const row = await findFirstAdmin(db, teamId);
  if (!row) throw notFound('Admin member');
  return row;
}

/** Members by internal id, for naming them in lists. */
export async function membersById(db: Executor, ids: string[]): Promise<Map<string, MemberRow>> {
  const rows = await findMembersByIds(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Changes a member's role. The team row is locked first, so two requests demoting the last two
 * admins cannot both pass the "one admin remains" check. Takes effect on the member's next
 * request: `authenticate` reads the role with the token, and this process forgets its lookups of
 * the member's tokens once the change commits.
 */
export async function changeMemberRole(
  db: Kysely<DB>,
  teamId: string,
  uid: string,
  input: RoleInput,
): Promise<MemberRow> {
  const changed = await inTransaction(db, async (trx) => {
    await lockRow(trx, 'teams', teamId);
    const row = await getMember(trx, teamId, uid);
    const canManageBilling = billingFlag(input);
    if (row.role === 'admin' && input.role !== 'admin') await keepOneAdmin(trx, teamId);
    const changes = {
      role: input.role,
      can_manage_billing: canManageBilling,
      updated_at: isoNow(),
    };
    await updateMemberRow(trx, row.id, changes);
    return { ...row, ...changes };
  });
  forgetCallers({ memberId: changed.id });
  return changed;
}

/** Removes a member and revokes its tokens and sessions at once; the last admin cannot be removed. */
export async function removeMember(db: Kysely<DB>, teamId: string, uid: string): Promise<void> {
  const memberId = await inTransaction(db, async (trx) => {
    await lockRow(trx, 'teams', teamId);
    const row = await getMember(trx, teamId, uid);
    if (row.role === 'admin') await keepOneAdmin(trx, teamId);
    const now = isoNow();
    await markMemberRemoved(trx, row.id, now);
    await revokeTokensOfMember(trx, row.id, now);
    await revokeSessionRows(trx, { memberId: row.id }, now);
    return row.id;
  });
  forgetCallers({ memberId });
}

async function keepOneAdmin(trx: Transaction<DB>, teamId: string): Promise<void> {
  if ((await countLiveAdmins(trx, teamId)) <= 1) {
    throw conflict('The team must keep at least one admin; make another member admin first');
  }
}

/** The API shape of a member. */
export function toMemberResponse(row: MemberRow) {
  return {
    uid: row.uid,
    name: row.name,
    email: row.email,
    role: row.role,
    can_manage_billing: row.can_manage_billing === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
