import type { AppContext } from '../../context.js';
import type { App } from '../../http/app-types.js';
import { registerInsightSettings } from './routes/insight-settings.js';
import { registerMailboxInsights } from './routes/mailbox-insights.js';
import { registerMailboxSending } from './routes/mailbox-sending.js';
import { registerWorkspaceInsights } from './routes/workspace-insights.js';

/** Email Insight: workspace and mailbox analytics over the message ledger's rollups. */
export function registerInsightsRoutes(app: App, ctx: AppContext): void {
  registerWorkspaceInsights(app, ctx);
  registerMailboxInsights(app, ctx);
  registerMailboxSending(app, ctx);
  registerInsightSettings(app, ctx);
}
