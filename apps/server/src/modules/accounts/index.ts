import type { AppContext } from '../../context.js';
import type { App } from '../../http/app-types.js';
import { getAccount } from './routes/get-account.js';

export function registerAccountRoutes(app: App, ctx: AppContext): void {
  getAccount(app, ctx);
}
