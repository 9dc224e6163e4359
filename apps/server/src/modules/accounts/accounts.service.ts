import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type Executor, inTransaction } from '../../db/transaction.js';
import { notFound } from '../../http/errors.js';
import { newId, newUid } from '../../lib/ids.js';
import { isoNow } from '../../lib/time.js';
import { createWorkspace } from '../workspaces/workspaces.service.js';
import type { WorkspaceRow } from '../workspaces/workspaces.table.js';
import {
  countTeams,
  findLiveTokenByHash,
  findTeamById,
  findTeamByUid,
  findTokenById,
  insertTeam,
  insertToken,
  listAllTeams,
  listTokensOfTeam,
  revokeToken as revokeTokenRow,
  touchToken,
} from './accounts.repository.js';
import type { ApiTokenRow, TeamRow } from './accounts.table.js';
import { generateToken, hashToken, looksLikeToken } from './tokens.js';

/** How often `last_used_at` is written for a token in steady use. */
const LAST_USED_RESOLUTION_MS = 60_000;

export interface NewTeam {
  team: TeamRow;
  workspace: WorkspaceRow;
  /** The plaintext token: returned this once, stored only as a hash. */
  token: string;
  tokenRecord: ApiTokenRow;
}

/** Creates a team with its first workspace and first API token, in one transaction. */
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
    const { token, record } = await issueToken(trx, team.id, 'default');
    return { team, workspace, token, tokenRecord: record };
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

async function issueToken(db: Executor, teamId: string, name: string) {
  const token = generateToken();
  const record: ApiTokenRow = {
    id: newId(),
    team_id: teamId,
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

/** Issues a new token for the team; the plaintext is returned once. */
export async function createToken(db: Kysely<DB>, teamUid: string, name = 'api') {
  return inTransaction(db, async (trx) => {
    const team = await getTeamByUid(trx, teamUid);
    return { team, ...(await issueToken(trx, team.id, name)) };
  });
}

export async function listTokens(db: Executor, teamUid: string) {
  const team = await getTeamByUid(db, teamUid);
  return { team, tokens: await listTokensOfTeam(db, team.id) };
}

/** Revokes a token by its id; revoking an already revoked token is a no-op. */
export async function revokeToken(db: Executor, tokenId: string): Promise<ApiTokenRow> {
  const token = await findTokenById(db, tokenId);
  if (!token) throw notFound('Token');
  await revokeTokenRow(db, tokenId, isoNow());
  return (await findTokenById(db, tokenId)) ?? token;
}

export interface AuthenticatedTeam {
  tokenId: string;
  team: { id: string; uid: string; name: string };
}

/** Resolves a bearer token to its team; null for a malformed, unknown or revoked token. */
export async function authenticate(db: Executor, token: string): Promise<AuthenticatedTeam | null> {
  if (!looksLikeToken(token)) return null;
  const row = await findLiveTokenByHash(db, hashToken(token));
  if (!row) return null;
  const now = Date.now();
  if (!row.last_used_at || now - Date.parse(row.last_used_at) > LAST_USED_RESOLUTION_MS) {
    await touchToken(db, row.token_id, new Date(now).toISOString());
  }
  return {
    tokenId: row.token_id,
    team: { id: row.team_id, uid: row.team_uid, name: row.team_name },
  };
}

/** The API shape of a token (never the token or its hash). */
export function toTokenResponse(row: ApiTokenRow) {
  return {
    id: row.id,
    name: row.name,
    prefix: row.display_prefix,
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    revoked_at: row.revoked_at,
  };
}

/** Every team, oldest first (operator CLI). */
export function listTeams(db: Executor): Promise<TeamRow[]> {
  return listAllTeams(db);
}
