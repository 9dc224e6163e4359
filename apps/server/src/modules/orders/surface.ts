/**
 * The orders module's surface: what other modules may use of it (docs/development.md, "Layout and
 * the dependency rule"). Another module imports orders only from here; the composition root
 * (app.ts, main/, start/) may import any file.
 */
export { chargeOrder } from './checkout.js';
export { emitOrderEvent, moveOrder } from './order.events.js';
export { presentOrder } from './order.present.js';
export { OrderSchema } from './order.schema.js';
export {
  findItems,
  findOrderById,
  findOrderOfWorkspace,
  insertOrder,
  lockOrder,
  updateItem,
} from './orders.repository.js';
export type { OrderItemRow, OrderMailbox, OrderRow } from './orders.table.js';
export { scheduleProgress } from './progress.jobs.js';
export { OrderParams } from './routes/get-order.js';
