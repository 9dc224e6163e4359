import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Limit, Page, PageListFields, pageList, pageOffset } from '../../../http/pagination.js';
import { Envelope } from '../../../http/schemas.js';
import { presentOrder } from '../order.present.js';
import { OrderSchema } from '../order.schema.js';
import { listOrderRows } from '../orders.repository.js';

export const ListOrdersQuery = Type.Object(
  {
    page: Type.Optional(Page),
    limit: Type.Optional(Limit),
    status: Type.Optional(Type.Enum(['queued', 'processing', 'done', 'error'])),
  },
  { additionalProperties: false },
);

export function listOrders(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/orders',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'listOrders',
        tags: ['Order'],
        summary: 'List orders',
        description: 'The workspace’s orders, newest first, page by page; filter by `status`.',
        querystring: ListOrdersQuery,
        response: {
          200: Envelope({
            orders: Type.Array(OrderSchema),
            ...PageListFields,
          }),
        },
      },
    },
    async (request) => {
      const { page = 1, limit = 10, status } = request.query;
      const { rows, total } = await listOrderRows(
        ctx.db,
        { workspaceId: workspaceOf(request).id, ...(status ? { status } : {}) },
        pageOffset(page, limit),
        limit,
      );
      return {
        error: false as const,
        message: 'Orders retrieved successfully',
        orders: await Promise.all(rows.map((row) => presentOrder(ctx.db, row))),
        ...pageList(page, limit, total),
      };
    },
  );
}
