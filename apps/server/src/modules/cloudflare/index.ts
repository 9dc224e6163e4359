import type { AppContext } from '../../context.js';
import type { App } from '../../http/app-types.js';
import { connectCloudflareDomains } from './routes/connect-cloudflare-domains.js';
import { disconnectCloudflareDomain } from './routes/disconnect-cloudflare-domain.js';
import { getCloudflareDomain } from './routes/get-cloudflare-domain.js';
import { listCloudflareDomains } from './routes/list-cloudflare-domains.js';
import { listCloudflareZones } from './routes/list-cloudflare-zones.js';

/** The Cloudflare Domains operations (docs/api/cloudflare.md). */
export function registerCloudflareRoutes(app: App, ctx: AppContext): void {
  connectCloudflareDomains(app, ctx);
  listCloudflareDomains(app, ctx);
  listCloudflareZones(app, ctx);
  disconnectCloudflareDomain(app, ctx);
  getCloudflareDomain(app, ctx);
}
