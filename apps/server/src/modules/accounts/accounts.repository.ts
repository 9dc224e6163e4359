import type { Executor } from '../../db/transaction.js';
import type { ApiTokenRow, TeamRow } from './accounts.table.js';

export async function insertTeam(db: Executor, team: TeamRow): Promise<void> {
  await db.insertInto('teams').values(team).execute();
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
  await db.insertInto('api_tokens').values(token).execute();
}

/** The live (not revoked) token with this hash, and its team. */
export async function findLiveTokenByHash(db: Executor, tokenHash: string) {
  return db
    .selectFrom('api_tokens')
    .innerJoin('teams', 'teams.id', 'api_tokens.team_id')
    .select([
      'api_tokens.id as token_id',
      'api_tokens.last_used_at',
      'teams.id as team_id',
      'teams.uid as team_uid',
      'teams.name as team_name',
    ])
    .where('api_tokens.token_hash', '=', tokenHash)
    .where('api_tokens.revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function touchToken(db: Executor, tokenId: string, at: string): Promise<void> {
  await db.updateTable('api_tokens').set({ last_used_at: at }).where('id', '=', tokenId).execute();
}

export async function listTokensOfTeam(db: Executor, teamId: string): Promise<ApiTokenRow[]> {
  return db
    .selectFrom('api_tokens')
    .selectAll()
    .where('team_id', '=', teamId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

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
