import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { notFound } from '../../../http/errors.js';
import { Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { presentOrder } from '../order.present.js';
import { OrderSchema } from '../order.schema.js';
import { findOrderOfWorkspace } from '../orders.repository.js';

export const OrderParams = Type.Object({ id: Uid('The order’s `order_id`.') });

export function getOrder(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/orders/:id',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getOrder',
        tags: ['Order'],
        summary: 'Get order',
        description:
          'An order’s progress: its status, and for each domain its status (`queued`, `registering`, `waiting_for_activation`, `creating_mailboxes`, `exporting`, then `completed`, `warning`, `error`, or `refused`), its domain and each mailbox with their own statuses.',
        params: OrderParams,
        response: { 200: Envelope(OrderSchema.properties), ...errorResponses(404) },
      },
    },
    async (request) => {
      const order = await findOrderOfWorkspace(ctx.db, workspaceOf(request).id, request.params.id);
      if (!order) throw notFound('Order');
      return {
        error: false as const,
        message: 'Order retrieved successfully',
        ...(await presentOrder(ctx.db, order)),
      };
    },
  );
}
