/**
 * The dns module's surface: what other modules may use of it (docs/development.md, "Layout and
 * the dependency rule"). Another module imports dns only from here; the composition root
 * (app.ts, main/, start/) may import any file.
 */

export { dnsJobs } from './dns.jobs.js';
export {
  dropRecords,
  ensureDkimKey,
  findDkim,
  listRecords,
  openDkimKey,
  replaceDmarcRecord,
  restoreManagedRecords,
  seedManagedRecords,
} from './dns.service.js';
export { refreshRecordStatuses } from './dns-verify.service.js';
export type { ExpectedRecord } from './expected-records.js';
export { DKIM_SELECTOR, expectedRecords, matchesExpected } from './expected-records.js';
export {
  applyMailPlatformRecords,
  mailRecordsVisible,
  publishHostRecords,
} from './mail-platform.service.js';
