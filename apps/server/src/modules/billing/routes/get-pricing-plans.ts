import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { Envelope } from '../../../http/schemas.js';
import { presentPlan } from '../billing.present.js';
import { PlanSchema } from '../billing.schema.js';

export const PricingPlansResponse = Envelope({
  currency: Type.Literal('usd'),
  plans: Type.Array(PlanSchema),
});

export function getPricingPlans(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/billing/pricing-plans',
    {
      config: { scope: 'team', permission: 'billing' },
      schema: {
        operationId: 'getPricingPlans',
        tags: ['Billing'],
        summary: 'Get pricing plans',
        description:
          'The plan catalog (the operator’s, or the built-in one): each plan’s monthly and yearly price, the mailboxes it includes, and the monthly price of each further mailbox per platform. Credits: 1 credit = 1 USD. Needs no X-Workspace-Id.',
        response: { 200: PricingPlansResponse },
      },
    },
    async () => {
      const catalog = ctx.config.billing.plans;
      return {
        error: false as const,
        message: 'Pricing plans retrieved successfully',
        currency: 'usd' as const,
        plans: catalog.plans.map((plan) => presentPlan(plan, catalog)),
      };
    },
  );
}
