import type { AppContext } from '../../context.js';
import type { App } from '../../http/app-types.js';
import { getSandboxMessage, listSandboxMessages } from './routes/messages.js';
import { resetSandboxWorkspace } from './routes/reset.js';

/** The sandbox console's operations (issue 35): the mail viewer and reset. */
export function registerSandboxConsoleRoutes(app: App, ctx: AppContext): void {
  listSandboxMessages(app, ctx);
  getSandboxMessage(app, ctx);
  resetSandboxWorkspace(app, ctx);
}
