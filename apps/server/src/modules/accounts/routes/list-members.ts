import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf } from '../../../http/auth.js';
import { pageOffset } from '../../../http/pagination.js';
import { Envelope } from '../../../http/schemas.js';
import { Member, PageFields, PageQuery, pageFields } from '../members.schema.js';
import { listMembers as list, toMemberResponse } from '../members.service.js';

export const ListMembersQuery = Type.Object(PageQuery, { additionalProperties: false });

export function listMembers(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/members',
    {
      config: { scope: 'team' },
      schema: {
        operationId: 'listMembers',
        tags: ['Members'],
        summary: 'List members',
        description: 'The team’s members with their roles, newest first. Any member may list them.',
        querystring: ListMembersQuery,
        response: { 200: Envelope({ members: Type.Array(Member), ...PageFields }) },
      },
    },
    async (request) => {
      const { page = 1, limit = 10 } = request.query;
      const { rows, total } = await list(
        ctx.db,
        teamOf(request).id,
        pageOffset(page, limit),
        limit,
      );
      return {
        error: false as const,
        message: 'Members retrieved successfully',
        members: rows.map(toMemberResponse),
        ...pageFields(page, limit, total),
      };
    },
  );
}
