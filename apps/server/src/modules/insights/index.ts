import type { AppContext } from '../../context.js';
import type { App } from '../../http/app-types.js';
import { registerInsights } from './routes/insight-route.js';
import { registerInsightSettings } from './routes/insight-settings.js';
import { MAILBOX_INSIGHTS } from './routes/mailbox-insights.js';
import { MAILBOX_SENDING } from './routes/mailbox-sending.js';
import { WORKSPACE_INSIGHTS } from './routes/workspace-insights.js';

/** Email Insight: workspace and mailbox analytics over the message ledger's rollups. */
export function registerInsightsRoutes(app: App, ctx: AppContext): void {
  registerInsights(app, ctx, 'workspace', WORKSPACE_INSIGHTS);
  registerInsights(app, ctx, 'mailbox', [...MAILBOX_INSIGHTS, ...MAILBOX_SENDING]);
  registerInsightSettings(app, ctx);
}
