import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { memberOf, teamOf } from '../../../http/auth.js';
import { Envelope } from '../../../http/schemas.js';
import { Member } from '../members.schema.js';
import { getMember, toMemberResponse } from '../members.service.js';

export function getCurrentMember(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/members/me',
    {
      config: { scope: 'team' },
      schema: {
        operationId: 'getCurrentMember',
        tags: ['Members'],
        summary: 'Get the calling member',
        description: 'The member the API token acts as, with its role. Needs no X-Workspace-Id.',
        response: { 200: Envelope({ member: Member }) },
      },
    },
    async (request) => ({
      error: false as const,
      message: 'Member retrieved successfully',
      member: toMemberResponse(await getMember(ctx.db, teamOf(request).id, memberOf(request).uid)),
    }),
  );
}
