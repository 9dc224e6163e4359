import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import {
  Limit,
  Page,
  PagePagination,
  pageOffset,
  pagePagination,
} from '../../../http/pagination.js';
import { Envelope } from '../../../http/schemas.js';
import { presentSchedules } from '../placement.present.js';
import { PLACEMENT_TAG, ScheduledTest } from '../placement.schema.js';
import { listSchedules } from '../placement.service.js';

export const ListScheduledTestsQuery = Type.Object(
  { page: Type.Optional(Page), limit: Type.Optional(Limit) },
  { additionalProperties: false },
);

export function listScheduledTests(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/inbox-placement/scheduled',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'listScheduledPlacementTests',
        tags: [PLACEMENT_TAG],
        summary: 'List scheduled tests',
        description: 'The workspace’s scheduled tests, newest first, with their next firing.',
        querystring: ListScheduledTestsQuery,
        response: {
          200: Envelope({
            scheduled_tests: Type.Array(ScheduledTest),
            total: Type.Integer(),
            page: Type.Integer(),
            pages: Type.Integer(),
            limit: Type.Integer(),
            pagination: PagePagination,
          }),
        },
      },
    },
    async (request) => {
      const { page = 1, limit = 10 } = request.query;
      const { rows, total } = await listSchedules(
        ctx.db,
        workspaceOf(request).id,
        pageOffset(page, limit),
        limit,
      );
      const pagination = pagePagination(page, limit, total);
      return {
        error: false as const,
        message: 'Scheduled tests retrieved successfully',
        scheduled_tests: await presentSchedules(ctx.db, rows),
        total,
        page,
        pages: pagination.pages,
        limit,
        pagination,
      };
    },
  );
}
