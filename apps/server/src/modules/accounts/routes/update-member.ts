import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { CanManageBilling, Member, MemberRole } from '../members.schema.js';
import { changeMemberRole, toMemberResponse } from '../members.service.js';

export const MemberParams = Type.Object({ uid: Uid('The member uid.') });
export const UpdateMemberBody = Body({
  role: MemberRole,
  can_manage_billing: Type.Optional(CanManageBilling),
});

export function updateMember(app: App, ctx: AppContext): void {
  app.put(
    '/v1/api/members/:uid',
    {
      config: { scope: 'team', permission: 'admin' },
      schema: {
        operationId: 'updateMember',
        tags: ['Members'],
        summary: 'Change a member’s role',
        description:
          'Team admins only. Sets the role (and for a `member`, `can_manage_billing`, false when left out). The member’s tokens act with the new role from their next request. Demoting the last admin is a 409.',
        params: MemberParams,
        body: UpdateMemberBody,
        response: { 200: Envelope({ member: Member }), ...errorResponses(404, 409) },
      },
    },
    async (request) => ({
      error: false as const,
      message: 'Member updated successfully',
      member: toMemberResponse(
        await changeMemberRole(ctx.db, teamOf(request).id, request.params.uid, request.body),
      ),
    }),
  );
}
