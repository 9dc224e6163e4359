/**
 * The mailboxes module's surface: what other modules may use of it (docs/development.md, "Layout and
 * the dependency rule"). Another module imports mailboxes only from here; the composition root
 * (app.ts, main/, start/) may import any file.
 */
export { mailAccountOf, mailEndpoints, signInToSandbox } from './access.service.js';
export { openCredentials } from './credentials.js';
export { SETUP_STATUSES } from './mailbox.lifecycle.js';
export { MAILBOX_PLATFORMS, mailboxNeeds } from './mailbox.platforms.js';
export { emailOf } from './mailbox.present.js';
export { FirstName, LastName, MailboxUids, PlatformInput } from './mailbox.schema.js';
export { quoteMailboxes } from './mailbox-billing.js';
export type { MailboxChange } from './mailbox-transfer.js';
export {
  importActiveMailboxes,
  liveMailboxesOfDomain,
  moveMailboxesToTeam,
} from './mailbox-transfer.js';
export {
  findMailboxByInternalId,
  findMailboxesByInternalIds,
  findWorkspaceMailboxes,
  getMailbox,
  getMailboxesByUids,
  listMailboxes,
  lockMailboxes,
  lockMailboxesByUids,
  lockWorkspaceMailboxes,
  mailboxUidAt,
  requireStatuses,
  setMailboxForwarding,
} from './mailboxes.service.js';
export type { MailboxRow } from './mailboxes.table.js';
export { buyMailboxes } from './purchase.service.js';
export { normalizeUsername, usernameProblem } from './usernames.js';
