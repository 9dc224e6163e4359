import type { AppContext } from '../../context.js';
import type { App } from '../../http/app-types.js';
import { getAccount } from './routes/get-account.js';
import {
  getAccountRegistrantContact,
  setAccountRegistrantContact,
} from './routes/registrant-contact.js';

export function registerAccountRoutes(app: App, ctx: AppContext): void {
  getAccount(app, ctx);
  getAccountRegistrantContact(app, ctx);
  setAccountRegistrantContact(app, ctx);
}
