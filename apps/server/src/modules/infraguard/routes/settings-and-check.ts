import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { presentAlerts, presentProtections } from '../infraguard.queries.js';
import {
  AlertSchema,
  CheckResultSchema,
  INFRAGUARD_TAG,
  Protection,
  SettingsFields,
} from '../infraguard.schema.js';
import { manualCheck, updateSettings } from '../settings.service.js';

export function updateInfraGuardSettings(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/infra-guard/settings',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'updateInfraGuardSettings',
        tags: [INFRAGUARD_TAG],
        summary: 'Update subscription settings',
        description:
          'Which checks run, the bounce bands and window, and whether a blocklist listing pauses warmup of the domain’s mailboxes. Fields left out keep their value; a field sent as null follows the workspace’s default again. They apply from the next check.',
        body: Body({ uid: Uid('The protected domain’s uid.'), ...SettingsFields }),
        response: { 200: Envelope({ subscription: Protection }), ...errorResponses(404) },
      },
    },
    async (request) => {
      const { uid, ...changes } = request.body;
      const sub = await updateSettings(ctx, workspaceOf(request).id, uid, changes);
      const [subscription] = await presentProtections(ctx.db, [sub]);
      return {
        error: false as const,
        message: 'InfraGuard settings updated',
        subscription: subscription as NonNullable<typeof subscription>,
      };
    },
  );
}

export function triggerInfraGuardCheck(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/infra-guard/check',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'triggerInfraGuardCheck',
        tags: [INFRAGUARD_TAG],
        summary: 'Trigger a manual check',
        description:
          'Runs every enabled check of a protected domain now (blocklists, DNS, bounces) and answers what it found and the alerts it opened. At most one manual check per domain every 15 minutes (MAILWRIGHT_INFRAGUARD_MANUAL_CHECK_INTERVAL): sooner is a 429 with `Retry-After`.',
        body: Body({ uid: Uid('The protected domain’s uid.') }),
        response: {
          200: Envelope({
            run_id: Type.String(),
            checked_at: Type.String(),
            checks: Type.Array(Type.Enum(['blocklist', 'dns', 'bounce'])),
            results: Type.Array(Type.Omit(CheckResultSchema, ['uid', 'run_id', 'checked_at'])),
            opened_alerts: Type.Array(AlertSchema),
            warmup_paused: Type.Integer({
              description: 'Mailboxes whose warmup this check paused.',
            }),
          }),
          ...errorResponses(404, 429),
        },
      },
    },
    async (request) => {
      const outcome = await manualCheck(ctx, workspaceOf(request).id, request.body.uid);
      return {
        error: false as const,
        message: 'InfraGuard check completed',
        run_id: outcome.run_id,
        checked_at: outcome.checked_at,
        checks: outcome.checks,
        results: outcome.results.map((r) => ({
          check: r.check,
          source: r.source,
          target: r.target,
          status: r.status,
          codes: r.codes,
          detail: r.detail,
          metrics: (r.metrics as Record<string, unknown> | undefined) ?? null,
        })),
        opened_alerts: await presentAlerts(ctx.db, outcome.opened),
        warmup_paused: outcome.warmup_paused,
      };
    },
  );
}
