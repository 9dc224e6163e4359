import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { HEALTH_TAG } from '../health.schema.js';
import { requestChecks } from '../health.service.js';

export function checkHealth(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/health/check',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'checkHealth',
        tags: [HEALTH_TAG],
        summary: 'Check now',
        description:
          'Queues a background check of the DNS records and blocklists of these domains (all of the workspace’s, the first 200 by name, when none is named) and answers at once; the health operations show each check’s status and the progress. At most one check of a domain every 15 minutes (MAILWRIGHT_INFRAGUARD_MANUAL_CHECK_INTERVAL, the same as InfraGuard’s manual check): a domain checked sooner is in `skipped` with the seconds to wait, and when every domain is, the answer is a 429 with `Retry-After`. Nothing is charged.',
        body: Body({
          domain_uids: Type.Optional(
            Type.Array(Uid(), { minItems: 1, maxItems: 200, description: 'The domains to check.' }),
          ),
        }),
        response: {
          200: Envelope({
            batch_id: Type.String(),
            queued: Type.Array(Uid(), { description: 'The domains whose check was queued.' }),
            skipped: Type.Array(
              Type.Object({ domain_uid: Uid(), retry_after_seconds: Type.Integer() }),
            ),
          }),
          ...errorResponses(404, 429),
        },
      },
    },
    async (request) => ({
      error: false as const,
      message: 'Health checks queued',
      ...(await requestChecks(ctx, workspaceOf(request).id, request.body.domain_uids)),
    }),
  );
}
