import type { AppContext } from '../../context.js';
import type { App } from '../../http/app-types.js';
import { listForwardingJobs } from './routes/list-forwarding-jobs.js';
import { removeMailboxForwarding } from './routes/remove-mailbox-forwarding.js';
import { setupMailboxForwarding } from './routes/setup-mailbox-forwarding.js';
import { updateMailboxForwarding } from './routes/update-mailbox-forwarding.js';

/** The Mailbox forwarding operations, in the order of the real service's reference. */
export function registerForwardingRoutes(app: App, ctx: AppContext): void {
  setupMailboxForwarding(app, ctx);
  updateMailboxForwarding(app, ctx);
  removeMailboxForwarding(app, ctx);
  listForwardingJobs(app, ctx);
}
