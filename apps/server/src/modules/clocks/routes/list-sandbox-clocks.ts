import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf } from '../../../http/auth.js';
import {
  Limit,
  Page,
  PagePagination,
  pageOffset,
  pagePagination,
} from '../../../http/pagination.js';
import { Envelope, errorResponses } from '../../../http/schemas.js';
import { SANDBOX_TAG, SandboxClock } from '../clock.schema.js';
import { listClocksOfTeam } from '../clocks.repository.js';
import { presentClocks, requireClocksAllowed } from '../clocks.service.js';

export const ListSandboxClocksQuery = Type.Object({
  page: Type.Optional(Page),
  limit: Type.Optional(Limit),
});

export function listSandboxClocks(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/sandbox/clocks',
    {
      config: { scope: 'team', permission: 'admin' },
      schema: {
        operationId: 'listSandboxClocks',
        tags: [SANDBOX_TAG],
        summary: 'List sandbox clocks',
        description: 'The team’s clocks, newest first.',
        querystring: ListSandboxClocksQuery,
        response: {
          200: Envelope({ clocks: Type.Array(SandboxClock), pagination: PagePagination }),
          ...errorResponses(403),
        },
      },
    },
    async (request) => {
      requireClocksAllowed(ctx);
      const { page = 1, limit = 10 } = request.query;
      const { rows, total } = await listClocksOfTeam(
        ctx.db,
        teamOf(request).id,
        pageOffset(page, limit),
        limit,
      );
      return {
        error: false as const,
        message: 'Sandbox clocks retrieved successfully',
        clocks: await presentClocks(ctx, rows),
        pagination: pagePagination(page, limit, total),
      };
    },
  );
}
