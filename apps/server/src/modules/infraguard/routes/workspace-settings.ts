import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, Envelope } from '../../../http/schemas.js';
import { INFRAGUARD_TAG, Settings, SettingsFields } from '../infraguard.schema.js';
import { effectiveSettings, workspaceDefaultsOf } from '../infraguard.settings.js';
import { updateWorkspaceSettings } from '../settings.service.js';

const WorkspaceSettings = Envelope({
  settings: Type.Object(Settings.properties, {
    description:
      'The defaults the workspace’s protected domains follow in every field they do not set themselves.',
  }),
});

export function getInfraGuardWorkspaceSettings(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/infra-guard/workspace-settings',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getInfraGuardWorkspaceSettings',
        tags: [INFRAGUARD_TAG],
        summary: 'Get workspace settings',
        description:
          'The X-Workspace-Id workspace’s InfraGuard defaults: the built-in ones until changed.',
        response: { 200: WorkspaceSettings },
      },
    },
    async (request) => ({
      error: false as const,
      message: 'InfraGuard workspace settings retrieved successfully',
      settings: effectiveSettings(await workspaceDefaultsOf(ctx.db, workspaceOf(request).id), {}),
    }),
  );
}

export function updateInfraGuardWorkspaceSettings(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/infra-guard/workspace-settings',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'updateInfraGuardWorkspaceSettings',
        tags: [INFRAGUARD_TAG],
        summary: 'Update workspace settings',
        description:
          'Changes the defaults of the X-Workspace-Id workspace’s protected domains (the same fields as Update subscription settings). A domain’s own setting wins; domains that do not set a field follow the change from their next check. Fields left out keep their value; a field sent as null goes back to the built-in default.',
        body: Body(SettingsFields),
        response: { 200: WorkspaceSettings },
      },
    },
    async (request) => ({
      error: false as const,
      message: 'InfraGuard workspace settings updated',
      settings: await updateWorkspaceSettings(ctx, workspaceOf(request).id, request.body),
    }),
  );
}
