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
import { Envelope, Uid } from '../../../http/schemas.js';
import { PLACEMENT_TEST_STATUSES } from '../placement.lifecycle.js';
import { presentTests } from '../placement.present.js';
import { PLACEMENT_TAG, PlacementTest } from '../placement.schema.js';
import { listTests } from '../placement.service.js';

export const ListPlacementTestsQuery = Type.Object(
  {
    page: Type.Optional(Page),
    limit: Type.Optional(Limit),
    status: Type.Optional(Type.Enum([...PLACEMENT_TEST_STATUSES])),
    schedule_uid: Type.Optional(Uid('Only the runs of this scheduled test.')),
  },
  { additionalProperties: false },
);

export function listPlacementTests(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/inbox-placement/tests',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'listPlacementTests',
        tags: [PLACEMENT_TAG],
        summary: 'List tests',
        description:
          'The workspace’s placement test runs (one-off tests and the firings of scheduled tests), newest first, each with its figures overall and per provider.',
        querystring: ListPlacementTestsQuery,
        response: {
          200: Envelope({
            tests: Type.Array(PlacementTest),
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
      const { page = 1, limit = 10, status, schedule_uid } = request.query;
      const { rows, total } = await listTests(
        ctx.db,
        workspaceOf(request).id,
        { ...(status ? { status } : {}), ...(schedule_uid ? { schedule_uid } : {}) },
        pageOffset(page, limit),
        limit,
      );
      const pagination = pagePagination(page, limit, total);
      return {
        error: false as const,
        message: 'Inbox placement tests retrieved successfully',
        tests: await presentTests(ctx.db, rows),
        total,
        page,
        pages: pagination.pages,
        limit,
        pagination,
      };
    },
  );
}
