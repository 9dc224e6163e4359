import type { AppContext } from '../../context.js';
import type { App } from '../../http/app-types.js';
import { cancelConsentRequest } from './routes/cancel-consent-request.js';
import { getConsentRequestStatus } from './routes/get-consent-request-status.js';
import { initiateConsentRequest } from './routes/initiate-consent-request.js';
import { listConsentRequests } from './routes/list-consent-requests.js';
import { sandboxConsentScreen } from './routes/sandbox-consent-screen.js';

/** The consent request operations (Initiate, Get status, List, Cancel) and the sandbox's screen. */
export function registerConsentRequestRoutes(app: App, ctx: AppContext): void {
  initiateConsentRequest(app, ctx);
  getConsentRequestStatus(app, ctx);
  listConsentRequests(app, ctx);
  cancelConsentRequest(app, ctx);
  sandboxConsentScreen(app, ctx);
}
