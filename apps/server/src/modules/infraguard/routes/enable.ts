import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { payerOf } from '../../billing/surface.js';
import { presentProtections } from '../infraguard.queries.js';
import { INFRAGUARD_TAG, Protection } from '../infraguard.schema.js';
import { cancelProtection, enableProtection } from '../subscriptions.service.js';

const DomainUids = Type.Array(Uid(), {
  minItems: 1,
  maxItems: 100,
  description: 'Domains of the workspace (1 to 100).',
});

export function enableInfraGuard(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/infra-guard/enable',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'enableInfraGuard',
        tags: [INFRAGUARD_TAG],
        summary: 'Enable InfraGuard for domains',
        description:
          'Protects each domain: blocklist, DNS and bounce checks start at once and run on schedule. One subscription per domain (3 credits a month each), its first month charged from the wallet that pays for the workspace in the same transaction; a wallet holding less than the first month of them all is a 402 (`INSUFFICIENT_FUNDS`) and nothing is created. A domain already protected is counted in `skipped` and never charged twice. An unknown or another team’s domain is a 404 and nothing is created.',
        body: Body({ domain_uids: DomainUids }),
        response: {
          200: Envelope({ subscriptions: Type.Array(Protection), skipped: Type.Integer() }),
          ...errorResponses(402, 404),
        },
      },
    },
    async (request) => {
      const result = await enableProtection(ctx, payerOf(request), request.body.domain_uids);
      return {
        error: false as const,
        message: `InfraGuard enabled for ${result.created.length} domain(s)`,
        subscriptions: await presentProtections(ctx.db, result.created),
        skipped: result.skipped,
      };
    },
  );
}

export function cancelInfraGuard(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/infra-guard/cancel',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'cancelInfraGuard',
        tags: [INFRAGUARD_TAG],
        summary: 'Cancel InfraGuard for domains',
        description:
          'Ends the protection of each domain at once: no more checks, never charged again (the month paid is not refunded). History, alerts and action items are kept. A domain that is not protected (or another team’s) is a 404 and nothing changes.',
        body: Body({ domain_uids: DomainUids }),
        response: {
          200: Envelope({ subscriptions: Type.Array(Protection) }),
          ...errorResponses(404),
        },
      },
    },
    async (request) => {
      const ended = await cancelProtection(ctx, payerOf(request), request.body.domain_uids);
      return {
        error: false as const,
        message: `InfraGuard cancelled for ${ended.length} domain(s)`,
        subscriptions: await presentProtections(ctx.db, ended),
      };
    },
  );
}
