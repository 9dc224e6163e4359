import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf } from '../../../http/auth.js';
import { Envelope, errorResponses } from '../../../http/schemas.js';
import { removeMember as remove } from '../members.service.js';
import { MemberParams } from './update-member.js';

export function removeMember(app: App, ctx: AppContext): void {
  app.delete(
    '/v1/api/members/:uid',
    {
      config: { scope: 'team', permission: 'admin' },
      schema: {
        operationId: 'removeMember',
        tags: ['Members'],
        summary: 'Remove a member',
        description:
          'Team admins only. Removes the member from the team and revokes every token it has, at once. Removing the last admin is a 409. The email can be invited again.',
        params: MemberParams,
        response: { 200: Envelope({}), ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      await remove(ctx.db, teamOf(request).id, request.params.uid);
      return { error: false as const, message: 'Member removed; its tokens are revoked' };
    },
  );
}
