import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf } from '../../../http/auth.js';
import { Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { revokeInvitation as revoke } from '../invitations.service.js';
import { Invitation } from '../members.schema.js';

export const InvitationParams = Type.Object({ uid: Uid('The invitation uid.') });

export function revokeInvitation(app: App, ctx: AppContext): void {
  app.delete(
    '/v1/api/members/invitations/:uid',
    {
      config: { scope: 'team', permission: 'admin' },
      schema: {
        operationId: 'revokeInvitation',
        tags: ['Members'],
        summary: 'Revoke an invitation',
        description:
          'Team admins only. The invitation’s link stops working at once; revoking it again changes nothing. An accepted invitation is a 409 (remove the member instead).',
        params: InvitationParams,
        response: { 200: Envelope({ invitation: Invitation }), ...errorResponses(404, 409) },
      },
    },
    async (request) => ({
      error: false as const,
      message: 'Invitation revoked',
      invitation: await revoke(ctx.db, teamOf(request).id, request.params.uid),
    }),
  );
}
