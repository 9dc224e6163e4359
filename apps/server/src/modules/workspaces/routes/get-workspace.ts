import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { viewerOf } from '../../../http/auth.js';
import { Envelope, Uid } from '../../../http/schemas.js';
import { Workspace } from '../workspace.schema.js';
import { getWorkspace as get, toWorkspaceResponse } from '../workspaces.service.js';

export const GetWorkspaceQuery = Type.Object(
  { uid: Uid('The workspace uid.') },
  { additionalProperties: false },
);
export const WorkspaceResponse = Envelope({ workspace: Workspace });

export function getWorkspace(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/workspaces/details',
    {
      config: { scope: 'team' },
      schema: {
        operationId: 'getWorkspace',
        tags: ['Workspaces'],
        summary: 'Get workspace details',
        description:
          'An `admins_only` workspace is a 404 for members who are not admins, as another team’s is.',
        querystring: GetWorkspaceQuery,
        response: { 200: WorkspaceResponse, 404: Type.Ref('ErrorResponse') },
      },
    },
    async (request) => {
      const row = await get(ctx.db, viewerOf(request), request.query.uid);
      return {
        error: false as const,
        message: 'Workspace retrieved successfully',
        workspace: toWorkspaceResponse(row),
      };
    },
  );
}
