import { sql } from 'kysely';
import type { Executor } from '../../db/transaction.js';
import { CALLER_COLUMNS } from './accounts.repository.js';
import type { MemberCredentialRow, MemberSessionRow, PasswordLinkRow } from './sessions.table.js';

/** A member's credentials row (password, TOTP), if it has one. */
export function findCredentials(
  db: Executor,
  memberId: string,
): Promise<MemberCredentialRow | undefined> {
  return db
    .selectFrom('member_credentials')
    .selectAll()
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** Writes some of a member's credentials, creating its row on first use. */
export async function saveCredentials(
  db: Executor,
  memberId: string,
  changes: Partial<Omit<MemberCredentialRow, 'member_id'>> & { updated_at: string },
): Promise<void> {
  await db
    .insertInto('member_credentials')
    .values({
      member_id: memberId,
      password_hash: null,
      password_set_at: null,
      totp_secret_sealed: null,
      totp_enabled_at: null,
      totp_last_step: null,
      ...changes,
    })
    .onConflict((oc) => oc.column('member_id').doUpdateSet(changes))
    .execute();
}

/**
 * Accepts a TOTP step once: moves `totp_last_step` forward only past the last accepted one, so
 * a code replayed (even by two requests at once) is refused. True when this call took it.
 */
export async function takeTotpStep(db: Executor, memberId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('member_credentials')
    .set({ totp_last_step: step })
    .where('member_id', '=', memberId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Live members with this address, in any team, with their team and password hash. */
export function findSignInCandidates(db: Executor, email: string) {
  return db
    .selectFrom('members')
    .innerJoin('teams', 'teams.id', 'members.team_id')
    .leftJoin('member_credentials', 'member_credentials.member_id', 'members.id')
    .select([
      'members.id as member_id',
      'members.uid as member_uid',
      'members.team_id',
      'teams.uid as team_uid',
      'teams.name as team_name',
      'member_credentials.password_hash',
      'member_credentials.totp_enabled_at',
    ])
    .where('members.email', '=', email)
    .where('members.removed_at', 'is', null)
    .orderBy('members.created_at')
    .orderBy('members.id')
    .execute();
}

export async function insertSession(db: Executor, row: MemberSessionRow): Promise<void> {
  await db.insertInto('member_sessions').values(row).execute();
}

/**
 * The live session with this cookie hash at `now` (not revoked, not past its absolute end, used
 * within the idle timeout), with its team and member (not removed).
 */
export function findLiveSessionByHash(
  db: Executor,
  tokenHash: string,
  now: string,
  idleSince: string,
) {
  return db
    .selectFrom('member_sessions')
    .innerJoin('teams', 'teams.id', 'member_sessions.team_id')
    .innerJoin('members', 'members.id', 'member_sessions.member_id')
    .select([
      'member_sessions.id as session_id',
      'member_sessions.uid as session_uid',
      'member_sessions.last_seen_at',
      'member_sessions.expires_at',
      ...CALLER_COLUMNS,
    ])
    .where('member_sessions.token_hash', '=', tokenHash)
    .where('member_sessions.revoked_at', 'is', null)
    .where('member_sessions.expires_at', '>', now)
    .where('member_sessions.last_seen_at', '>', idleSince)
    .where('members.removed_at', 'is', null)
    .executeTakeFirst();
}

export async function touchSession(db: Executor, id: string, at: string): Promise<void> {
  await db.updateTable('member_sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
}

/** Revokes sessions: one (`id`), by cookie hash, or every live one of a member. */
export async function revokeSessionRows(
  db: Executor,
  match: { id: string } | { tokenHash: string } | { memberId: string; exceptId?: string },
  at: string,
): Promise<number> {
  let query = db
    .updateTable('member_sessions')
    .set({ revoked_at: at })
    .where('revoked_at', 'is', null);
  if ('id' in match) query = query.where('id', '=', match.id);
  else if ('tokenHash' in match) query = query.where('token_hash', '=', match.tokenHash);
  else {
    query = query.where('member_id', '=', match.memberId);
    if (match.exceptId) query = query.where('id', '!=', match.exceptId);
  }
  return Number((await query.executeTakeFirst()).numUpdatedRows);
}

export async function insertPasswordLink(db: Executor, row: PasswordLinkRow): Promise<void> {
  await db.insertInto('password_links').values(row).execute();
}

export function findPasswordLinkByHash(db: Executor, tokenHash: string) {
  return db
    .selectFrom('password_links')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** The newest link made for a member (to space mailed links out). */
export function findNewestPasswordLink(db: Executor, memberId: string) {
  return db
    .selectFrom('password_links')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Uses up a member's unused links (all, or all but one): the newest link is the one that works. */
export async function useUpPasswordLinks(
  db: Executor,
  memberId: string,
  at: string,
  exceptId?: string,
): Promise<number> {
  let query = db
    .updateTable('password_links')
    .set({ used_at: at })
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return Number((await query.executeTakeFirst()).numUpdatedRows);
}

/**
 * Counts one attempt in `key`'s window and answers the window as it now stands: a window older
 * than `cutoff` starts again at `now` with this attempt. One statement, so attempts made at once
 * by several processes are all counted.
 */
export async function countAttempt(db: Executor, key: string, now: string, cutoff: string) {
  return db
    .insertInto('sign_in_limits')
    .values({ key, window_started_at: now, attempts: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        attempts: sql`case when sign_in_limits.window_started_at <= ${cutoff} then 1 else sign_in_limits.attempts + 1 end`,
        window_started_at: sql`case when sign_in_limits.window_started_at <= ${cutoff} then ${now} else sign_in_limits.window_started_at end`,
      }),
    )
    .returning(['attempts', 'window_started_at'])
    .executeTakeFirstOrThrow();
}

/** Takes back one attempt of a window that is still open (the attempt succeeded). */
export async function uncountAttempt(db: Executor, key: string, windowStartedAt: string) {
  await db
    .updateTable('sign_in_limits')
    .set({ attempts: sql`attempts - 1` })
    .where('key', '=', key)
    .where('window_started_at', '=', windowStartedAt)
    .where('attempts', '>', 0)
    .execute();
}

/** Forgets windows that closed before `cutoff`. */
export async function dropClosedWindows(db: Executor, cutoff: string): Promise<void> {
  await db.deleteFrom('sign_in_limits').where('window_started_at', '<=', cutoff).execute();
}

/** Forgets one key's window. */
export async function clearWindow(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('sign_in_limits').where('key', '=', key).execute();
}

/** Uses one link; false when it was used already (by a request at the same time, say). */
export async function usePasswordLink(db: Executor, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('password_links')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
