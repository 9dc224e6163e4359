import type { AppContext } from '../../context.js';
import type { App } from '../../http/app-types.js';
import { addWarmup } from './routes/add-warmup.js';
import { cancelWarmup } from './routes/cancel-warmup.js';
import { getWarmupDetails } from './routes/get-warmup-details.js';
import { getWarmupPricing } from './routes/get-warmup-pricing.js';
import { getWarmupStats } from './routes/get-warmup-stats.js';
import { listWarmupSubscriptions } from './routes/list-warmup-subscriptions.js';
import { pauseWarmup } from './routes/pause-warmup.js';
import { resumeWarmup } from './routes/resume-warmup.js';
import { updateWarmupSettings } from './routes/update-warmup-settings.js';

/** The warmup operations, in the order of the real service's reference. */
export function registerWarmupRoutes(app: App, ctx: AppContext): void {
  listWarmupSubscriptions(app, ctx);
  getWarmupDetails(app, ctx);
  addWarmup(app, ctx);
  pauseWarmup(app, ctx);
  resumeWarmup(app, ctx);
  cancelWarmup(app, ctx);
  getWarmupStats(app, ctx);
  getWarmupPricing(app, ctx);
  updateWarmupSettings(app, ctx);
}
