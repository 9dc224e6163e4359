import type { AppContext } from '../../context.js';
import type { App } from '../../http/app-types.js';
import { addDnsRecords } from './routes/add-dns-records.js';
import { deleteDnsRecords } from './routes/delete-dns-records.js';
import { getDnsRecords } from './routes/get-dns-records.js';
import { repairDnsRecords } from './routes/repair-dns-records.js';
import { updateDnsRecords } from './routes/update-dns-records.js';
import { verifyDnsRecords } from './routes/verify-dns-records.js';

export function registerDnsRoutes(app: App, ctx: AppContext): void {
  getDnsRecords(app, ctx);
  addDnsRecords(app, ctx);
  updateDnsRecords(app, ctx);
  deleteDnsRecords(app, ctx);
  verifyDnsRecords(app, ctx);
  repairDnsRecords(app, ctx);
}
