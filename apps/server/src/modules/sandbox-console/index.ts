import type { AppContext } from '../../context.js';
import type { App } from '../../http/app-types.js';
import { getSandboxMessage, listSandboxMessages } from './routes/messages.js';

/** The sandbox console's operations (issue 35): the mail viewer. */
export function registerSandboxConsoleRoutes(app: App, ctx: AppContext): void {
  listSandboxMessages(app, ctx);
  getSandboxMessage(app, ctx);
}
