import type { AppContext } from '../../context.js';
import type { App } from '../../http/app-types.js';
import { buyPrewarmedDomains } from './routes/buy-prewarmed-domains.js';
import { getPrewarmAvailability } from './routes/get-prewarm-availability.js';
import { getPrewarmOrder } from './routes/get-prewarm-order.js';
import { searchPrewarmDomains } from './routes/search-prewarm-domains.js';

/** The prewarm operations: search, availability, buy, and the order's status. */
export function registerPrewarmRoutes(app: App, ctx: AppContext): void {
  searchPrewarmDomains(app, ctx);
  getPrewarmAvailability(app, ctx);
  buyPrewarmedDomains(app, ctx);
  getPrewarmOrder(app, ctx);
}
