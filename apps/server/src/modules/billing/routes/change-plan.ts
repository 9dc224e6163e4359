import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf } from '../../../http/auth.js';
import { Body, errorResponses } from '../../../http/schemas.js';
import { actorOf } from '../actor.js';
import { changePlan as change } from '../subscriptions.service.js';
import { SubscriptionResponse, subscriptionAnswer } from './get-subscription.js';

export const ChangePlanBody = Body({
  plan_uid: Type.String({ maxLength: 64, description: 'A plan of Get pricing plans.' }),
  cycle: Type.Optional(Type.Enum(['monthly', 'yearly'], { description: 'Default `monthly`.' })),
});

export function changePlan(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/billing/subscription/change',
    {
      config: { scope: 'team', permission: 'billing' },
      schema: {
        operationId: 'changePlan',
        tags: ['Billing'],
        summary: 'Change subscription plan',
        description:
          'Moves the team to another plan (or cycle) at once; a new period starts today. Proration: the unused part of the current period is credited against the new price, the difference is charged from the team’s wallet (402 `INSUFFICIENT_FUNDS`, nothing changed, when it holds too little) or refunded to it. The same plan again takes back a pending cancellation. Needs no X-Workspace-Id.',
        body: ChangePlanBody,
        response: { 200: SubscriptionResponse, ...errorResponses(402, 409) },
      },
    },
    async (request) => {
      const current = await change(
        ctx,
        { teamId: teamOf(request).id, actor: actorOf(request) },
        { planUid: request.body.plan_uid, cycle: request.body.cycle ?? 'monthly' },
      );
      return subscriptionAnswer('Subscription plan changed', current);
    },
  );
}
