import type { AppContext } from '../../context.js';
import { ApiError } from '../../http/errors.js';
import { decoyHash, verifyPassword } from '../../lib/passwords.js';
import { normalizeEmail } from './members.service.js';
import { findCredentials, findSignInCandidates } from './sessions.repository.js';
import { newSessionView, presentSession, startSession } from './sessions.service.js';
import { countSignInAttempt, signInSucceeded, uncountSignInAttempt } from './sign-in-limits.js';
import { acceptTotpCode } from './totp.service.js';

export interface SignInInput {
  email: string;
  password: string;
  totp_code?: string | undefined;
  team_uid?: string | undefined;
}

const INVALID = 'The email address or password is not right';

/**
 * Signs a member in with address and password (and TOTP code when the member has it on): a new
 * session, whose cookie value is returned this once. Counted against the address's and the IP's
 * windows first (429 when full). A wrong address and a wrong password read the same and take the
 * same time. An address that is a member of several teams with this password needs `team_uid`
 * (409 `TEAM_CHOICE_REQUIRED` names the teams).
 */
export async function signIn(
  ctx: AppContext,
  input: SignInInput,
  client: { ip: string; cookie?: string | undefined },
) {
  const email = normalizeEmail(input.email);
  const attempt = await countSignInAttempt(ctx, email, client.ip);
  const candidates = (await findSignInCandidates(ctx.db, email)).filter(
    (c) => c.password_hash !== null && (!input.team_uid || c.team_uid === input.team_uid),
  );
  const matches = [];
  for (const candidate of candidates) {
    if (await verifyPassword(candidate.password_hash as string, input.password))
      matches.push(candidate);
  }
  if (candidates.length === 0) await verifyPassword(await decoyHash(), input.password);
  const [member, ...others] = matches;
  if (!member) throw new ApiError('INVALID_CREDENTIALS', INVALID);
  if (others.length > 0) {
    await uncountSignInAttempt(ctx, attempt);
    const teams = matches.map((m) => ({ uid: m.team_uid, name: m.team_name }));
    throw new ApiError(
      'TEAM_CHOICE_REQUIRED',
      `This address signs in to ${teams.length} teams; send team_uid with one of them: ${teams.map((t) => `${t.name} (${t.uid})`).join(', ')}`,
      undefined,
      undefined,
      { teams },
    );
  }
  if (member.totp_enabled_at) {
    if (!input.totp_code) {
      await uncountSignInAttempt(ctx, attempt);
      throw new ApiError(
        'TOTP_REQUIRED',
        'This member signs in with a second factor: send totp_code, the code your authenticator app shows',
      );
    }
    const credentials = await findCredentials(ctx.db, member.member_id);
    const sealed = credentials?.totp_secret_sealed;
    if (!sealed || !(await acceptTotpCode(ctx, ctx.db, member.member_id, sealed, input.totp_code)))
      throw new ApiError(
        'TOTP_INVALID',
        'The code is not right (or was already used); send the code your authenticator app shows now',
      );
  }
  await signInSucceeded(ctx, attempt);
  const started = await startSession(
    ctx,
    ctx.db,
    { id: member.member_id, team_id: member.team_id },
    client.cookie,
  );
  return {
    cookie: started.cookie,
    session: await presentSession(
      ctx.db,
      { team: { id: member.team_id }, member: { uid: member.member_uid } },
      newSessionView(ctx, started),
    ),
  };
}
