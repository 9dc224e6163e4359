import type { Executor } from '../../db/transaction.js';
import type { MemberInvitationRow, MemberRow, MemberTable } from './members.table.js';

export async function insertMember(db: Executor, row: MemberRow): Promise<void> {
  await db.insertInto('members').values(row).execute();
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

export async function findMembersByIds(db: Executor, ids: string[]): Promise<MemberRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('members').selectAll().where('id', 'in', ids).execute();
}

export async function listLiveMembers(db: Executor, teamId: string, offset: number, limit: number) {
  const live = db
    .selectFrom('members')
    .where('team_id', '=', teamId)
    .where('removed_at', 'is', null);
  const [rows, count] = await Promise.all([
    live
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    live.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

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
  changes: Partial<Pick<MemberTable, 'role' | 'can_manage_billing' | 'removed_at'>> & {
    updated_at: string;
  },
): Promise<void> {
  await db.updateTable('members').set(changes).where('id', '=', id).execute();
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
  await db.insertInto('member_invitations').values(row).execute();
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
  let query = db.selectFrom('member_invitations').where('team_id', '=', teamId);
  const { status, now } = filter;
  if (status === 'accepted') query = query.where('accepted_at', 'is not', null);
  if (status === 'revoked') query = query.where('revoked_at', 'is not', null);
  if (status === 'pending' || status === 'expired') {
    query = query
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', status === 'pending' ? '>' : '<=', now);
  }
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Marks a pending invitation accepted; 0 when it was accepted or revoked meanwhile. */
export async function markInvitationAccepted(
  db: Executor,
  id: string,
  memberId: string,
  at: string,
): Promise<number> {
  const result = await db
    .updateTable('member_invitations')
    .set({ accepted_at: at, member_id: memberId })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function markInvitationRevoked(db: Executor, id: string, at: string): Promise<void> {
  await db
    .updateTable('member_invitations')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}
