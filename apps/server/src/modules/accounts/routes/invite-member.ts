import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { memberOf, teamOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses } from '../../../http/schemas.js';
import { inviteMember as invite, presentInvitations } from '../invitations.service.js';
import {
  CanManageBilling,
  Invitation,
  MemberEmail,
  MemberName,
  MemberRole,
} from '../members.schema.js';

export const InviteMemberBody = Body({
  name: MemberName,
  email: MemberEmail,
  role: Type.Optional(MemberRole),
  can_manage_billing: Type.Optional(CanManageBilling),
});

export function inviteMember(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/members/invite',
    {
      config: { scope: 'team', permission: 'admin' },
      schema: {
        operationId: 'inviteMember',
        tags: ['Members'],
        summary: 'Invite a member',
        description:
          'Team admins only. Invites someone by name and email with a role (`member` by default; `can_manage_billing` for a member with billing). The answer carries `invitation_url`, a one-time link shown only here: whoever opens it can join the team once, until `expires_at`. Someone who is already a member, or has a pending invitation, is a 409.',
        body: InviteMemberBody,
        response: {
          200: Envelope({
            invitation: Invitation,
            invitation_url: Type.String({
              description: 'The one-time link to send the invitee. Shown only in this answer.',
            }),
          }),
          ...errorResponses(409),
        },
      },
    },
    async (request) => {
      const { name, email, role = 'member', can_manage_billing } = request.body;
      const { invitation, url } = await invite(
        ctx,
        teamOf(request).id,
        { name, email, role, can_manage_billing },
        memberOf(request).id,
      );
      const [presented] = await presentInvitations(ctx.db, [invitation], invitation.created_at);
      return {
        error: false as const,
        message: 'Invitation created; send the invitee the link',
        invitation: presented as NonNullable<typeof presented>,
        invitation_url: url,
      };
    },
  );
}
