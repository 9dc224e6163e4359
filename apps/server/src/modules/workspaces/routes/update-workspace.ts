import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf } from '../../../http/auth.js';
import { Body, Uid } from '../../../http/schemas.js';
import { WorkspaceName } from '../workspace.schema.js';
import { renameWorkspace, toWorkspaceResponse } from '../workspaces.service.js';
import { WorkspaceResponse } from './get-workspace.js';

export const WorkspaceParams = Type.Object({ uid: Uid('The workspace uid.') });
export const UpdateWorkspaceBody = Body({ name: WorkspaceName });

export function updateWorkspace(app: App, ctx: AppContext): void {
  app.put(
    '/v1/api/workspaces/:uid',
    {
      config: { scope: 'team' },
      schema: {
        operationId: 'updateWorkspace',
        tags: ['Workspaces'],
        summary: 'Update workspace',
        description: 'Renames the workspace. Its webhook is set with Update workspace webhook.',
        params: WorkspaceParams,
        body: UpdateWorkspaceBody,
        response: { 200: WorkspaceResponse, 404: Type.Ref('ErrorResponse') },
      },
    },
    async (request) => {
      const row = await renameWorkspace(
        ctx.db,
        teamOf(request).id,
        request.params.uid,
        request.body.name,
      );
      return {
        error: false as const,
        message: 'Workspace updated successfully',
        workspace: toWorkspaceResponse(row),
      };
    },
  );
}
