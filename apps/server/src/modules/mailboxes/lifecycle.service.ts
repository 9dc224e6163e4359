import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { ApiError } from '../../http/errors.js';
import { requireReal } from '../../http/simulated.js';
import { isoNow } from '../../lib/time.js';
import { getDomainsByUids } from '../domains/surface.js';
import { CANCELLABLE_STATUSES, type MailboxStatus } from './mailbox.lifecycle.js';

/** Statuses of a mailbox already cancelled or being cancelled: cancelling it again changes nothing. */
const CANCELLING_STATUSES: readonly MailboxStatus[] = [
  'scheduled_for_cancellation',
  'cancelled',
  'archived',
  'deleted',
];

import { mailboxNeeds, platformProfile } from './mailbox.platforms.js';
import { transitionMailbox } from './mailbox.transition.js';
import { chargeSetups } from './mailbox-billing.js';
import { listMailboxRows } from './mailboxes.repository.js';
import {
  type Caller,
  getMailboxesByUids,
  lockMailboxes,
  lockMailboxesByUids,
  requireStatuses,
} from './mailboxes.service.js';
import type { MailboxRow } from './mailboxes.table.js';
import { scheduleSetupStep } from './setup.jobs.js';
import { upkeepJobs } from './upkeep.jobs.js';

/**
 * Customer-driven moves of the lifecycle: cancel, uncancel, resetup, reactivate. Each checks
 * every mailbox first (a 404 for unknown uids, a 409 listing mailboxes in the wrong status) and
 * changes nothing unless all can move, except uncancel, which answers per mailbox like the real
 * service.
 */

/**
 * Schedules mailboxes (named by uid, or every mailbox of the domains named) for cancellation. A
 * mailbox with a paid period left is cancelled at its end (`renewal_date`); others at once, by a
 * job. Until then Uncancel takes it back. A named mailbox already being cancelled (or cancelled)
 * is left as it is and returned in its current state, as the real service's clients expect.
 */
export async function cancelMailboxes(
  db: Kysely<DB>,
  ctx: AppContext,
  workspaceId: string,
  input: { uids: readonly string[]; domainUids: readonly string[] },
): Promise<MailboxRow[]> {
  return inTransaction(db, async (trx) => {
    const named = await getMailboxesByUids(trx, workspaceId, input.uids);
    const domains = await getDomainsByUids(trx, workspaceId, input.domainUids);
    const ofDomains =
      domains.length === 0
        ? []
        : (
            await listMailboxRows(
              trx,
              { workspaceId, selection: { uids: [], domainIds: domains.map((d) => d.id) } },
              0,
              10_000,
            )
          ).rows.filter(
            (m) =>
              m.status !== 'scheduled_for_cancellation' && CANCELLABLE_STATUSES.includes(m.status),
          );
    // Locked and read again (with their domains): a job moving one of them meanwhile is seen.
    const mailboxes = await lockMailboxes(trx, [
      ...new Map([...named, ...ofDomains].map((m) => [m.id, m])).values(),
    ]);
    // Cancelling is idempotent: a mailbox already on its way out is reported as it is.
    requireStatuses(
      mailboxes.slice(0, named.length),
      [...CANCELLABLE_STATUSES, ...CANCELLING_STATUSES],
      'cancel it (a mailbox being set up is cancelled once it is active or failed)',
    );
    const now = isoNow();
    const out: MailboxRow[] = [];
    for (const mailbox of mailboxes) {
      if (CANCELLING_STATUSES.includes(mailbox.status)) {
        out.push(mailbox);
        continue;
      }
      // One of the domains' mailboxes that a job moved meanwhile is left where it is.
      if (!CANCELLABLE_STATUSES.includes(mailbox.status)) continue;
      const paidUntil =
        mailbox.renewal_date &&
        mailbox.renewal_date > now &&
        mailbox.status !== 'failed' &&
        mailbox.status !== 'renewal_failed'
          ? mailbox.renewal_date
          : now;
      const moved = await transitionMailbox(trx, ctx, mailbox, 'scheduled_for_cancellation', {
        cancel_at: paidUntil,
      });
      await ctx.jobs.enqueue(
        trx,
        upkeepJobs.cancel,
        { mailboxId: mailbox.id, cancelAt: paidUntil },
        { key: `mailbox-cancel:${mailbox.id}:${paidUntil}`, runAt: new Date(paidUntil) },
      );
      out.push(moved);
    }
    return out;
  });
}

export interface UncancelResult {
  success: Array<{ uid: string; status: MailboxStatus }>;
  failed: Array<{ uid: string; error: string }>;
}

/**
 * Takes back scheduled cancellations whose date has not come: each mailbox returns to the status
 * it had. Mailboxes not scheduled for cancellation, or whose date has passed, are listed in
 * `failed` with the reason; the others are uncancelled.
 */
export async function uncancelMailboxes(
  db: Kysely<DB>,
  ctx: AppContext,
  workspaceId: string,
  uids: readonly string[],
): Promise<UncancelResult> {
  return inTransaction(db, async (trx) => {
    const mailboxes = await lockMailboxesByUids(trx, workspaceId, uids);
    const result: UncancelResult = { success: [], failed: [] };
    const now = isoNow();
    for (const mailbox of mailboxes) {
      if (mailbox.status !== 'scheduled_for_cancellation' || !mailbox.previous_status) {
        result.failed.push({
          uid: mailbox.uid,
          error: `The mailbox is ${mailbox.status}, not scheduled for cancellation`,
        });
      } else if (mailbox.cancel_at && mailbox.cancel_at <= now) {
        result.failed.push({
          uid: mailbox.uid,
          error: `The cancellation window closed at ${mailbox.cancel_at}`,
        });
      } else {
        const back = await transitionMailbox(trx, ctx, mailbox, mailbox.previous_status, {
          cancel_at: null,
        });
        result.success.push({ uid: back.uid, status: back.status });
      }
    }
    return result;
  });
}

/**
 * Sets failed mailboxes up again from the start of their platform's path (`failed` ->
 * `pending`), counting the resetup; its outcome is the resetup status. A failed setup was
 * refunded, so the resetup is charged again (402 `INSUFFICIENT_FUNDS`, nothing set up, when the
 * wallet holds too little).
 */
export async function resetupMailboxes(
  db: Kysely<DB>,
  ctx: AppContext,
  caller: Caller,
  uids: readonly string[],
): Promise<MailboxRow[]> {
  return inTransaction(db, async (trx) => {
    const mailboxes = await lockMailboxesByUids(trx, caller.workspaceId, uids);
    requireStatuses(mailboxes, ['failed'], 'set it up again (only failed mailboxes are)');
    requireReal(ctx, 'Setting mailboxes up again', mailboxNeeds(mailboxes));
    const now = isoNow();
    const out: MailboxRow[] = [];
    for (const mailbox of mailboxes) {
      const moved = await transitionMailbox(trx, ctx, mailbox, 'pending', {
        setup_kind: 'resetup',
        resetup_status: 'in_progress',
        resetup_count: mailbox.resetup_count + 1,
        last_resetup_at: now,
      });
      await scheduleSetupStep(trx, ctx, moved);
      out.push(moved);
    }
    await chargeSetups(trx, ctx, caller, out, 'resetup');
    return out;
  });
}

/**
 * Reactivates suspended or disabled MICROSOFT / AZURE mailboxes: the licence and sign-in are
 * restored (`processing`), checked (`finalizing_setup`), and the mailbox is `active` again.
 * Other platforms are a 400 naming `uids[i]`.
 */
export async function reactivateMailboxes(
  db: Kysely<DB>,
  ctx: AppContext,
  workspaceId: string,
  uids: readonly string[],
): Promise<MailboxRow[]> {
  return inTransaction(db, async (trx) => {
    const mailboxes = await lockMailboxesByUids(trx, workspaceId, uids);
    const wrong = mailboxes.flatMap((m, i) =>
      platformProfile(m.platform).reactivatable
        ? []
        : [
            {
              field: `uids[${i}]`,
              message: `is a ${m.platform} mailbox; only MICROSOFT and AZURE mailboxes are reactivated`,
            },
          ],
    );
    if (wrong[0])
      throw new ApiError('VALIDATION_FAILED', `${wrong[0].field} ${wrong[0].message}`, wrong);
    requireStatuses(
      mailboxes,
      ['suspended', 'inactive'],
      'reactivate it (only suspended or inactive mailboxes are)',
    );
    const out: MailboxRow[] = [];
    for (const mailbox of mailboxes) {
      const moved = await transitionMailbox(trx, ctx, mailbox, 'processing', {
        setup_kind: 'reactivation',
      });
      await scheduleSetupStep(trx, ctx, moved);
      out.push(moved);
    }
    return out;
  });
}
