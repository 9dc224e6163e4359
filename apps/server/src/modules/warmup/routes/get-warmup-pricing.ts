import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { Envelope } from '../../../http/schemas.js';
import { WARMUP_TAG } from '../warmup.schema.js';
import { WARMUP_PRICE_CENTS } from '../warmup.settings.js';

export function getWarmupPricing(app: App, _ctx: AppContext): void {
  app.get(
    '/v1/api/warmup/pricing',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getWarmupPricing',
        tags: [WARMUP_TAG],
        summary: 'Get warmup pricing',
        description: 'What warmup costs: per mailbox, per month, from the wallet.',
        response: {
          200: Envelope({
            pricing: Type.Object({
              price_per_mailbox: Type.Number({ description: 'Credits (1 credit = 1 USD).' }),
              price_per_month: Type.Number(),
              currency: Type.Literal('USD'),
              billing_period: Type.Literal('monthly'),
            }),
          }),
        },
      },
    },
    async () => ({
      error: false as const,
      message: 'Warmup pricing retrieved successfully',
      pricing: {
        price_per_mailbox: WARMUP_PRICE_CENTS / 100,
        price_per_month: WARMUP_PRICE_CENTS / 100,
        currency: 'USD' as const,
        billing_period: 'monthly' as const,
      },
    }),
  );
}
