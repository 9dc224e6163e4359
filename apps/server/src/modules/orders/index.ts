import type { AppContext } from '../../context.js';
import type { App } from '../../http/app-types.js';
import { getOrder } from './routes/get-order.js';
import { listOrders } from './routes/list-orders.js';
import { placeOrder } from './routes/place-order.js';

export function registerOrderRoutes(app: App, ctx: AppContext): void {
  placeOrder(app, ctx);
  listOrders(app, ctx);
  getOrder(app, ctx);
}
