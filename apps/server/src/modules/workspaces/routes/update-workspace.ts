import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { viewerOf } from '../../../http/auth.js';
import { invalidField } from '../../../http/errors.js';
import { Body, Uid } from '../../../http/schemas.js';
import { AdminsOnly, UseSharedBilling, WorkspaceName } from '../workspace.schema.js';
import { toWorkspaceResponse, updateWorkspace as update } from '../workspaces.service.js';
import { WorkspaceResponse } from './get-workspace.js';

export const WorkspaceParams = Type.Object({ uid: Uid('The workspace uid.') });
export const UpdateWorkspaceBody = Body({
  name: Type.Optional(WorkspaceName),
  admins_only: Type.Optional(AdminsOnly),
  use_shared_billing: Type.Optional(UseSharedBilling),
});

export function updateWorkspace(app: App, ctx: AppContext): void {
  app.put(
    '/v1/api/workspaces/:uid',
    {
      config: { scope: 'team', permission: 'admin' },
      schema: {
        operationId: 'updateWorkspace',
        tags: ['Workspaces'],
        summary: 'Update workspace',
        description:
          'Renames the workspace, sets `admins_only` (team admins only), and/or chooses which wallet pays for its purchases (`use_shared_billing`); send at least one. Its webhook is set with Update workspace webhook.',
        params: WorkspaceParams,
        body: UpdateWorkspaceBody,
        response: { 200: WorkspaceResponse, 404: Type.Ref('ErrorResponse') },
      },
    },
    async (request) => {
      const { name, admins_only, use_shared_billing } = request.body;
      if (name === undefined && admins_only === undefined && use_shared_billing === undefined) {
        throw invalidField('name', 'is required unless admins_only or use_shared_billing is sent');
      }
      const row = await update(ctx.db, viewerOf(request), request.params.uid, {
        name,
        adminsOnly: admins_only,
        useSharedBilling: use_shared_billing,
      });
      return {
        error: false as const,
        message: 'Workspace updated successfully',
        workspace: toWorkspaceResponse(row),
      };
    },
  );
}
