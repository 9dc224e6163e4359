import type { AppContext } from '../../context.js';
import type { App } from '../../http/app-types.js';
import { checkDomainAvailability } from './routes/check-domain-availability.js';
import { checkDomainBanned } from './routes/check-domain-banned.js';
import { checkNameservers } from './routes/check-nameservers.js';
import { checkWorkspaceAvailability } from './routes/check-workspace-availability.js';
import { getNameservers } from './routes/get-nameservers.js';
import { getRenewalStatus } from './routes/get-renewal-status.js';
import { listAssignableDomains } from './routes/list-assignable-domains.js';
import { listDomains } from './routes/list-domains.js';
import { regenerateNameservers } from './routes/regenerate-nameservers.js';
import { registerDomains } from './routes/register-domains.js';
import { removeCatchAllEmail } from './routes/remove-catch-all-email.js';
import { removeDmarcConfiguration } from './routes/remove-dmarc-configuration.js';
import { removeDomains } from './routes/remove-domains.js';
import { requestDomainRenewal } from './routes/request-domain-renewal.js';
import { searchDomains } from './routes/search-domains.js';
import { setCatchAllEmail } from './routes/set-catch-all-email.js';
import { setDmarcConfiguration } from './routes/set-dmarc-configuration.js';
import { setDomainForwarding } from './routes/set-domain-forwarding.js';
import { updateDomainContact } from './routes/update-domain-contact.js';
import { updateDomainPrivacy } from './routes/update-domain-privacy.js';

/** The domain operations, in the order of the real service's reference. */
export function registerDomainRoutes(app: App, ctx: AppContext): void {
  searchDomains(app, ctx);
  checkDomainBanned(app, ctx);
  checkDomainAvailability(app, ctx);
  registerDomains(app, ctx);
  listDomains(app, ctx);
  listAssignableDomains(app, ctx);
  removeDomains(app, ctx);
  setDomainForwarding(app, ctx);
  setCatchAllEmail(app, ctx);
  removeCatchAllEmail(app, ctx);
  getNameservers(app, ctx);
  checkNameservers(app, ctx);
  checkWorkspaceAvailability(app, ctx);
  setDmarcConfiguration(app, ctx);
  removeDmarcConfiguration(app, ctx);
  regenerateNameservers(app, ctx);
  requestDomainRenewal(app, ctx);
  getRenewalStatus(app, ctx);
  updateDomainPrivacy(app, ctx);
  updateDomainContact(app, ctx);
}
