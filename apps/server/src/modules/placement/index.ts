import type { AppContext } from '../../context.js';
import type { App } from '../../http/app-types.js';
import { createPlacementTest } from './routes/create-placement-test.js';
import { createScheduledTest } from './routes/create-scheduled-test.js';
import { getPlacementTest } from './routes/get-placement-test.js';
import { listPlacementTests } from './routes/list-placement-tests.js';
import { listScheduledTests } from './routes/list-scheduled-tests.js';
import { scheduledTestActions } from './routes/scheduled-test-actions.js';

/** The Inbox Placement operations, in the order of the real service's reference. */
export function registerPlacementRoutes(app: App, ctx: AppContext): void {
  createPlacementTest(app, ctx);
  listPlacementTests(app, ctx);
  getPlacementTest(app, ctx);
  listScheduledTests(app, ctx);
  createScheduledTest(app, ctx);
  scheduledTestActions(app, ctx);
}
