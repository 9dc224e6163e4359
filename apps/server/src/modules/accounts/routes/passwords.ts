import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { memberOf, sessionOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses, Nullable, Timestamp, Uid } from '../../../http/schemas.js';
import { SESSION_COOKIE, setSessionCookie } from '../../../http/session-cookie.js';
import { MemberEmail } from '../members.schema.js';
import { normalizeEmail } from '../members.service.js';
import { mailsResetLinks, sendPasswordResetJob } from '../password-reset.job.js';
import { changePassword, completePasswordLink, inspectPasswordLink } from '../passwords.service.js';
import { Password, Session } from '../sessions.schema.js';

const LinkToken = Type.String({
  maxLength: 200,
  description: 'The token of the password link (after `#token=` in the link).',
});

/** Request a reset, look at a link, use it, and change one's password. */
export function passwordRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/auth/password-reset',
    {
      config: { scope: 'public' },
      schema: {
        operationId: 'requestPasswordReset',
        tags: ['Sessions'],
        summary: 'Request a password reset',
        description:
          'Mails a one-time link that sets a new password to the address, when it is a member’s (one link per team), through the operator’s relay (MAILWRIGHT_VERIFICATION_SMTP_URL); the answer is the same whether it is or not. A server without a relay mails nothing: its operator makes links with `mailwright members reset-link --email <address>`.',
        body: Body({ email: MemberEmail }),
        response: {
          200: Envelope({
            mailed: Type.Boolean({
              description:
                'Whether this server mails links (it has a relay); says nothing about the address.',
            }),
          }),
        },
      },
    },
    async (request) => {
      const mailed = mailsResetLinks(ctx);
      if (mailed) {
        const email = normalizeEmail(request.body.email);
        await ctx.jobs.enqueue(
          ctx.db,
          sendPasswordResetJob,
          { email },
          { key: `password-reset:${email}` },
        );
      }
      return {
        error: false as const,
        message: mailed
          ? 'If this address belongs to a member, a link to set a new password is on its way'
          : 'This server sends no mail: ask its operator for a link to set a new password',
        mailed,
      };
    },
  );

  app.post(
    '/v1/api/auth/password-reset/inspect',
    {
      config: { scope: 'public' },
      schema: {
        operationId: 'inspectPasswordReset',
        'x-idempotent': true,
        tags: ['Sessions'],
        summary: 'Inspect a password link',
        description:
          'Whose password a link sets (member and team), until when, and whether Reset the password needs `email` (a member without an address: the local profile’s first admin). 404 for an unknown link; 409 for one used, superseded or expired.',
        body: Body({ token: LinkToken }),
        response: {
          200: Envelope({
            purpose: Type.Enum(['reset', 'setup'], {
              description:
                '`reset`: mailed on request; `setup`: made by the operator (CLI, first start).',
            }),
            expires_at: Timestamp(),
            email_required: Type.Boolean(),
            member: Type.Object({
              uid: Uid(),
              name: Type.String(),
              email: Nullable(Type.String()),
            }),
            team: Type.Object({ uid: Uid(), name: Type.String() }),
          }),
          ...errorResponses(404, 409),
        },
      },
    },
    async (request) => ({
      error: false as const,
      message: 'Password link retrieved successfully',
      ...(await inspectPasswordLink(ctx, request.body.token)),
    }),
  );

  app.post(
    '/v1/api/auth/password-reset/complete',
    {
      config: { scope: 'public' },
      schema: {
        operationId: 'resetPassword',
        tags: ['Sessions'],
        summary: 'Reset the password',
        description:
          'Uses a password link once: sets the password, ends every session of the member, and signs in (a new session in the cookie, and `session`), except for a member with TOTP on, who then signs in with the code (`session` null). `email` is required only when the member has no address yet.',
        body: Body({
          token: LinkToken,
          password: Password('The new password.'),
          email: Type.Optional(MemberEmail),
        }),
        response: { 200: Envelope({ session: Nullable(Session) }), ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const done = await completePasswordLink(ctx, request.body, {
        cookie: request.cookies[SESSION_COOKIE],
      });
      if (done.cookie) setSessionCookie(reply, ctx.config, done.cookie);
      return {
        error: false as const,
        message: done.session
          ? 'Password set; you are signed in'
          : 'Password set; sign in with your authenticator code',
        session: done.session,
      };
    },
  );

  app.post(
    '/v1/api/auth/password',
    {
      config: { scope: 'session' },
      schema: {
        operationId: 'changePassword',
        tags: ['Sessions'],
        summary: 'Change the password',
        description:
          'Changes the signed-in member’s password; `current_password` must be right (400 naming it otherwise). Every other session of the member ends; this one goes on.',
        body: Body({
          current_password: Type.String({ minLength: 1, maxLength: 200 }),
          new_password: Password('The new password.'),
        }),
        response: { 200: Envelope({}) },
      },
    },
    async (request) => {
      await changePassword(
        ctx,
        { memberId: memberOf(request).id, sessionId: sessionOf(request).id },
        request.body,
      );
      return {
        error: false as const,
        message: 'Password changed; your other sessions were signed out',
      };
    },
  );
}
