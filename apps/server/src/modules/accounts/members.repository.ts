import { sql } from 'kysely';
import {
  assertUncounted,
  countInserted,
  countMove,
  defineCountedList,
  requireCounting,
} from '../../db/list-counts.js';
import { defineList, type PageTotal, readListPage } from '../../db/pages.js';
import type { Executor } from '../../db/transaction.js';
import type { MemberInvitationRow, MemberRow, MemberTable } from './members.table.js';

/** List members' totals: per team, live (not removed) or not. */
export const memberCounts = defineCountedList({
  name: 'members',
  table: 'members',
  scope: 'team_id',
  dims: ['live'],
  derived: {
    live: {
      columns: ['removed_at'],
      of: (row) => (row.removed_at === null ? '1' : '0'),
      sql: sql`case when removed_at is null then '1' else '0' end`,
    },
  },
});

/**
 * List invitations' totals: per team, by state (`accepted`, `revoked`, or `open`: pending or
 * expired, which only the clock tells apart).
 */
export const invitationCounts = defineCountedList({
  name: 'member_invitations',
  table: 'member_invitations',
  scope: 'team_id',
  dims: ['state'],
  derived: {
    state: {
      columns: ['accepted_at', 'revoked_at'],
      of: (row) =>
        row.accepted_at !== null ? 'accepted' : row.revoked_at !== null ? 'revoked' : 'open',
      sql: sql`case when accepted_at is not null then 'accepted' when revoked_at is not null then 'revoked' else 'open' end`,
    },
  },
});

export async function insertMember(db: Executor, row: MemberRow): Promise<void> {
  requireCounting(db, memberCounts);
  await db.insertInto('members').values(row).execute();
  countInserted(db, memberCounts, [row]);
}

/** The team's member (not removed) with this uid. */
export async function findLiveMemberByUid(
  db: Executor,
  teamId: string,
  uid: string,
): Promise<MemberRow | undefined> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('uid', '=', uid)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

export async function findLiveMemberByEmail(
  db: Executor,
  teamId: string,
  email: string,
): Promise<MemberRow | undefined> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('email', '=', email)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

/** The team's first admin (the one a team's first token and CLI tokens default to). */
export async function findFirstAdmin(db: Executor, teamId: string) {
  return db
    .selectFrom('members')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('role', '=', 'admin')
    .where('removed_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
}

/** A member (not removed) by internal id. */
export async function findLiveMemberById(db: Executor, id: string): Promise<MemberRow | undefined> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

/** Live members with this address, in every team, oldest first. */
export async function findLiveMembersByEmail(db: Executor, email: string): Promise<MemberRow[]> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('email', '=', email)
    .where('removed_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function findMembersByIds(db: Executor, ids: string[]): Promise<MemberRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('members').selectAll().where('id', 'in', ids).execute();
}

/** A page of the team's live members, newest first, with their total. */
export function listLiveMembers(db: Executor, teamId: string, offset: number, limit: number) {
  const total = { counted: { list: memberCounts, scope: teamId, where: { live: '1' } } };
  return readListPage(db, liveMemberList, { teamId }, total, offset, limit);
}

const liveMemberList = defineList({
  table: 'members',
  base: (db, p: { teamId: string }) =>
    db.selectFrom('members').where('team_id', '=', p.teamId).where('removed_at', 'is', null),
});

export async function countLiveAdmins(db: Executor, teamId: string): Promise<number> {
  const row = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('team_id', '=', teamId)
    .where('role', '=', 'admin')
    .where('removed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function updateMemberRow(
  db: Executor,
  id: string,
  changes: Partial<Pick<MemberTable, 'role' | 'can_manage_billing' | 'email'>> & {
    updated_at: string;
  },
): Promise<void> {
  assertUncounted(memberCounts, changes);
  await db.updateTable('members').set(changes).where('id', '=', id).execute();
}

/** Marks a live member removed (counted); a member removed already is left as it is. */
export async function markMemberRemoved(db: Executor, id: string, at: string): Promise<void> {
  requireCounting(db, memberCounts);
  const moved = await db
    .updateTable('members')
    .set({ removed_at: at, updated_at: at })
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .returning(['team_id', 'removed_at'])
    .executeTakeFirst();
  countMove(db, memberCounts, moved, 'removed_at', null);
}

/** Revokes every live token of the member; returns how many. */
export async function revokeTokensOfMember(
  db: Executor,
  memberId: string,
  at: string,
): Promise<number> {
  const result = await db
    .updateTable('api_tokens')
    .set({ revoked_at: at })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function insertInvitation(db: Executor, row: MemberInvitationRow): Promise<void> {
  requireCounting(db, invitationCounts);
  await db.insertInto('member_invitations').values(row).execute();
  countInserted(db, invitationCounts, [row]);
}

export async function findInvitationByHash(
  db: Executor,
  tokenHash: string,
): Promise<MemberInvitationRow | undefined> {
  return db
    .selectFrom('member_invitations')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function findInvitationByUid(
  db: Executor,
  teamId: string,
  uid: string,
): Promise<MemberInvitationRow | undefined> {
  return db
    .selectFrom('member_invitations')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('uid', '=', uid)
    .executeTakeFirst();
}

/** The team's invitation for this email that is neither accepted, revoked nor expired. */
export async function findPendingInvitationByEmail(
  db: Executor,
  teamId: string,
  email: string,
  now: string,
): Promise<MemberInvitationRow | undefined> {
  return db
    .selectFrom('member_invitations')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export type InvitationStatus = 'pending' | 'accepted' | 'revoked' | 'expired';

export async function listInvitationsOfTeam(
  db: Executor,
  teamId: string,
  filter: { status?: InvitationStatus; now: string },
  offset: number,
  limit: number,
) {
  const { status, now } = filter;
  // Pending and expired invitations are the open ones, on either side of `now`.
  const open = status === 'pending' || status === 'expired';
  const params: InvitationListParams = {
    teamId,
    accepted: status === 'accepted',
    revoked: status === 'revoked',
    ...(open ? { open: { now, pending: status === 'pending' } } : {}),
  };
  const total: PageTotal = open
    ? { within: true }
    : {
        counted: {
          list: invitationCounts,
          scope: teamId,
          where: { state: status === 'accepted' || status === 'revoked' ? status : undefined },
        },
      };
  return readListPage(db, invitationList, params, total, offset, limit);
}

interface InvitationListParams {
  teamId: string;
  accepted: boolean;
  revoked: boolean;
  open?: { now: string; pending: boolean };
}

const invitationList = defineList({
  table: 'member_invitations',
  base: (db, p: InvitationListParams) =>
    db
      .selectFrom('member_invitations')
      .where('team_id', '=', p.teamId)
      .$if(p.accepted, (q) => q.where('accepted_at', 'is not', null))
      .$if(p.revoked, (q) => q.where('revoked_at', 'is not', null))
      .$if(p.open !== undefined, (q) =>
        q
          .where('accepted_at', 'is', null)
          .where('revoked_at', 'is', null)
          .where('expires_at', p.open?.pending ? '>' : '<=', p.open?.now as string),
      ),
  // Open invitations are told apart by time in `base`: the window only bounds what it reads.
  within: { filter: (q) => q },
});

/** Marks a pending invitation accepted; 0 when it was accepted or revoked meanwhile. */
export async function markInvitationAccepted(
  db: Executor,
  id: string,
  memberId: string,
  at: string,
): Promise<number> {
  requireCounting(db, invitationCounts);
  const moved = await db
    .updateTable('member_invitations')
    .set({ accepted_at: at, member_id: memberId })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returning(['team_id', 'accepted_at', 'revoked_at'])
    .executeTakeFirst();
  countMove(db, invitationCounts, moved, 'accepted_at', null);
  return moved ? 1 : 0;
}

export async function markInvitationRevoked(db: Executor, id: string, at: string): Promise<void> {
  requireCounting(db, invitationCounts);
  const moved = await db
    .updateTable('member_invitations')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returning(['team_id', 'accepted_at', 'revoked_at'])
    .executeTakeFirst();
  countMove(db, invitationCounts, moved, 'revoked_at', null);
}
