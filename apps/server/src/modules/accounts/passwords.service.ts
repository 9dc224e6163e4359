import type { AppContext } from '../../context.js';
import { type Executor, inTransaction, lockRow } from '../../db/transaction.js';
import { ApiError, conflict, invalidField, notFound } from '../../http/errors.js';
import { newId } from '../../lib/ids.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { isoAt, isoNow } from '../../lib/time.js';
import { fillTeamAdminEmail } from './accounts.repository.js';
import { getTeamById } from './accounts.service.js';
import {
  findLiveMemberByEmail,
  findLiveMemberById,
  findLiveMembersByEmail,
  updateMemberRow,
} from './members.repository.js';
import { normalizeEmail } from './members.service.js';
import type { MemberRow } from './members.table.js';
import {
  findCredentials,
  findPasswordLinkByHash,
  insertPasswordLink,
  saveCredentials,
  usePasswordLink,
  useUpPasswordLinks,
} from './sessions.repository.js';
import {
  endMemberSessions,
  newSessionView,
  presentSession,
  startSession,
} from './sessions.service.js';
import type { PasswordLinkPurpose, PasswordLinkRow } from './sessions.table.js';
import { generateSecret, hashToken, looksLikeSecret, PASSWORD_LINK_PREFIX } from './tokens.js';

/**
 * Where a password link opens: the web app's page that sets the password. The token is in the
 * fragment, which browsers never send to a server, so it stays out of access logs and Referer.
 */
export function passwordLinkUrl(ctx: AppContext, token: string): string {
  return `${ctx.config.publicUrl}/app/reset-password#token=${token}`;
}

/** A new one-time link that sets `member`'s password, valid for `ttlMs`; not yet stored. */
export function preparePasswordLink(
  ctx: AppContext,
  member: Pick<MemberRow, 'id'>,
  purpose: PasswordLinkPurpose,
  ttlMs: number,
): { row: PasswordLinkRow; url: string } {
  const now = Date.now();
  const token = generateSecret(PASSWORD_LINK_PREFIX);
  const row: PasswordLinkRow = {
    id: newId(),
    member_id: member.id,
    token_hash: hashToken(token),
    purpose,
    created_at: isoAt(now),
    expires_at: isoAt(now + ttlMs),
    used_at: null,
  };
  return { row, url: passwordLinkUrl(ctx, token) };
}

/** Stores a prepared link; the member's earlier unused links stop working. */
export async function savePasswordLink(db: Executor, row: PasswordLinkRow): Promise<void> {
  await useUpPasswordLinks(db, row.member_id, row.created_at);
  await insertPasswordLink(db, row);
}

/**
 * Makes and stores a one-time link that sets `member`'s password (the operator's: the CLI and the
 * first start). The token is returned this once, in the URL; only its hash is kept.
 */
export async function createPasswordLink(
  ctx: AppContext,
  db: Executor,
  member: Pick<MemberRow, 'id'>,
  purpose: PasswordLinkPurpose,
  ttlMs: number,
): Promise<{ url: string; expiresAt: string }> {
  const link = preparePasswordLink(ctx, member, purpose, ttlMs);
  await savePasswordLink(db, link.row);
  return { url: link.url, expiresAt: link.row.expires_at };
}

/** The link a token names, with its member and team, if it can still be used (404/409 otherwise). */
async function usableLink(db: Executor, token: string) {
  const link = looksLikeSecret(token, PASSWORD_LINK_PREFIX)
    ? await findPasswordLinkByHash(db, hashToken(token))
    : undefined;
  if (!link) throw notFound('Password link');
  if (link.used_at)
    throw conflict('This link was already used (or a newer one was made); ask for a new one');
  if (link.expires_at <= isoNow()) throw conflict('This link has expired; ask for a new one');
  const member = await findLiveMemberById(db, link.member_id);
  if (!member) throw notFound('Password link');
  return { link, member, team: await getTeamById(db, member.team_id) };
}

/** What a password link is for, so its page can say whose password it sets. */
export async function inspectPasswordLink(ctx: AppContext, token: string) {
  const { link, member, team } = await usableLink(ctx.db, token);
  return {
    purpose: link.purpose,
    expires_at: link.expires_at,
    email_required: member.email === null,
    member: { uid: member.uid, name: member.name, email: member.email },
    team: { uid: team.uid, name: team.name },
  };
}

/**
 * Uses a password link once: sets the password (and the address, for a member that has none:
 * the local profile's first admin), ends every session of the member and, unless the member
 * signs in with a second factor, signs in (a new session).
 */
export async function completePasswordLink(
  ctx: AppContext,
  input: { token: string; password: string; email?: string | undefined },
  client: { cookie?: string | undefined },
) {
  const passwordHash = await hashPassword(input.password);
  return inTransaction(ctx.db, async (trx) => {
    const found = await usableLink(trx, input.token);
    await lockRow(trx, 'teams', found.team.id);
    const now = isoNow();
    let { member } = found;
    if (member.email === null) {
      if (!input.email) throw invalidField('email', 'is required: this member has no address yet');
      const email = normalizeEmail(input.email);
      if (await findLiveMemberByEmail(trx, member.team_id, email))
        throw conflict(`${email} is already a member of this team`);
      await updateMemberRow(trx, member.id, { email, updated_at: now });
      // The team's admin address (Get account's, the operator's team search, checkout's) was
      // waiting for this one too: the local profile's first team is made without it.
      await fillTeamAdminEmail(trx, member.team_id, email, now);
      member = { ...member, email };
    }
    if (!(await usePasswordLink(trx, found.link.id, now)))
      throw conflict('This link was already used; ask for a new one');
    await saveCredentials(trx, member.id, {
      password_hash: passwordHash,
      password_set_at: now,
      updated_at: now,
    });
    await useUpPasswordLinks(trx, member.id, now);
    await endMemberSessions(trx, member.id, now);
    const credentials = await findCredentials(trx, member.id);
    const caller = { team: { id: member.team_id }, member: { uid: member.uid } };
    if (credentials?.totp_enabled_at) return { cookie: null, member, session: null };
    const started = await startSession(ctx, trx, member, client.cookie);
    return {
      cookie: started.cookie,
      member,
      session: await presentSession(trx, caller, newSessionView(ctx, started)),
    };
  });
}

/**
 * Changes the signed-in member's password: the current one must be given (400 naming
 * `current_password` otherwise); every other session of the member ends.
 */
export async function changePassword(
  ctx: AppContext,
  caller: { memberId: string; sessionId: string },
  input: { current_password: string; new_password: string },
): Promise<void> {
  const credentials = await findCredentials(ctx.db, caller.memberId);
  if (
    !credentials?.password_hash ||
    !(await verifyPassword(credentials.password_hash, input.current_password))
  )
    throw invalidField('current_password', 'is not your current password');
  const passwordHash = await hashPassword(input.new_password);
  await inTransaction(ctx.db, async (trx) => {
    const now = isoNow();
    await saveCredentials(trx, caller.memberId, {
      password_hash: passwordHash,
      password_set_at: now,
      updated_at: now,
    });
    await useUpPasswordLinks(trx, caller.memberId, now);
    await endMemberSessions(trx, caller.memberId, now, { except: caller.sessionId });
  });
}

/** Sets a member's password directly (a test's or an operator's shortcut; people use links). */
export async function setMemberPassword(
  ctx: AppContext,
  memberId: string,
  password: string,
): Promise<void> {
  if (password.length < 10 || password.length > 200)
    throw new ApiError('VALIDATION_FAILED', 'password must be 10 to 200 characters');
  const now = isoNow();
  await saveCredentials(ctx.db, memberId, {
    password_hash: await hashPassword(password),
    password_set_at: now,
    updated_at: now,
  });
}

/**
 * One link per live member with this address (in `teamUid` only, when given), made by the
 * operator (`mailwright members reset-link`): valid as long as an invitation, since a person
 * passes it on.
 */
export async function operatorPasswordLinks(ctx: AppContext, email: string, teamUid?: string) {
  return inTransaction(ctx.db, async (trx) => {
    const out = [];
    for (const member of await findLiveMembersByEmail(trx, normalizeEmail(email))) {
      const team = await getTeamById(trx, member.team_id);
      if (teamUid && team.uid !== teamUid) continue;
      const link = await createPasswordLink(
        ctx,
        trx,
        member,
        'setup',
        ctx.config.members.invitationTtlMs,
      );
      out.push({
        member: { uid: member.uid, name: member.name, email: member.email },
        team: { uid: team.uid, name: team.name },
        url: link.url,
        expires_at: link.expiresAt,
      });
    }
    return out;
  });
}
