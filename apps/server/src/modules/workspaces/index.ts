import type { AppContext } from '../../context.js';
import type { App } from '../../http/app-types.js';
import { createWorkspace } from './routes/create-workspace.js';
import { deleteWorkspace } from './routes/delete-workspace.js';
import { getWorkspace } from './routes/get-workspace.js';
import { listWorkspaces } from './routes/list-workspaces.js';
import { updateWorkspace } from './routes/update-workspace.js';
import { updateWorkspaceWebhook } from './routes/update-workspace-webhook.js';

export function registerWorkspaceRoutes(app: App, ctx: AppContext): void {
  listWorkspaces(app, ctx);
  getWorkspace(app, ctx);
  createWorkspace(app, ctx);
  updateWorkspace(app, ctx);
  deleteWorkspace(app, ctx);
  updateWorkspaceWebhook(app, ctx);
}
