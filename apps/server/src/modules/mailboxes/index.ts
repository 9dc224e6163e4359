import type { AppContext } from '../../context.js';
import type { App } from '../../http/app-types.js';
import { buyMailboxes } from './routes/buy-mailboxes.js';
import { cancelMailboxes } from './routes/cancel-mailboxes.js';
import { changeMailboxPassword } from './routes/change-mailbox-password.js';
import { changeMailboxUsername } from './routes/change-mailbox-username.js';
import { checkMailboxAvailability } from './routes/check-mailbox-availability.js';
import { checkMailboxStatus } from './routes/check-mailbox-status.js';
import { deleteMailboxSignature } from './routes/delete-mailbox-signature.js';
import { exportMailboxes } from './routes/export-mailboxes.js';
import { generateMailboxTotp } from './routes/generate-mailbox-totp.js';
import { getMailbox } from './routes/get-mailbox.js';
import { getMailboxFailureReason } from './routes/get-mailbox-failure-reason.js';
import { getMailboxResetupStatus } from './routes/get-mailbox-resetup-status.js';
import { listMailboxes } from './routes/list-mailboxes.js';
import { reactivateMailboxes } from './routes/reactivate-mailboxes.js';
import { repurchaseMailboxes } from './routes/repurchase-mailboxes.js';
import { resetupMailboxes } from './routes/resetup-mailboxes.js';
import { setMailboxSignature } from './routes/set-mailbox-signature.js';
import { showMailboxCredentials } from './routes/show-mailbox-credentials.js';
import { uncancelMailboxes } from './routes/uncancel-mailboxes.js';
import { updateMailbox } from './routes/update-mailbox.js';
import { updateMailboxProfilePicture } from './routes/update-mailbox-profile-picture.js';

/**
 * The mailbox operations, in the order of the mailbox reference (docs/api/mailboxes.md): buying,
 * reading, credentials, changes, cancelling, recovery. The API reference page shows them so.
 */
export function registerMailboxRoutes(app: App, ctx: AppContext): void {
  buyMailboxes(app, ctx);
  listMailboxes(app, ctx);
  getMailbox(app, ctx);
  checkMailboxStatus(app, ctx);
  showMailboxCredentials(app, ctx);
  exportMailboxes(app, ctx);
  generateMailboxTotp(app, ctx);
  getMailboxFailureReason(app, ctx);
  checkMailboxAvailability(app, ctx);
  updateMailbox(app, ctx);
  changeMailboxUsername(app, ctx);
  changeMailboxPassword(app, ctx);
  updateMailboxProfilePicture(app, ctx);
  setMailboxSignature(app, ctx);
  deleteMailboxSignature(app, ctx);
  cancelMailboxes(app, ctx);
  uncancelMailboxes(app, ctx);
  resetupMailboxes(app, ctx);
  getMailboxResetupStatus(app, ctx);
  reactivateMailboxes(app, ctx);
  repurchaseMailboxes(app, ctx);
}
