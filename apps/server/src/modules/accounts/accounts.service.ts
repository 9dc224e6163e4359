import type { Kysely } from 'kysely';
import { defineList, readListPage } from '../../db/pages.js';
import type { DB } from '../../db/schema.js';
import { type Executor, inTransaction } from '../../db/transaction.js';
import { notFound } from '../../http/errors.js';
import { newId, newUid } from '../../lib/ids.js';
import { isoNow } from '../../lib/time.js';
import { createWorkspace, type WorkspaceRow } from '../workspaces/surface.js';
import {
  countTeams,
  findLiveTokenByHash,
  findMemberRoleByUid,
  findTeamById,
  findTeamByUid,
  findTokenById,
  findTokenMember,
  insertTeam,
  insertToken,
  listAllTeams,
  listTokensOfTeam,
  revokeToken as revokeTokenRow,
  touchToken,
} from './accounts.repository.js';
import type { ApiTokenRow, TeamRow } from './accounts.table.js';
import {
  addMember,
  type CallerMember,
  getFirstAdmin,
  getMember,
  managesBilling,
} from './members.service.js';
import type { MemberRow } from './members.table.js';
import {
  cachedCaller,
  forgetCallers,
  forgetHash,
  lookupMark,
  rememberCaller,
} from './token-cache.js';
import { generateToken, hashToken, looksLikeToken } from './tokens.js';

/** How often `last_used_at` is written for a token in steady use. */
const LAST_USED_RESOLUTION_MS = 60_000;

export interface NewTeam {
  team: TeamRow;
  workspace: WorkspaceRow;
  /** The team's first admin, whom the first token belongs to. */
  admin: MemberRow;
  /** The plaintext token: returned this once, stored only as a hash. */
  token: string;
  tokenRecord: ApiTokenRow;
}

/**
 * Creates a team with its first admin member (named and addressed by `adminEmail` when given),
 * its first workspace and the admin's first API token, in one transaction.
 */
export async function createTeam(
  db: Kysely<DB>,
  input: { name: string; adminEmail?: string | null; workspaceName?: string },
): Promise<NewTeam> {
  return inTransaction(db, async (trx) => {
    const now = isoNow();
    const team: TeamRow = {
      id: newId(),
      uid: newUid(),
      name: input.name.trim(),
      admin_email: input.adminEmail ?? null,
      registrant_contact: null,
      created_at: now,
      updated_at: now,
    };
    await insertTeam(trx, team);
    const workspace = await createWorkspace(trx, team.id, {
      name: input.workspaceName ?? 'Default workspace',
    });
    const admin = await addMember(trx, team.id, {
      name: team.admin_email ?? 'Admin',
      email: team.admin_email,
      role: 'admin',
      canManageBilling: 1,
    });
    const { token, record } = await issueToken(trx, admin, 'default');
    return { team, workspace, admin, token, tokenRecord: record };
  });
}

/** True when no team exists yet (a fresh database). */
export async function isDatabaseEmpty(db: Executor): Promise<boolean> {
  return (await countTeams(db)) === 0;
}

export async function getTeamByUid(db: Executor, uid: string): Promise<TeamRow> {
  const team = await findTeamByUid(db, uid);
  if (!team) throw notFound('Team');
  return team;
}

export async function getTeamById(db: Executor, id: string): Promise<TeamRow> {
  const team = await findTeamById(db, id);
  if (!team) throw notFound('Team');
  return team;
}

/** Issues a token for the member; the plaintext is returned this once, only its hash is kept. */
export async function issueToken(
  db: Executor,
  member: Pick<MemberRow, 'id' | 'team_id'>,
  name: string,
) {
  const token = generateToken();
  const record: ApiTokenRow = {
    id: newId(),
    team_id: member.team_id,
    member_id: member.id,
    name,
    display_prefix: token.slice(0, 10),
    token_hash: hashToken(token),
    created_at: isoNow(),
    last_used_at: null,
    revoked_at: null,
  };
  await insertToken(db, record);
  return { token, record };
}

/**
 * Issues a new token for a member of the team (by uid; the team's first admin by default); the
 * plaintext is returned once. This is the operator's path (CLI); the API has its own.
 */
export async function createToken(
  db: Kysely<DB>,
  teamUid: string,
  name = 'api',
  memberUid?: string,
) {
  return inTransaction(db, async (trx) => {
    const team = await getTeamByUid(trx, teamUid);
    const member = memberUid
      ? await getMember(trx, team.id, memberUid)
      : await getFirstAdmin(trx, team.id);
    return { team, member, ...(await issueToken(trx, member, name)) };
  });
}

export async function listTokens(db: Executor, teamUid: string) {
  const team = await getTeamByUid(db, teamUid);
  return { team, tokens: (await listTokensOfTeam(db, team.id)).rows };
}

/**
 * Revokes a token by its id; revoking an already revoked token is a no-op. This process stops
 * accepting it at once; others within `MAILWRIGHT_TOKEN_CACHE_MS` (see {@link authenticate}).
 */
export async function revokeToken(db: Executor, tokenId: string): Promise<ApiTokenRow> {
  const token = await findTokenById(db, tokenId);
  if (!token) throw notFound('Token');
  await revokeTokenRow(db, tokenId, isoNow());
  forgetCallers({ tokenId });
  return (await findTokenById(db, tokenId)) ?? token;
}

/** Who is calling: the token, its team and its member with the member's role. */
export interface AuthenticatedTeam {
  /** The API token; null when a signed-in session (cookie) authenticated the caller. */
  tokenId: string | null;
  team: { id: string; uid: string; name: string };
  member: CallerMember;
}

/**
 * Resolves a bearer token to its team and member (with the member's role, so everything an
 * authorization decision needs comes back in this one answer); null for a malformed, unknown or
 * revoked token, or one whose member was removed.
 *
 * With `cacheMs`, what it resolved is kept for that long in this process and answered again
 * without a statement (the HTTP layer passes `MAILWRIGHT_TOKEN_CACHE_MS`). Everything it returns
 * is cached as a whole. Revoking a token, removing a member or changing a member's role in this
 * process takes effect here at once (`forgetCallers`, called after the change commits); done
 * through another process (another API process, the CLI), it holds here when the entry expires,
 * at most `cacheMs` later. Unknown tokens are never cached, so a new token works at once anywhere.
 */
export async function authenticate(
  db: Executor,
  token: string,
  options: { cacheMs?: number } = {},
): Promise<AuthenticatedTeam | null> {
  if (!looksLikeToken(token)) return null;
  const hash = hashToken(token);
  const cacheMs = options.cacheMs ?? 0;
  const cached = cacheMs > 0 ? cachedCaller(db, hash) : undefined;
  if (cached) return cached;
  const mark = lookupMark();
  const row = await findLiveTokenByHash(db, hash);
  if (!row) {
    forgetHash(hash);
    return null;
  }
  const now = Date.now();
  if (!row.last_used_at || now - Date.parse(row.last_used_at) > LAST_USED_RESOLUTION_MS) {
    await touchToken(db, row.token_id, new Date(now).toISOString());
  }
  const caller: AuthenticatedTeam & { tokenId: string } = {
    tokenId: row.token_id,
    team: { id: row.team_id, uid: row.team_uid, name: row.team_name },
    member: {
      id: row.member_id,
      uid: row.member_uid,
      role: row.member_role,
      canManageBilling: managesBilling({
        role: row.member_role,
        can_manage_billing: row.member_can_manage_billing,
      }),
    },
  };
  rememberCaller(db, hash, caller, cacheMs, mark);
  return caller;
}

/** The credential a spending actor stands for: an API token, or a member's web-app session. */
export type Credential = { tokenId: string } | { memberUid: string };

/**
 * Whether the member behind a credential may spend the team's credits, by {@link managesBilling}
 * (the rule every credential follows): the API token's member, or the member signed in. False
 * when the credential names no member (fail closed: only the spending check's own list of
 * system actors spends without one).
 */
export async function credentialManagesBilling(
  db: Executor,
  credential: Credential,
): Promise<boolean> {
  const member =
    'tokenId' in credential
      ? await findTokenMember(db, credential.tokenId)
      : await findMemberRoleByUid(db, credential.memberUid);
  return member !== undefined && managesBilling(member);
}

/** Every team, oldest first (operator CLI). */
export function listTeams(db: Executor): Promise<TeamRow[]> {
  return listAllTeams(db);
}

/**
 * A page of every team, newest first, for the operator (`keyword`: part of the name or the
 * admin email, any case). Teams are counted as they are: a deployment has hundreds, not millions.
 */
export function listTeamsPage(
  db: Executor,
  keyword: string | undefined,
  offset: number,
  limit: number,
) {
  const params = keyword ? { keyword: `%${keyword.toLowerCase()}%` } : {};
  return readListPage(db, teamList, params, { bounded: true }, offset, limit);
}

const teamList = defineList({
  table: 'teams',
  base: (db, p: { keyword?: string }) =>
    db
      .selectFrom('teams')
      .$if(p.keyword !== undefined, (q) =>
        q.where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['name']), 'like', p.keyword as string),
            eb(eb.fn('lower', ['admin_email']), 'like', p.keyword as string),
          ]),
        ),
      ),
});

/** How many members and workspaces each of these teams has. */
export async function teamSizes(db: Executor, teamIds: readonly string[]) {
  const out = new Map<string, { members: number; workspaces: number }>(
    teamIds.map((id) => [id, { members: 0, workspaces: 0 }]),
  );
  if (teamIds.length === 0) return out;
  for (const [table, field] of [
    ['members', 'members'],
    ['workspaces', 'workspaces'],
  ] as const) {
    const rows = await db
      .selectFrom(table)
      .select(['team_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('team_id', 'in', teamIds)
      .groupBy('team_id')
      .execute();
    for (const row of rows) {
      const size = out.get(row.team_id);
      if (size) size[field] = Number(row.n);
    }
  }
  return out;
}
