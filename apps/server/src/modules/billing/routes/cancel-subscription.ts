import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf } from '../../../http/auth.js';
import { errorResponses } from '../../../http/schemas.js';
import { cancelSubscription as cancel } from '../subscriptions.service.js';
import { SubscriptionResponse, subscriptionAnswer } from './get-subscription.js';

export function cancelSubscription(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/billing/subscription/cancel',
    {
      config: { scope: 'team', permission: 'billing' },
      schema: {
        operationId: 'cancelSubscription',
        'x-idempotent': true,
        tags: ['Billing'],
        summary: 'Cancel subscription',
        description:
          'Cancels at the end of the period paid for: the plan stays until `renews_on`, then the team is on the default plan and nothing more is charged. Change plan to the same plan takes the cancellation back. A team on the default plan is a 409. Needs no X-Workspace-Id.',
        response: { 200: SubscriptionResponse, ...errorResponses(409) },
      },
    },
    async (request) =>
      subscriptionAnswer(
        'The subscription ends at the end of the period',
        await cancel(ctx, teamOf(request).id),
      ),
  );
}
