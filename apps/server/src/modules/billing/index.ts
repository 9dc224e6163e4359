import type { AppContext } from '../../context.js';
import type { App } from '../../http/app-types.js';
import { addCredits } from './routes/add-credits.js';
import { cancelSubscription } from './routes/cancel-subscription.js';
import { changePlan } from './routes/change-plan.js';
import { getBillingPortalLink } from './routes/get-billing-portal-link.js';
import { getPaymentStatus } from './routes/get-payment-status.js';
import { getPricingPlans } from './routes/get-pricing-plans.js';
import { getSubscription } from './routes/get-subscription.js';
import { getWallet } from './routes/get-wallet.js';
import { listWalletLogs } from './routes/list-wallet-logs.js';
import { sandboxPages } from './routes/sandbox-pages.js';
import { stripeWebhook } from './routes/stripe-webhook.js';
import { updateAutoTopup } from './routes/update-auto-topup.js';

/**
 * Get account: the team with its wallet and plan. Billing's, as it reads them (accounts sits
 * below billing); the composition root registers it just before the account routes.
 */
export { getAccount } from './routes/get-account.js';

export function registerBillingRoutes(app: App, ctx: AppContext): void {
  getPricingPlans(app, ctx);
  getWallet(app, ctx);
  addCredits(app, ctx);
  getPaymentStatus(app, ctx);
  listWalletLogs(app, ctx);
  updateAutoTopup(app, ctx);
  getSubscription(app, ctx);
  changePlan(app, ctx);
  cancelSubscription(app, ctx);
  getBillingPortalLink(app, ctx);
  stripeWebhook(app, ctx);
  sandboxPages(app, ctx);
}
