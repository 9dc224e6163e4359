import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import { inTransaction } from '../../../db/transaction.js';
import type { App } from '../../../http/app-types.js';
import { teamOf } from '../../../http/auth.js';
import { Body } from '../../../http/schemas.js';
import {
  AdminsOnly,
  requireDeliverable,
  UseSharedBilling,
  WebhookUrl,
  WorkspaceName,
} from '../workspace.schema.js';
import { createWorkspace as create, toWorkspaceResponse } from '../workspaces.service.js';
import { WorkspaceResponse } from './get-workspace.js';

export const CreateWorkspaceBody = Body({
  name: WorkspaceName,
  webhook_url: Type.Optional(WebhookUrl),
  admins_only: Type.Optional(AdminsOnly),
  use_shared_billing: Type.Optional(UseSharedBilling),
});

export function createWorkspace(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/workspaces/create',
    {
      config: { scope: 'team', permission: 'admin' },
      schema: {
        operationId: 'createWorkspace',
        tags: ['Workspaces'],
        summary: 'Create workspace',
        description: 'Team admins only. `admins_only: true` hides it from the other members.',
        body: CreateWorkspaceBody,
        response: { 200: WorkspaceResponse },
      },
    },
    async (request) => {
      const { name, webhook_url, admins_only, use_shared_billing } = request.body;
      requireDeliverable(webhook_url ?? '', ctx.config.webhooks);
      const row = await inTransaction(ctx.db, (trx) =>
        create(trx, teamOf(request).id, {
          name,
          adminsOnly: admins_only === true,
          ...(use_shared_billing !== undefined ? { useSharedBilling: use_shared_billing } : {}),
          ...(webhook_url ? { webhookUrl: webhook_url, secrets: ctx.secrets } : {}),
        }),
      );
      return {
        error: false as const,
        message: 'Workspace created successfully',
        workspace: toWorkspaceResponse(row),
      };
    },
  );
}
