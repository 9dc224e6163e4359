import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { memberOf, sessionOf } from '../../../http/auth.js';
import { Envelope } from '../../../http/schemas.js';
import { clearSessionCookie } from '../../../http/session-cookie.js';
import { isoNow } from '../../../lib/time.js';
import { Session } from '../sessions.schema.js';
import { endMemberSessions, endSession, presentSession } from '../sessions.service.js';

/** Get the session, Sign out and Sign out everywhere. */
export function sessionRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/auth/session',
    {
      config: { scope: 'team' },
      schema: {
        operationId: 'getSession',
        tags: ['Sessions'],
        summary: 'Get the session',
        description:
          'Who is signed in: the member (with role and billing permission), the team, when the session ends and its CSRF token. With an API token instead of a session it answers the token’s member and team, with `uid`, `expires_at` and `csrf_token` null. 401 when the session has ended.',
        response: { 200: Envelope({ session: Session }) },
      },
    },
    async (request) => {
      const auth = request.auth as NonNullable<typeof request.auth>;
      return {
        error: false as const,
        message: 'Session retrieved successfully',
        session: await presentSession(ctx.db, auth, auth.session),
      };
    },
  );

  app.post(
    '/v1/api/auth/sign-out',
    {
      config: { scope: 'session' },
      schema: {
        operationId: 'signOut',
        tags: ['Sessions'],
        summary: 'Sign out',
        description: 'Ends this session at once, in every process, and clears the cookie.',
        response: { 200: Envelope({}) },
      },
    },
    async (request, reply) => {
      await endSession(ctx.db, sessionOf(request).id, isoNow());
      clearSessionCookie(reply, ctx.config);
      return { error: false as const, message: 'Signed out' };
    },
  );

  app.post(
    '/v1/api/auth/sign-out-everywhere',
    {
      config: { scope: 'session' },
      schema: {
        operationId: 'signOutEverywhere',
        tags: ['Sessions'],
        summary: 'Sign out everywhere',
        description:
          'Ends every session of the signed-in member (this one too), in every browser, and clears this cookie. API tokens are not touched: revoke them with Revoke an API token.',
        response: {
          200: Envelope({
            sessions_ended: Type.Integer({ description: 'How many sessions were ended.' }),
          }),
        },
      },
    },
    async (request, reply) => {
      const ended = await endMemberSessions(ctx.db, memberOf(request).id, isoNow());
      clearSessionCookie(reply, ctx.config);
      return {
        error: false as const,
        message: `Signed out of ${ended} session(s)`,
        sessions_ended: ended,
      };
    },
  );
}
