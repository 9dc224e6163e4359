import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { notFound } from '../../../http/errors.js';
import { Envelope, errorResponses } from '../../../http/schemas.js';
import {
  findItems,
  findOrderOfWorkspace,
  OrderParams,
  OrderSchema,
  presentOrder,
} from '../../orders/surface.js';
import { PREWARM_TAG } from '../prewarm.schema.js';

export function getPrewarmOrder(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/prewarm/orders/:id',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getPrewarmOrder',
        tags: [PREWARM_TAG],
        summary: 'Check prewarm order status',
        description:
          'A prewarm order’s progress: `queued` while its domains are held for it, `processing` once they moved into the workspace (each domain `transferred`, then `exporting` to the order’s sequencer), then `done`. Each mailbox shows its uid and status once moved.',
        params: OrderParams,
        response: { 200: Envelope(OrderSchema.properties), ...errorResponses(404) },
      },
    },
    async (request) => {
      const order = await findOrderOfWorkspace(ctx.db, workspaceOf(request).id, request.params.id);
      const items = order ? await findItems(ctx.db, order.id) : [];
      if (!order || !items.some((i) => i.kind === 'prewarm')) throw notFound('Order');
      return {
        error: false as const,
        message: 'Order retrieved successfully',
        ...(await presentOrder(ctx.db, order, items)),
      };
    },
  );
}
