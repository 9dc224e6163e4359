/**
 * The workspaces module's surface: what other modules may use of it (docs/development.md, "Layout and
 * the dependency rule"). Another module imports workspaces only from here; the composition root
 * (app.ts, main/, start/) may import any file.
 */
export { deleteWithWorkspace, purgeBatch } from './workspace-purge.js';
export type { WorkspaceViewer } from './workspaces.service.js';
export {
  allWorkspacesOfTeam,
  createWorkspace,
  disableWorkspaceWebhook,
  findWorkspace,
  findWorkspaceByInternalId,
  getWorkspace,
  listDisabledWebhookWorkspaceIds,
  lockRequestWorkspace,
  lockWorkspace,
  setWorkspaceWebhookEvents,
  workspaceLabels,
  workspacesWithTeams,
} from './workspaces.service.js';
export type { WorkspaceRow } from './workspaces.table.js';
