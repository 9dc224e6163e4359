import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/transaction.js';
import { csrfTokenOf } from '../../http/session-cookie.js';
import { newId, newUid } from '../../lib/ids.js';
import { isoAt } from '../../lib/time.js';
import type { AuthenticatedTeam } from './accounts.service.js';
import { getTeamById } from './accounts.service.js';
import { getMember, managesBilling } from './members.service.js';
import {
  findCredentials,
  findLiveSessionByHash,
  insertSession,
  revokeSessionRows,
  touchSession,
} from './sessions.repository.js';
import type { MemberSessionRow } from './sessions.table.js';
import { generateSecret, hashToken, looksLikeSecret, SESSION_PREFIX } from './tokens.js';

/** How often `last_seen_at` is written for a session in steady use (idle expiry's resolution). */
const LAST_SEEN_RESOLUTION_MS = 60_000;

/** A caller that a session cookie authenticated. */
export interface SessionCaller extends AuthenticatedTeam {
  session: { id: string; uid: string; expiresAt: string; csrfToken: string };
}

/** When a session ends if it is not used again: idle timeout from its last use, or its absolute end. */
function endOf(ctx: AppContext, lastSeenMs: number, expiresAt: string): string {
  const idleEnd = isoAt(lastSeenMs + ctx.config.sessions.idleTimeoutMs);
  return idleEnd < expiresAt ? idleEnd : expiresAt;
}

/**
 * Starts a session for a member: a new random cookie value (returned this once; only its hash is
 * kept). `replacing` is the cookie the browser held, if any: that session is revoked, so signing
 * in always rotates the session.
 */
export async function startSession(
  ctx: AppContext,
  db: Executor,
  member: { id: string; team_id: string },
  replacing?: string,
): Promise<{ cookie: string; row: MemberSessionRow }> {
  const now = Date.now();
  if (replacing && looksLikeSecret(replacing, SESSION_PREFIX))
    await revokeSessionRows(db, { tokenHash: hashToken(replacing) }, isoAt(now));
  const cookie = generateSecret(SESSION_PREFIX);
  const row: MemberSessionRow = {
    id: newId(),
    uid: newUid(),
    team_id: member.team_id,
    member_id: member.id,
    token_hash: hashToken(cookie),
    created_at: isoAt(now),
    last_seen_at: isoAt(now),
    expires_at: isoAt(now + ctx.config.sessions.maxAgeMs),
    revoked_at: null,
  };
  await insertSession(db, row);
  return { cookie, row };
}

/**
 * Resolves a session cookie to its team and member (with the member's role, read on every
 * request, so a role change or a revocation holds at once in every process); null for a
 * malformed, unknown, revoked, idle or expired session, or one whose member was removed.
 */
export async function authenticateSession(
  ctx: AppContext,
  cookie: string,
): Promise<SessionCaller | null> {
  if (!looksLikeSecret(cookie, SESSION_PREFIX)) return null;
  const now = Date.now();
  const row = await findLiveSessionByHash(
    ctx.db,
    hashToken(cookie),
    isoAt(now),
    isoAt(now - ctx.config.sessions.idleTimeoutMs),
  );
  if (!row) return null;
  let lastSeen = Date.parse(row.last_seen_at);
  if (now - lastSeen > LAST_SEEN_RESOLUTION_MS) {
    await touchSession(ctx.db, row.session_id, isoAt(now));
    lastSeen = now;
  }
  return {
    tokenId: null,
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
    session: {
      id: row.session_id,
      uid: row.session_uid,
      expiresAt: endOf(ctx, lastSeen, row.expires_at),
      csrfToken: csrfTokenOf(cookie),
    },
  };
}

/** Ends one session (Sign out); ending an ended one changes nothing. */
export async function endSession(db: Executor, sessionId: string, at: string): Promise<void> {
  await revokeSessionRows(db, { id: sessionId }, at);
}

/** Ends every session of a member (Sign out everywhere, a new password, a removal); how many. */
export function endMemberSessions(
  db: Executor,
  memberId: string,
  at: string,
  options: { except?: string } = {},
): Promise<number> {
  return revokeSessionRows(
    db,
    options.except ? { memberId, exceptId: options.except } : { memberId },
    at,
  );
}

/** The API shape of a session (`session` in Sign in and Get the session). */
export async function presentSession(
  db: Executor,
  caller: { team: { id: string }; member: { uid: string } },
  session: { uid: string; expiresAt: string; csrfToken: string } | null,
) {
  const team = await getTeamById(db, caller.team.id);
  const member = await getMember(db, team.id, caller.member.uid);
  const credentials = await findCredentials(db, member.id);
  return {
    uid: session?.uid ?? null,
    expires_at: session?.expiresAt ?? null,
    csrf_token: session?.csrfToken ?? null,
    member: {
      uid: member.uid,
      name: member.name,
      email: member.email,
      role: member.role,
      can_manage_billing: member.can_manage_billing === 1,
      totp_enabled: Boolean(credentials?.totp_enabled_at),
      password_set: Boolean(credentials?.password_hash),
    },
    team: { uid: team.uid, name: team.name },
  };
}

/** The answer's `session` for a session just started (its cookie is known only now). */
export function newSessionView(
  ctx: AppContext,
  started: { cookie: string; row: MemberSessionRow },
) {
  return {
    uid: started.row.uid,
    expiresAt: endOf(ctx, Date.parse(started.row.last_seen_at), started.row.expires_at),
    csrfToken: csrfTokenOf(started.cookie),
  };
}
