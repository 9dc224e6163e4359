import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { toApiTokenResponse } from '../api-tokens.service.js';
import { acceptInvitation as accept } from '../invitations.service.js';
import { ApiToken, Member } from '../members.schema.js';
import { toMemberResponse } from '../members.service.js';

export const AcceptInvitationBody = Body({
  token: Type.String({
    maxLength: 200,
    description: 'The token at the end of the invitation link (`…/invitations/<token>`).',
  }),
});

export const AcceptInvitationResponse = Envelope({
  team: Type.Object({ uid: Uid(), name: Type.String() }),
  member: Member,
  token: Type.String({
    description: 'The new member’s first API token. Shown only in this answer; stored as a hash.',
  }),
  api_token: ApiToken,
});

/** What accepting an invitation answers, for this operation and the invitation page alike. */
export function presentAcceptance(accepted: Awaited<ReturnType<typeof accept>>) {
  return {
    team: { uid: accepted.team.uid, name: accepted.team.name },
    member: toMemberResponse(accepted.member),
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
          'Needs no API token: the invitation link’s token is the credential. Joins the team with the invited role and answers the new member’s first API token, shown only here. Each link works once: a link already used, revoked or expired is a 409 saying which; an unknown one a 404. People open the link itself (a page with an Accept button); this operation is for programs.',
        body: AcceptInvitationBody,
        response: { 200: AcceptInvitationResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({
      error: false as const,
      message: 'Invitation accepted; welcome to the team',
      ...presentAcceptance(await accept(ctx, request.body.token)),
    }),
  );
}
