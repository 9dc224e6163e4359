import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { SESSION_COOKIE, setSessionCookie } from '../../../http/session-cookie.js';
import { MemberEmail } from '../members.schema.js';
import { Session, TeamChoiceError } from '../sessions.schema.js';
import { signIn as signInMember } from '../sign-in.service.js';

export const SignInBody = Body({
  email: MemberEmail,
  password: Type.String({ minLength: 1, maxLength: 200 }),
  totp_code: Type.Optional(
    Type.String({
      maxLength: 16,
      description: 'The code of the member’s authenticator app, when the member has TOTP on.',
    }),
  ),
  team_uid: Type.Optional(
    Uid('Which team to sign in to, when the address is a member of several with this password.'),
  ),
});

export function signIn(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/auth/sign-in',
    {
      config: { scope: 'public' },
      schema: {
        operationId: 'signIn',
        tags: ['Sessions'],
        summary: 'Sign in',
        description:
          'Signs a member in with email and password (and `totp_code` when the member has TOTP on): a new session, in the `mw_session` cookie (HttpOnly, SameSite=Lax, Secure when the public URL is https). A session cookie the browser held is revoked: signing in always starts a new session. Wrong address and wrong password answer the same 401 `INVALID_CREDENTIALS`. `TOTP_REQUIRED` asks for the code, `TOTP_INVALID` refuses it. Failed attempts are limited per address and per client IP: 429 `SIGN_IN_RATE_LIMITED` with `Retry-After` says when to try again.',
        body: SignInBody,
        response: {
          200: Envelope({ session: Session }),
          ...errorResponses(401, 429),
          409: TeamChoiceError,
        },
      },
    },
    async (request, reply) => {
      const { cookie, session } = await signInMember(ctx, request.body, {
        ip: request.ip,
        cookie: request.cookies[SESSION_COOKIE],
      });
      setSessionCookie(reply, ctx.config, cookie);
      return { error: false as const, message: `Signed in to ${session.team.name}`, session };
    },
  );
}
