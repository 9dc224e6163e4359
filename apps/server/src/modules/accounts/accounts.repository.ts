import { countInserted, defineCountedList, requireCounting } from '../../db/list-counts.js';
import { defineList, readListPage } from '../../db/pages.js';
import type { Executor } from '../../db/transaction.js';
import type { ApiTokenRow, TeamRow } from './accounts.table.js';

/** The team and member a credential (an API token or a session) acts as, as one row's columns. */
export const CALLER_COLUMNS = [
  'teams.id as team_id',
  'teams.uid as team_uid',
  'teams.name as team_name',
  'members.id as member_id',
  'members.uid as member_uid',
  'members.role as member_role',
  'members.can_manage_billing as member_can_manage_billing',
] as const;

/** List API tokens' totals: per team, by member. */
export const apiTokenCounts = defineCountedList({
  name: 'api_tokens',
  table: 'api_tokens',
  scope: 'team_id',
  dims: ['member_id'],
});

export async function insertTeam(db: Executor, team: TeamRow): Promise<void> {
  await db.insertInto('teams').values(team).execute();
}

/** Gives a team that has no admin address this one (the first admin's, once they set it). */
export async function fillTeamAdminEmail(db: Executor, teamId: string, email: string, at: string) {
  await db
    .updateTable('teams')
    .set({ admin_email: email, updated_at: at })
    .where('id', '=', teamId)
    .where('admin_email', 'is', null)
    .execute();
}

export async function findTeamByUid(db: Executor, uid: string): Promise<TeamRow | undefined> {
  return db.selectFrom('teams').selectAll().where('uid', '=', uid).executeTakeFirst();
}

export async function findTeamById(db: Executor, id: string): Promise<TeamRow | undefined> {
  return db.selectFrom('teams').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listAllTeams(db: Executor): Promise<TeamRow[]> {
  return db.selectFrom('teams').selectAll().orderBy('created_at').orderBy('id').execute();
}

export async function countTeams(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('teams')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertToken(db: Executor, token: ApiTokenRow): Promise<void> {
  requireCounting(db, apiTokenCounts);
  await db.insertInto('api_tokens').values(token).execute();
  countInserted(db, apiTokenCounts, [token]);
}

/** The live (not revoked) token with this hash, its member (not removed) and its team. */
export async function findLiveTokenByHash(db: Executor, tokenHash: string) {
  return db
    .selectFrom('api_tokens')
    .innerJoin('teams', 'teams.id', 'api_tokens.team_id')
    .innerJoin('members', 'members.id', 'api_tokens.member_id')
    .select(['api_tokens.id as token_id', 'api_tokens.last_used_at', ...CALLER_COLUMNS])
    .where('api_tokens.token_hash', '=', tokenHash)
    .where('api_tokens.revoked_at', 'is', null)
    .where('members.removed_at', 'is', null)
    .executeTakeFirst();
}

/** The member a token (live or not) belongs to: its role and billing flag. */
export async function findTokenMember(db: Executor, tokenId: string) {
  return db
    .selectFrom('api_tokens')
    .innerJoin('members', 'members.id', 'api_tokens.member_id')
    .select(['members.role', 'members.can_manage_billing'])
    .where('api_tokens.id', '=', tokenId)
    .executeTakeFirst();
}

/** The member (removed or not, as for a token) with this uid: its role and billing flag. */
export async function findMemberRoleByUid(db: Executor, memberUid: string) {
  return db
    .selectFrom('members')
    .select(['role', 'can_manage_billing'])
    .where('uid', '=', memberUid)
    .executeTakeFirst();
}

export async function touchToken(db: Executor, tokenId: string, at: string): Promise<void> {
  await db.updateTable('api_tokens').set({ last_used_at: at }).where('id', '=', tokenId).execute();
}

/**
 * The team's tokens, newest first; with `memberId`, only that member's. A page with its total
 * with `limit`; every token (the CLI's listing) without.
 */
export async function listTokensOfTeam(
  db: Executor,
  teamId: string,
  page: { memberId?: string; offset?: number; limit?: number } = {},
) {
  const params = { teamId, ...(page.memberId ? { memberId: page.memberId } : {}) };
  if (page.limit === undefined) {
    const rows = await tokenList
      .base(db, params)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return { rows, total: null };
  }
  const total = {
    counted: { list: apiTokenCounts, scope: teamId, where: { member_id: page.memberId } },
  };
  return readListPage(db, tokenList, params, total, page.offset ?? 0, page.limit);
}

const tokenList = defineList({
  table: 'api_tokens',
  base: (db, p: { teamId: string; memberId?: string }) =>
    db
      .selectFrom('api_tokens')
      .where('team_id', '=', p.teamId)
      .$if(p.memberId !== undefined, (q) => q.where('member_id', '=', p.memberId as string)),
});

export async function revokeToken(db: Executor, tokenId: string, at: string): Promise<number> {
  const result = await db
    .updateTable('api_tokens')
    .set({ revoked_at: at })
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function findTokenById(
  db: Executor,
  tokenId: string,
): Promise<ApiTokenRow | undefined> {
  return db.selectFrom('api_tokens').selectAll().where('id', '=', tokenId).executeTakeFirst();
}
