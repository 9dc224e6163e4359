import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { viewerOf } from '../../../http/auth.js';
import { Limit, Page, PageListFields, pageList, pageOffset } from '../../../http/pagination.js';
import { Envelope } from '../../../http/schemas.js';
import { Workspace } from '../workspace.schema.js';
import { listWorkspaces as list, toWorkspaceResponse } from '../workspaces.service.js';

export const ListWorkspacesQuery = Type.Object({
  page: Type.Optional(Page),
  limit: Type.Optional(Limit),
});
export const ListWorkspacesResponse = Envelope({
  workspaces: Type.Array(Workspace),
  ...PageListFields,
});

export function listWorkspaces(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/workspaces/list',
    {
      config: { scope: 'team' },
      schema: {
        operationId: 'listWorkspaces',
        tags: ['Workspaces'],
        summary: 'List workspaces',
        description:
          'The team’s workspaces, newest first (for members who are not admins, without the `admins_only` ones). Needs no X-Workspace-Id.',
        querystring: ListWorkspacesQuery,
        response: { 200: ListWorkspacesResponse },
      },
    },
    async (request) => {
      const { page = 1, limit = 10 } = request.query;
      const { rows, total } = await list(ctx.db, viewerOf(request), pageOffset(page, limit), limit);
      return {
        error: false as const,
        message: 'Workspaces retrieved successfully',
        workspaces: rows.map(toWorkspaceResponse),
        ...pageList(page, limit, total),
      };
    },
  );
}
