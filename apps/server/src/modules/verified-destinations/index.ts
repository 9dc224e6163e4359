import type { AppContext } from '../../context.js';
import type { App } from '../../http/app-types.js';
import { addVerifiedDestination } from './routes/add-verified-destination.js';
import { listVerifiedDestinations } from './routes/list-verified-destinations.js';
import { removeVerifiedDestination } from './routes/remove-verified-destination.js';
import { verifyDestination } from './routes/verify-destination.js';

/** The Verified Domains operations (forwarding destinations), in the order of the real index. */
export function registerVerifiedDestinationRoutes(app: App, ctx: AppContext): void {
  listVerifiedDestinations(app, ctx);
  addVerifiedDestination(app, ctx);
  verifyDestination(app, ctx);
  removeVerifiedDestination(app, ctx);
}
