import type { AppContext } from '../../context.js';
import type { App } from '../../http/app-types.js';
import { runOperatorChecks } from './routes/checks.js';
import { getOperatorSelf } from './routes/get-operator-self.js';
import { grantOperatorCredits } from './routes/grant-credits.js';
import { getOperatorJobQueue, listOperatorDeadJobs, retryOperatorDeadJob } from './routes/jobs.js';
import {
  listOperatorPlacementSeeds,
  listOperatorPrewarmStock,
  operatorSeedActions,
} from './routes/pools.js';
import { getOperatorProviders } from './routes/providers.js';
import { getOperatorRevenue } from './routes/revenue.js';
import { getOperatorTeam, listOperatorTeams } from './routes/teams.js';
import { getOperatorWebhookHealth } from './routes/webhooks.js';

/** The operator console's API under `/v1/operator` (operator tokens only). */
export function registerOperatorRoutes(app: App, ctx: AppContext): void {
  getOperatorSelf(app, ctx);
  listOperatorTeams(app, ctx);
  getOperatorTeam(app, ctx);
  grantOperatorCredits(app, ctx);
  getOperatorRevenue(app, ctx);
  getOperatorProviders(app, ctx);
  getOperatorJobQueue(app, ctx);
  listOperatorDeadJobs(app, ctx);
  retryOperatorDeadJob(app, ctx);
  getOperatorWebhookHealth(app, ctx);
  listOperatorPlacementSeeds(app, ctx);
  operatorSeedActions(app, ctx);
  listOperatorPrewarmStock(app, ctx);
  runOperatorChecks(app, ctx);
}
