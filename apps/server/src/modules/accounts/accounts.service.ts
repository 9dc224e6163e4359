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

/**
 * Revokes a token by its id; revoking an already revoked token is a no-op. This process stops
 * accepting it at once; others within `MAILWRIGHT_TOKEN_CACHE_MS` (see {@link authenticate}).
 */
export async function revokeToken(db: Executor, tokenId: string): Promise<ApiTokenRow> {
  const token = await findTokenById(db, tokenId);
  if (!token) throw notFound('Token');
  await revokeTokenRow(db, tokenId, isoNow());
  forgetToken(db, tokenId);
  return (await findTokenById(db, tokenId)) ?? token;
}

export interface AuthenticatedTeam {
  tokenId: string;
  team: { id: string; uid: string; name: string };
}

/** Tokens a process keeps looked up at most (the least recently looked up go first). */
const TOKEN_CACHE_SIZE = 10_000;
interface CachedCaller {
  caller: AuthenticatedTeam;
  until: number;
}
/** Per database handle: a test's or a command's own handle never shares another's lookups. */
const tokenCaches = new WeakMap<object, Map<string, CachedCaller>>();

/**
 * Resolves a bearer token to its team; null for a malformed, unknown or revoked token.
 *
 * With `cacheMs`, what it resolved is kept for that long in this process and answered again
 * without a statement (the HTTP layer passes `MAILWRIGHT_TOKEN_CACHE_MS`). Everything it returns
 * is cached as a whole. Revoking a token in this process drops it at once; a token revoked in
 * another process (another API process, the CLI) is accepted here until its entry expires, at
 * most `cacheMs` later. Unknown tokens are never cached, so a new token works at once anywhere.
 */
export async function authenticate(
  db: Executor,
  token: string,
  options: { cacheMs?: number } = {},
): Promise<AuthenticatedTeam | null> {
  if (!looksLikeToken(token)) return null;
  const hash = hashToken(token);
  const cacheMs = options.cacheMs ?? 0;
  const cache = cacheMs > 0 ? cacheOf(db) : null;
  const cached = cache?.get(hash);
  if (cached && cached.until > Date.now()) return cached.caller;
  const row = await findLiveTokenByHash(db, hash);
  if (!row) {
    cache?.delete(hash);
    return null;
  }
  const now = Date.now();
  if (!row.last_used_at || now - Date.parse(row.last_used_at) > LAST_USED_RESOLUTION_MS) {
    await touchToken(db, row.token_id, new Date(now).toISOString());
  }
  const caller = {
    tokenId: row.token_id,
    team: { id: row.team_id, uid: row.team_uid, name: row.team_name },
  };
  if (cache) {
    cache.delete(hash);
    cache.set(hash, { caller, until: now + cacheMs });
    if (cache.size > TOKEN_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  }
  return caller;
}

function cacheOf(db: Executor): Map<string, CachedCaller> {
  let cache = tokenCaches.get(db);
  if (!cache) {
    cache = new Map();
    tokenCaches.set(db, cache);
  }
  return cache;
}

/** Drops a token from this process's lookups (it was revoked here). */
function forgetToken(db: Executor, tokenId: string): void {
  const cache = tokenCaches.get(db);
  if (!cache) return;
  for (const [hash, entry] of cache) if (entry.caller.tokenId === tokenId) cache.delete(hash);
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
