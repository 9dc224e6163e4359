import type { AppContext } from '../../context.js';
import { type Executor, inTransaction } from '../../db/transaction.js';
import { ApiError, invalidField } from '../../http/errors.js';
import { newId, newUid } from '../../lib/ids.js';
import { isoNow } from '../../lib/time.js';
import {
  emailOf,
  lockMailboxesByUids,
  type MailboxRow,
  requireStatuses,
} from '../mailboxes/surface.js';
import { unverifiedDestination } from '../verified-destinations/surface.js';
import { FORWARDING_POLICY, scheduleForwardingRun } from './forwarding.jobs.js';
import { heldMessage, needsHold, replaceHeldJobs } from './forwarding-hold.js';
import type { ForwardingAction } from './forwarding-job.lifecycle.js';
import { emitForwardingJobEvent } from './forwarding-job.transition.js';
import {
  type ForwardingJobListFilter,
  findOpenForwardingJobs,
  insertForwardingJobs,
  listForwardingJobRows,
} from './forwarding-jobs.repository.js';
import type { ForwardingJobRow } from './forwarding-jobs.table.js';

/** What each operation asks for, and how its refusals read. */
const VERBS: Record<ForwardingAction, string> = {
  enable: 'set up forwarding',
  update: 'update forwarding',
  disable: 'remove forwarding',
};

/**
 * Creates one forwarding job per mailbox (active mailboxes of the workspace, named by `uids`):
 * `enable` and `update` forward to `forwardingEmail`, `disable` removes the forwarding. Each is
 * checked against where the mailbox will forward once its open jobs have run: `enable` needs a
 * mailbox that will not forward (otherwise use update), `update` and `disable` one that will. A
 * job held for an unverified destination (forwarding-hold.ts) is replaced by the new one, and
 * counts either way: the request fits if it fits with or without it. A destination that is not
 * verified is held or refused as MAILWRIGHT_FORWARDING_REQUIRE_VERIFIED says. All or nothing: a
 * 400 names the field (`forwarding_email`: not an address, or, under `refuse`, not a verified
 * destination), a 404 an unknown mailbox (`uids[i]`), a 409 a mailbox that is not active or
 * whose forwarding does not fit the action.
 */
export async function createForwardingJobs(
  ctx: AppContext,
  workspaceId: string,
  action: ForwardingAction,
  input: { uids: readonly string[]; forwardingEmail?: string },
): Promise<ForwardingJobRow[]> {
  const destination = action === 'disable' ? '' : validateForwardingEmail(input.forwardingEmail);
  return inTransaction(ctx.db, async (trx) => {
    // Locked: two requests for one mailbox must not both find it free to (say) set up forwarding.
    const mailboxes = await lockMailboxesByUids(trx, workspaceId, input.uids);
    requireStatuses(mailboxes, ['active'], VERBS[action]);
    // After the mailboxes: another team's mailbox is a 404 whatever the destination.
    const job = { workspace_id: workspaceId, action, forwarding_email: destination };
    const held = await needsHold(ctx, trx, job);
    if (held && ctx.config.forwarding.requireVerified === 'refuse')
      throw unverifiedDestination('forwarding_email', destination);
    const rows: ForwardingJobRow[] = [];
    const refusals: Array<{ field: string; message: string }> = [];
    for (const [i, mailbox] of mailboxes.entries()) {
      const field = `uids[${i}]`;
      if (destination === emailOf(mailbox)) {
        throw invalidField('forwarding_email', `is the address of ${field} itself`);
      }
      const open = await findOpenForwardingJobs(trx, mailbox.id);
      const withHeld = willForwardTo(mailbox, open);
      const without = willForwardTo(
        mailbox,
        open.filter((j) => j.held_since === null),
      );
      const refusal = refusalFor(action, withHeld) && refusalFor(action, without);
      if (refusal) {
        refusals.push({ field, message: `${emailOf(mailbox)} ${refusal}` });
        continue;
      }
      const left = await replaceHeldJobs(trx, ctx, open);
      rows.push(newJob(mailbox, action, destination || without || withHeld, left.length > 0, held));
    }
    const first = refusals[0];
    if (first) {
      const more = refusals.length > 1 ? ` (and ${refusals.length - 1} more)` : '';
      throw new ApiError('CONFLICT', `${first.message}${more}`, refusals);
    }
    await insertForwardingJobs(trx, rows);
    for (const row of rows) {
      await emitForwardingJobEvent(trx, ctx, row);
      await scheduleForwardingRun(trx, ctx, row, 'created');
    }
    return rows;
  });
}

/** Where a mailbox will forward once its open jobs have run (the last one decides). */
function willForwardTo(mailbox: MailboxRow, open: readonly ForwardingJobRow[]): string {
  const last = open.at(-1);
  if (!last) return mailbox.forwarding_email;
  return last.action === 'disable' ? '' : last.forwarding_email;
}

function refusalFor(action: ForwardingAction, current: string): string | null {
  if (action === 'enable' && current) return `already forwards to ${current}; use update`;
  if (action !== 'enable' && !current) return 'does not forward; set forwarding up first';
  return null;
}

function newJob(
  mailbox: MailboxRow,
  action: ForwardingAction,
  destination: string,
  waits: boolean,
  held: boolean,
): ForwardingJobRow {
  const now = isoNow();
  return {
    id: newId(),
    uid: newUid(),
    workspace_id: mailbox.workspace_id,
    mailbox_id: mailbox.id,
    mailbox_uid: mailbox.uid,
    mailbox_email: emailOf(mailbox),
    forwarding_email: destination,
    action,
    status: 'pending',
    previous_status: null,
    status_changed_at: now,
    status_message: held
      ? heldMessage(destination)
      : waits
        ? 'Waiting for an earlier forwarding job of this mailbox'
        : 'Queued',
    error_message: '',
    attempts: 0,
    max_attempts: FORWARDING_POLICY.maxAttempts,
    created_at: now,
    updated_at: now,
    completed_at: null,
    last_attempt_at: null,
    next_retry_at: null,
    held_since: held ? now : null,
  };
}

/** A forwarding destination: a plain address, lowercased; a 400 naming the field otherwise. */
function validateForwardingEmail(raw: string | undefined): string {
  if (raw === undefined) throw invalidField('forwarding_email', 'is required');
  const value = raw.trim().toLowerCase();
  // One @, a local part without spaces, a domain with a dot and a letter TLD: what hosts accept
  // as a forwarding target (quoted local parts and IP-literal domains are refused by them too).
  if (
    value.length > 254 ||
    !/^[a-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@([a-z0-9-]{1,63}\.)+[a-z]{2,63}$/.test(value)
  ) {
    throw invalidField('forwarding_email', 'must be an email address (name@domain.tld)');
  }
  return value;
}

/** A page of the workspace's forwarding jobs, newest first. */
export function listForwardingJobs(
  db: Executor,
  filter: ForwardingJobListFilter,
  offset: number,
  limit: number,
) {
  return listForwardingJobRows(db, filter, offset, limit);
}
