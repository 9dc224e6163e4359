import type { AppContext } from '../../context.js';
import type { App } from '../../http/app-types.js';
import { advanceSandboxClock } from './routes/advance-sandbox-clock.js';
import { attachSandboxClock } from './routes/attach-sandbox-clock.js';
import { createSandboxClock } from './routes/create-sandbox-clock.js';
import { deleteSandboxClock } from './routes/delete-sandbox-clock.js';
import { detachSandboxClock } from './routes/detach-sandbox-clock.js';
import { getSandboxClock } from './routes/get-sandbox-clock.js';
import { listSandboxClocks } from './routes/list-sandbox-clocks.js';

export function registerSandboxClockRoutes(app: App, ctx: AppContext): void {
  createSandboxClock(app, ctx);
  listSandboxClocks(app, ctx);
  detachSandboxClock(app, ctx);
  getSandboxClock(app, ctx);
  advanceSandboxClock(app, ctx);
  attachSandboxClock(app, ctx);
  deleteSandboxClock(app, ctx);
}
