import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Envelope, Nullable } from '../../../http/schemas.js';
import { INFRAGUARD_TAG } from '../infraguard.schema.js';
import { workspaceStats } from '../stats.service.js';

export function getInfraGuardStats(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/infra-guard/stats',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getInfraGuardStats',
        tags: [INFRAGUARD_TAG],
        summary: 'Get InfraGuard workspace statistics',
        description:
          'Protected domains, those with unresolved alerts, blocklist listings found in the last 24 hours (on the workspace’s time), the average bounce rate of the last evaluations (null when none sent mail) and the monthly cost.',
        response: {
          200: Envelope({
            stats: Type.Object({
              protected_domains: Type.Integer(),
              domains_with_open_alerts: Type.Integer(),
              open_alerts: Type.Integer(),
              listings_last_24h: Type.Integer(),
              average_bounce_rate: Nullable(Type.Number({ description: 'Percent.' })),
              monthly_cost: Type.Number({ description: 'Credits (USD) a month.' }),
            }),
          }),
        },
      },
    },
    async (request) => ({
      error: false as const,
      message: 'InfraGuard statistics retrieved successfully',
      stats: await workspaceStats(ctx.db, workspaceOf(request).id),
    }),
  );
}
