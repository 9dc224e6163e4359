/**
 * The domains module's surface: what other modules may use of it (docs/development.md, "Layout and
 * the dependency rule"). Another module imports domains only from here; the composition root
 * (app.ts, main/, start/) may import any file.
 */
export { cancelUnpaidDomains, declineDomains, waitingDomains } from './checkout.js';
export { repairDns } from './dns-setup.service.js';
export type { DomainStatus } from './domain.lifecycle.js';
export { MAX_MAILBOXES_PER_DOMAIN } from './domain.lifecycle.js';
export { nameserversOf } from './domain.present.js';
export { Domain, DomainStatusSchema } from './domain.schema.js';
export { createDomain } from './domain.transition.js';
export { domainNameProblem, normalizeDomainName, tldOf } from './domain-names.js';
export { baseRow, connectedRow, purchasedRow } from './domain-rows.js';
export { importActiveDomain, moveDomainToTeam } from './domain-transfer.js';
export type { Caller } from './domains.service.js';
export {
  claimMailPlatform,
  findDomainById,
  findDomainByUid,
  findDomainsByIds,
  getDomainByRef,
  getDomainsByNames,
  getDomainsBySelection,
  getDomainsByUids,
  isActiveDomainOf,
  lockDomain,
  lockDomains,
  presentDomains,
  releaseMailboxSlots,
  removeDomains,
  requireZone,
  reserveMailboxSlots,
} from './domains.service.js';
export type { DomainRow } from './domains.table.js';
export { after } from './job-support.js';
export { HELD_ELSEWHERE, nameHolders } from './name-holders.js';
export type { DomainOwner } from './operations.jobs.js';
export type { Orderable } from './orderable.js';
export { checkOrderable, dropZones } from './orderable.js';
export { schedulePropagationCheck } from './propagation.jobs.js';
export {
  createAll,
  recordDomainCharges,
  startConnected,
  startPaidRegistrations,
  throwAll,
  uniqueNames,
} from './registration.service.js';
