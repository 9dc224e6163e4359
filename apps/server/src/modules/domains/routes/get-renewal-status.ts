import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { getDomainsByUids } from '../domains.service.js';
import type { DomainRow } from '../domains.table.js';
import { toRenewalResponse } from '../settings.service.js';
import { Renewal } from './request-domain-renewal.js';

export const RenewalStatusQuery = Type.Object({ uid: Uid('The domain’s uid.') });

export function getRenewalStatus(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/domains/renewal-status',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getRenewalStatus',
        tags: ['Domains'],
        summary: 'Check renewal status',
        querystring: RenewalStatusQuery,
        response: { 200: Envelope({ renewal: Renewal }), ...errorResponses(404) },
      },
    },
    async (request) => {
      const [domain] = await getDomainsByUids(ctx.db, workspaceOf(request).id, [request.query.uid]);
      return {
        error: false as const,
        message: 'Renewal status retrieved successfully',
        renewal: toRenewalResponse(domain as DomainRow),
      };
    },
  );
}
