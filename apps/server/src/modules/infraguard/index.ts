import type { AppContext } from '../../context.js';
import type { App } from '../../http/app-types.js';
import { listInfraGuardActionItems, registerActionItemActions } from './routes/action-items.js';
import { listInfraGuardAlerts, registerAlertActions } from './routes/alerts.js';
import { cancelInfraGuard, enableInfraGuard } from './routes/enable.js';
import { getBounceMetrics } from './routes/get-bounce-metrics.js';
import { getInfraGuardDetails } from './routes/get-details.js';
import { getInfraGuardPricing } from './routes/get-pricing.js';
import { getInfraGuardStats } from './routes/get-stats.js';
import { registerHistories } from './routes/history.js';
import { listInfraGuardSubscriptions } from './routes/list-subscriptions.js';
import { triggerInfraGuardCheck, updateInfraGuardSettings } from './routes/settings-and-check.js';
import {
  getInfraGuardWorkspaceSettings,
  updateInfraGuardWorkspaceSettings,
} from './routes/workspace-settings.js';

/** InfraGuard's operations, in the order of the contract's operation index. */
export function registerInfraGuardRoutes(app: App, ctx: AppContext): void {
  listInfraGuardSubscriptions(app, ctx);
  getInfraGuardDetails(app, ctx);
  enableInfraGuard(app, ctx);
  cancelInfraGuard(app, ctx);
  getInfraGuardStats(app, ctx);
  getInfraGuardPricing(app, ctx);
  registerHistories(app, ctx);
  getBounceMetrics(app, ctx);
  updateInfraGuardSettings(app, ctx);
  getInfraGuardWorkspaceSettings(app, ctx);
  updateInfraGuardWorkspaceSettings(app, ctx);
  triggerInfraGuardCheck(app, ctx);
  listInfraGuardAlerts(app, ctx);
  registerAlertActions(app, ctx);
  listInfraGuardActionItems(app, ctx);
  registerActionItemActions(app, ctx);
}
