import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf } from '../../../http/auth.js';
import { pageOffset } from '../../../http/pagination.js';
import { Envelope } from '../../../http/schemas.js';
import { INVITATION_STATUSES, listInvitations as list } from '../invitations.service.js';
import { Invitation, PageFields, PageQuery, pageFields } from '../members.schema.js';

export const ListInvitationsQuery = Type.Object(
  {
    ...PageQuery,
    status: Type.Optional(
      Type.Enum([...INVITATION_STATUSES], { description: 'Only invitations in this status.' }),
    ),
  },
  { additionalProperties: false },
);

export function listInvitations(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/members/invitations',
    {
      config: { scope: 'team', permission: 'admin' },
      schema: {
        operationId: 'listInvitations',
        tags: ['Members'],
        summary: 'List invitations',
        description:
          'Team admins only. The team’s invitations, newest first, with their status (`pending`, `accepted`, `revoked`, `expired`); never their links.',
        querystring: ListInvitationsQuery,
        response: { 200: Envelope({ invitations: Type.Array(Invitation), ...PageFields }) },
      },
    },
    async (request) => {
      const { page = 1, limit = 10, status } = request.query;
      const { rows, total } = await list(ctx.db, teamOf(request).id, {
        status,
        offset: pageOffset(page, limit),
        limit,
      });
      return {
        error: false as const,
        message: 'Invitations retrieved successfully',
        invitations: rows,
        ...pageFields(page, limit, total),
      };
    },
  );
}
