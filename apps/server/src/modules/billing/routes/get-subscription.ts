import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf } from '../../../http/auth.js';
import { Envelope, Nullable } from '../../../http/schemas.js';
import { presentCurrentPlan, presentSubscription } from '../billing.present.js';
import { CurrentPlanSchema, SubscriptionSchema } from '../billing.schema.js';
import { type CurrentPlan, currentPlan } from '../subscriptions.service.js';

export const SubscriptionResponse = Envelope({
  current_plan: CurrentPlanSchema,
  subscription: Nullable(SubscriptionSchema),
});

/** The answer of the subscription operations. */
export function subscriptionAnswer(message: string, current: CurrentPlan) {
  return {
    error: false as const,
    message,
    current_plan: presentCurrentPlan(current),
    subscription: current.subscription ? presentSubscription(current.subscription) : null,
  };
}

export function getSubscription(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/billing/subscription',
    {
      config: { scope: 'team', permission: 'billing' },
      schema: {
        operationId: 'getSubscription',
        tags: ['Billing'],
        summary: 'Get subscription details',
        description:
          'The team’s plan and its subscription (null on the catalog’s default plan): cycle, price, included mailboxes, `renews_on`, whether it ends at the period’s end. Needs no X-Workspace-Id.',
        response: { 200: SubscriptionResponse },
      },
    },
    async (request) =>
      subscriptionAnswer(
        'Subscription details retrieved successfully',
        await currentPlan(ctx.db, ctx, teamOf(request).id),
      ),
  );
}
