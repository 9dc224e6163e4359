import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { Envelope } from '../../../http/schemas.js';
import { INFRAGUARD_TAG } from '../infraguard.schema.js';
import { INFRAGUARD_PRICE_CENTS } from '../infraguard.settings.js';

export function getInfraGuardPricing(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/infra-guard/pricing',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getInfraGuardPricing',
        tags: [INFRAGUARD_TAG],
        summary: 'Get InfraGuard pricing',
        description:
          'What protecting a domain costs (per domain, per month, from the wallet) and what is checked how often.',
        response: {
          200: Envelope({
            pricing: Type.Object({
              price_per_domain: Type.Number({ description: 'Credits (1 credit = 1 USD).' }),
              price_per_month: Type.Number(),
              currency: Type.Literal('USD'),
              billing_period: Type.Literal('monthly'),
              blocklist_check_interval_hours: Type.Number(),
              dns_check_interval_hours: Type.Number(),
              blocklists: Type.Array(
                Type.Object({
                  zone: Type.String(),
                  kind: Type.Enum(['domain', 'ip']),
                  ipv6: Type.Boolean({
                    description: 'Whether the list is asked about IPv6 addresses (RFC 5782 §2.4).',
                  }),
                }),
              ),
            }),
          }),
        },
      },
    },
    async () => ({
      error: false as const,
      message: 'InfraGuard pricing retrieved successfully',
      pricing: {
        price_per_domain: INFRAGUARD_PRICE_CENTS / 100,
        price_per_month: INFRAGUARD_PRICE_CENTS / 100,
        currency: 'USD' as const,
        billing_period: 'monthly' as const,
        blocklist_check_interval_hours: ctx.config.infraguard.checkIntervalMs / 3_600_000,
        dns_check_interval_hours: 24,
        blocklists: ctx.config.infraguard.blocklistZones.map((z) => ({
          zone: z.zone,
          kind: z.kind,
          ipv6: z.ipv6 === true,
        })),
      },
    }),
  );
}
