/**
 * The mail module's surface: what other modules may use of it (docs/development.md, "Layout and
 * the dependency rule"). Another module imports mail only from here; the composition root
 * (app.ts, main/, start/) may import any file.
 */
export { normaliseBody } from './body-template.js';
export { bounceCounts } from './bounces.js';
export type { LedgerChange, LedgerInput, LedgerRollup, NewLedgerMessage } from './ledger.js';
export { moveMailHistory, NOTHING_HAPPENED_YET, recordMail } from './ledger.js';
export type { Sender } from './mail.service.js';
export { findMailboxMessages, findMessagesByIds, newMessageId, sendMail } from './mail.service.js';
export type { MailMessageRow } from './mail.table.js';
export { providerOfAddress, providerOfPlatform } from './recipients.js';
