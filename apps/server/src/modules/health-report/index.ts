import type { AppContext } from '../../context.js';
import type { App } from '../../http/app-types.js';
import { checkHealth } from './routes/check-health.js';
import { getDomainHealth, getMailboxHealth, getWorkspaceHealth } from './routes/get-health.js';

/** The health page's operations (issue 35): the workspace, a domain, a mailbox; Check now. */
export function registerHealthReportRoutes(app: App, ctx: AppContext): void {
  getWorkspaceHealth(app, ctx);
  getDomainHealth(app, ctx);
  getMailboxHealth(app, ctx);
  checkHealth(app, ctx);
}
