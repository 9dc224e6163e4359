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
import { Body, Envelope } from '../../../http/schemas.js';
import { listSubscriptions } from '../warmup.queries.js';
import { WARMUP_TAG, WarmupStatusSchema, WarmupSubscription } from '../warmup.schema.js';

export const ListWarmupSubscriptionsBody = Body({
  page: Type.Optional(Page),
  limit: Type.Optional(Limit),
  status: Type.Optional(WarmupStatusSchema),
  include_cancelled: Type.Optional(
    Type.Boolean({ description: 'List cancelled subscriptions too (default false).' }),
  ),
});

export function listWarmupSubscriptions(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/warmup/list',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'listWarmupSubscriptions',
        'x-idempotent': true,
        tags: [WARMUP_TAG],
        summary: 'List warmup subscriptions',
        description:
          'The workspace’s warmup subscriptions, newest first, with the real service’s top-level `total`, `pages`, `current_page` and `limit`. Cancelled ones only with `include_cancelled` (or `status: cancelled`). There is no per-mailbox filter (as at the real service): use Get warmup details.',
        body: ListWarmupSubscriptionsBody,
        response: {
          200: Envelope({
            subscriptions: Type.Array(WarmupSubscription),
            total: Type.Integer(),
            pages: Type.Integer(),
            current_page: Type.Integer(),
            page: Type.Integer(),
            limit: Type.Integer(),
            pagination: PagePagination,
          }),
        },
      },
    },
    async (request) => {
      const { page = 1, limit = 10, status, include_cancelled } = request.body;
      const { subscriptions, total } = await listSubscriptions(
        ctx,
        workspaceOf(request).id,
        { ...(status ? { status } : {}), includeCancelled: include_cancelled === true },
        pageOffset(page, limit),
        limit,
      );
      const pagination = pagePagination(page, limit, total);
      return {
        error: false as const,
        message: 'Warmup subscriptions retrieved successfully',
        subscriptions,
        total,
        pages: pagination.pages,
        current_page: page,
        page,
        limit,
        pagination,
      };
    },
  );
}
