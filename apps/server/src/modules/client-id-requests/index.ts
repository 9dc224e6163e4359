import type { AppContext } from '../../context.js';
import type { App } from '../../http/app-types.js';
import { getClientIdRequestStatus } from './routes/get-client-id-request-status.js';
import { initiateClientIdRequest } from './routes/initiate-client-id-request.js';
import { listClientIdRequests } from './routes/list-client-id-requests.js';

/** The client-id request operations: Initiate, Get status, List. */
export function registerClientIdRequestRoutes(app: App, ctx: AppContext): void {
  initiateClientIdRequest(app, ctx);
  getClientIdRequestStatus(app, ctx);
  listClientIdRequests(app, ctx);
}
