import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Envelope, errorResponses } from '../../../http/schemas.js';
import {
  listAlerts,
  listResults,
  presentAlerts,
  presentProtections,
  presentResult,
} from '../infraguard.queries.js';
import {
  AlertSchema,
  CheckResultSchema,
  DomainUidQuery,
  INFRAGUARD_TAG,
  Protection,
} from '../infraguard.schema.js';
import { protectionByDomainUid } from '../subscriptions.service.js';

/** The results of a check's last run (all rows sharing the newest `run_id`). */
async function lastRun(ctx: AppContext, domainId: string, check: 'blocklist' | 'dns' | 'bounce') {
  const { rows } = await listResults(ctx.db, domainId, check, 0, 500);
  const runId = rows[0]?.run_id;
  return rows.filter((r) => r.run_id === runId).map(presentResult);
}

export function getInfraGuardDetails(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/infra-guard/details',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getInfraGuardDetails',
        tags: [INFRAGUARD_TAG],
        summary: 'Get subscription details',
        description:
          'One protected domain (`uid` is the domain’s uid, as in Get bounce metrics): its subscription and settings, the results of the last blocklist, DNS and bounce checks, and its unresolved alerts. A domain that is not protected, or another team’s, is a 404.',
        querystring: DomainUidQuery,
        response: {
          200: Envelope({
            subscription: Protection,
            last_checks: Type.Object({
              blocklist: Type.Array(CheckResultSchema),
              dns: Type.Array(CheckResultSchema),
              bounce: Type.Array(CheckResultSchema),
            }),
            open_alerts: Type.Array(AlertSchema),
          }),
          ...errorResponses(404),
        },
      },
    },
    async (request) => {
      const workspaceId = workspaceOf(request).id;
      const { domain, sub } = await protectionByDomainUid(ctx.db, workspaceId, request.query.uid);
      const [subscription] = await presentProtections(ctx.db, [sub]);
      const open = [
        ...(await listAlerts(ctx.db, workspaceId, { domainId: domain.id, status: 'open' }, 0, 500))
          .rows,
        ...(
          await listAlerts(
            ctx.db,
            workspaceId,
            { domainId: domain.id, status: 'acknowledged' },
            0,
            500,
          )
        ).rows,
      ];
      return {
        error: false as const,
        message: 'InfraGuard subscription retrieved successfully',
        subscription: subscription as NonNullable<typeof subscription>,
        last_checks: {
          blocklist: await lastRun(ctx, domain.id, 'blocklist'),
          dns: await lastRun(ctx, domain.id, 'dns'),
          bounce: await lastRun(ctx, domain.id, 'bounce'),
        },
        open_alerts: await presentAlerts(ctx.db, open),
      };
    },
  );
}
