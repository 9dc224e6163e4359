import type { AppContext } from '../../context.js';
import type { App } from '../../http/app-types.js';
import { getProviderStatus } from './routes/get-provider-status.js';
import { listSandboxMagicValues } from './routes/list-sandbox-magic-values.js';

/** What this deployment runs for real (docs/operator.md, "What is real"). */
export function registerStatusRoutes(app: App, ctx: AppContext): void {
  getProviderStatus(app, ctx);
  listSandboxMagicValues(app, ctx);
}
