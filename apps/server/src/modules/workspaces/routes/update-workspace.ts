import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf } from '../../../http/auth.js';
import { Body, Uid } from '../../../http/schemas.js';
import { UseSharedBilling, WorkspaceName } from '../workspace.schema.js';
import { toWorkspaceResponse, updateWorkspace as update } from '../workspaces.service.js';
import { WorkspaceResponse } from './get-workspace.js';

export const WorkspaceParams = Type.Object({ uid: Uid('The workspace uid.') });
export const UpdateWorkspaceBody = Body({
  name: Type.Optional(WorkspaceName),
  use_shared_billing: Type.Optional(UseSharedBilling),
});

export function updateWorkspace(app: App, ctx: AppContext): void {
  app.put(
    '/v1/api/workspaces/:uid',
    {
      config: { scope: 'team' },
      schema: {
        operationId: 'updateWorkspace',
        tags: ['Workspaces'],
        summary: 'Update workspace',
        description:
          'Renames the workspace and/or chooses which wallet pays for its purchases (`use_shared_billing`); at least one of the two. Its webhook is set with Update workspace webhook.',
        params: WorkspaceParams,
        body: UpdateWorkspaceBody,
        response: { 200: WorkspaceResponse, 404: Type.Ref('ErrorResponse') },
      },
    },
    async (request) => {
      const { name, use_shared_billing } = request.body;
      const row = await update(ctx.db, teamOf(request).id, request.params.uid, {
        ...(name !== undefined ? { name } : {}),
        ...(use_shared_billing !== undefined ? { useSharedBilling: use_shared_billing } : {}),
      });
      return {
        error: false as const,
        message: 'Workspace updated successfully',
        workspace: toWorkspaceResponse(row),
      };
    },
  );
}
