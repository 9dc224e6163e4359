import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Limit, Page, PageListFields, pageList, pageOffset } from '../../../http/pagination.js';
import { Envelope } from '../../../http/schemas.js';
import { listProtections, presentProtections } from '../infraguard.queries.js';
import { INFRAGUARD_TAG, Protection } from '../infraguard.schema.js';

export function listInfraGuardSubscriptions(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/infra-guard/subscriptions',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'listInfraGuardSubscriptions',
        tags: [INFRAGUARD_TAG],
        summary: 'List protected domains',
        description:
          'The workspace’s protected domains, newest first; cancelled ones too with `include_cancelled=true`.',
        querystring: Type.Object({
          page: Type.Optional(Page),
          limit: Type.Optional(Limit),
          include_cancelled: Type.Optional(Type.Boolean()),
        }),
        response: { 200: Envelope({ subscriptions: Type.Array(Protection), ...PageListFields }) },
      },
    },
    async (request) => {
      const { page = 1, limit = 10, include_cancelled } = request.query;
      const { rows, total } = await listProtections(
        ctx.db,
        workspaceOf(request).id,
        { includeCancelled: include_cancelled === true },
        pageOffset(page, limit),
        limit,
      );
      return {
        error: false as const,
        message: 'Protected domains retrieved successfully',
        subscriptions: await presentProtections(ctx.db, rows),
        ...pageList(page, limit, total),
      };
    },
  );
}
