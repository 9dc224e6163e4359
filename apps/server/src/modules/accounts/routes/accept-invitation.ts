import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { SESSION_COOKIE, setSessionCookie } from '../../../http/session-cookie.js';
import { toApiTokenResponse } from '../api-tokens.service.js';
import { acceptInvitation as accept } from '../invitations.service.js';
import { ApiToken, Member } from '../members.schema.js';
import { toMemberResponse } from '../members.service.js';
import { Password, Session } from '../sessions.schema.js';
import { newSessionView, presentSession } from '../sessions.service.js';

export const AcceptInvitationBody = Body({
  token: Type.String({
    maxLength: 200,
    description: 'The token at the end of the invitation link (`…/invitations/<token>`).',
  }),
  password: Type.Optional(
    Password(
      'Joins with this password and signs in (the `mw_session` cookie and `session`) instead of making an API token.',
    ),
  ),
});

export const AcceptInvitationResponse = Envelope({
  team: Type.Object({ uid: Uid(), name: Type.String() }),
  member: Member,
  token: Type.Optional(
    Type.String({
      description:
        'The new member’s first API token (without `password`). Shown only in this answer; stored as a hash.',
    }),
  ),
  api_token: Type.Optional(ApiToken),
  session: Type.Optional(Session),
});

/** What accepting an invitation answers, for this operation and the invitation page alike. */
export async function presentAcceptance(
  ctx: AppContext,
  accepted: Awaited<ReturnType<typeof accept>>,
) {
  const base = {
    team: { uid: accepted.team.uid, name: accepted.team.name },
    member: toMemberResponse(accepted.member),
  };
  if (accepted.started) {
    const caller = { team: { id: accepted.team.id }, member: { uid: accepted.member.uid } };
    const view = newSessionView(ctx, accepted.started);
    return { ...base, session: await presentSession(ctx.db, caller, view) };
  }
  if (!accepted.token || !accepted.record) throw new Error('an acceptance without a token');
  return {
    ...base,
    token: accepted.token,
    api_token: toApiTokenResponse(
      accepted.record,
      new Map([[accepted.member.id, accepted.member]]),
    ),
  };
}

export function acceptInvitation(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/members/invitations/accept',
    {
      config: { scope: 'public' },
      schema: {
        operationId: 'acceptInvitation',
        tags: ['Members'],
        summary: 'Accept an invitation',
        description:
          'Needs no API token: the invitation link’s token is the credential. Joins the team with the invited role and answers the new member’s first API token, shown only here; with `password`, the member joins with that password and is signed in instead (the `mw_session` cookie and `session`; no API token is made). Each link works once: a link already used, revoked or expired is a 409 saying which; an unknown one a 404. People open the link itself (a page with an Accept button); this operation is for programs.',
        body: AcceptInvitationBody,
        response: { 200: AcceptInvitationResponse, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const accepted = await accept(ctx, request.body.token, {
        password: request.body.password,
        cookie: request.cookies[SESSION_COOKIE],
      });
      if (accepted.started) setSessionCookie(reply, ctx.config, accepted.started.cookie);
      return {
        error: false as const,
        message: 'Invitation accepted; welcome to the team',
        ...(await presentAcceptance(ctx, accepted)),
      };
    },
  );
}
