import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { nowFor } from '../../clocks/surface.js';
import { bounceMetrics } from '../checks/bounce.check.js';
import { BounceMetricsSchema, INFRAGUARD_TAG } from '../infraguard.schema.js';
import { settingsOf } from '../infraguard.settings.js';
import { protectionByDomainUid } from '../subscriptions.service.js';

export function getBounceMetrics(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/infra-guard/bounce-metrics',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getBounceMetrics',
        tags: [INFRAGUARD_TAG],
        summary: 'Get current bounce metrics',
        description:
          'Hard and soft bounce rates of a protected domain’s mail over the last `period_days` (default: its setting, 7), read from the message ledger now, with the band its thresholds give (healthy under 2 %, warning 2 to 5 %, critical above 5 % unless set otherwise). Rates are null when nothing was sent: not measured, as opposed to 0.',
        querystring: Type.Object({
          uid: Uid('The protected domain’s uid.'),
          period_days: Type.Optional(Type.Integer({ minimum: 1, maximum: 90 })),
        }),
        response: {
          200: Envelope({
            domain_uid: Uid(),
            domain_name: Type.String(),
            metrics: BounceMetricsSchema,
            thresholds: Type.Object({ warning_pct: Type.Number(), critical_pct: Type.Number() }),
          }),
          ...errorResponses(404),
        },
      },
    },
    async (request) => {
      const workspaceId = workspaceOf(request).id;
      const { domain, sub } = await protectionByDomainUid(ctx.db, workspaceId, request.query.uid);
      const settings = await settingsOf(ctx.db, sub);
      const period = request.query.period_days ?? settings.bounce_period_days;
      return {
        error: false as const,
        message: 'Bounce metrics retrieved successfully',
        domain_uid: domain.uid,
        domain_name: domain.name,
        metrics: await bounceMetrics(
          ctx.db,
          domain.id,
          await nowFor(ctx.db, workspaceId),
          period,
          settings,
        ),
        thresholds: {
          warning_pct: settings.bounce_warning_pct,
          critical_pct: settings.bounce_critical_pct,
        },
      };
    },
  );
}
