import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { viewerOf } from '../../../http/auth.js';
import { Envelope } from '../../../http/schemas.js';
import { deleteWorkspace as remove } from '../workspaces.service.js';
import { WorkspaceParams } from './update-workspace.js';

export function deleteWorkspace(app: App, ctx: AppContext): void {
  app.delete(
    '/v1/api/workspaces/:uid',
    {
      config: { scope: 'team', permission: 'admin' },
      schema: {
        operationId: 'deleteWorkspace',
        tags: ['Workspaces'],
        summary: 'Delete workspace',
        description:
          'Deletes an empty workspace (team admins only) with everything of it: what would go on running (warmup, scheduled placement tests, InfraGuard protection, jobs) at once, its history (message ledger, insights, warmup statistics, placement results) purged in the background. Wallet entries are never deleted. While it still owns domains or mailboxes, or its Cloudflare connection still reaches a domain of another workspace, the answer is 409.',
        params: WorkspaceParams,
        response: {
          200: Envelope({}),
          404: Type.Ref('ErrorResponse'),
          409: Type.Ref('ErrorResponse'),
        },
      },
    },
    async (request) => {
      await remove(ctx, viewerOf(request), request.params.uid);
      return { error: false as const, message: 'Workspace deleted successfully' };
    },
  );
}
