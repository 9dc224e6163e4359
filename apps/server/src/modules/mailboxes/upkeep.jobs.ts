import type { Transaction } from 'kysely';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { type Executor, whileStill } from '../../db/transaction.js';
import { defineJob, RetryJobError } from '../../jobs/job.js';
import { addMonths } from '../../lib/time.js';
import { insufficientFunds } from '../billing/surface.js';
import { clearTags } from '../tags/surface.js';
import { sealCredentials } from './credentials.js';
import { accountOf, after, MAILBOX_POLICY, mailboxIn } from './job-support.js';
import { transitionMailbox } from './mailbox.transition.js';
import { chargeRenewal as chargeMailboxRenewal } from './mailbox-billing.js';
import { updateMailboxFields } from './mailboxes.repository.js';
import type { MailboxRow } from './mailboxes.table.js';

const MailboxPayload = Type.Object({ mailboxId: Type.String() });

const retryLater = (ctx: AppContext, message: string): never => {
  throw new RetryJobError(message, after(ctx.providers.pace.providerRetryMs));
};

/**
 * The host's look at an active account, once after each activation: a suspended account goes
 * `suspended`, one whose sign-in was disabled `inactive`. (A live adapter would be polled on a
 * schedule; the sandbox checks once, which is enough to make those statuses real.)
 */
const checkAccount = defineJob({
  name: 'mailboxes.check-account',
  payload: MailboxPayload,
  async handle({ mailboxId }, { ctx }) {
    const mailbox = await mailboxIn(ctx, mailboxId, ['active']);
    if (!mailbox) return;
    const result = await ctx.providers.mailboxHost.checkAccount(accountOf(mailbox));
    if (!result.ok) {
      if (result.error.retryable) retryLater(ctx, result.error.message);
      return;
    }
    if (result.state === 'active') return;
    await whileStill(ctx.db, 'mailboxes', mailbox, (trx, fresh) =>
      result.state === 'suspended'
        ? transitionMailbox(trx, ctx, fresh, 'suspended', {
            failure_code: 'suspended_by_host',
            status_reason: 'The host suspended the account',
          })
        : transitionMailbox(trx, ctx, fresh, 'inactive', {
            failure_code: 'sign_in_disabled',
            status_reason: 'The host disabled sign-in for the account',
          }),
    );
  },
});

/**
 * A renewal falls due (at `renewal_date`): `renewal_status` goes `pending` and the charge is
 * made shortly after. Only active mailboxes are charged; others are looked at again next cycle.
 */
const renew = defineJob({
  name: 'mailboxes.renew',
  payload: MailboxPayload,
  async handle({ mailboxId }, { ctx }) {
    const mailbox = await mailboxIn(ctx, mailboxId, ['active', 'inactive', 'suspended']);
    if (!mailbox?.renewal_date) return;
    if (mailbox.status !== 'active') {
      const next = addMonths(mailbox.renewal_date, MAILBOX_POLICY.renewalCycleMonths);
      await updateMailboxFields(ctx.db, mailbox.id, {
        renewal_date: next,
        updated_at: new Date().toISOString(),
      });
      await scheduleRenewal(ctx.db, ctx, { ...mailbox, renewal_date: next });
      return;
    }
    await whileStill(ctx.db, 'mailboxes', mailbox, async (trx, fresh) => {
      await updateMailboxFields(trx, fresh.id, {
        renewal_status: 'pending',
        updated_at: new Date().toISOString(),
      });
      await ctx.jobs.enqueue(
        trx,
        chargeRenewal,
        { mailboxId },
        {
          key: `mailbox-charge:${mailboxId}:${fresh.renewal_date}`,
          runAt: after(ctx.providers.pace.mailboxRenewalChargeMs),
        },
      );
    });
  },
});

/**
 * Charges a renewal from the wallet, once per renewal date (a retried job finds the charge made).
 * Paid: `renewal_status` `completed`, `renewal_date` a month on (and a mailbox in
 * `renewal_failed` back to `active`). Short of funds: `renewal_failed` with `renewal_status`
 * `failed`, retried once after a delay; short again: `permanent_failure`, and the mailbox is
 * `cancelled`.
 */
const chargeRenewal = defineJob({
  name: 'mailboxes.charge-renewal',
  payload: MailboxPayload,
  async handle({ mailboxId }, { ctx }) {
    const mailbox = await mailboxIn(ctx, mailboxId, ['active', 'renewal_failed']);
    if (!mailbox?.renewal_date) return;
    if (mailbox.status === 'active' && mailbox.renewal_status !== 'pending') return;
    const short = await whileStill(ctx.db, 'mailboxes', mailbox, async (trx, fresh) => {
      const next = addMonths(fresh.renewal_date as string, MAILBOX_POLICY.renewalCycleMonths);
      const paid = { renewal_status: 'completed' as const, renewal_date: next };
      const result = await chargeMailboxRenewal(trx, ctx, fresh);
      if (!result.ok)
        return insufficientFunds('renew the mailbox', result.neededCents, result.balanceCents);
      // The wallet is locked now; these writes take no new lock (the mailbox is held already).
      let renewed: MailboxRow = { ...fresh, ...paid };
      if (fresh.status === 'renewal_failed') {
        renewed = await transitionMailbox(trx, ctx, fresh, 'active', paid);
      } else {
        await updateMailboxFields(trx, fresh.id, { ...paid, updated_at: new Date().toISOString() });
      }
      await scheduleRenewal(trx, ctx, renewed);
      return null;
    });
    if (!short) return;
    // Short of funds: nothing was written; the failure is recorded in a transaction of its own.
    await whileStill(ctx.db, 'mailboxes', mailbox, async (trx, fresh) => {
      const date = fresh.renewal_date as string;
      if (fresh.status === 'active') {
        await transitionMailbox(trx, ctx, fresh, 'renewal_failed', {
          renewal_status: 'failed',
          failure_code: 'insufficient_funds',
          status_reason: `${short.message} Retrying once.`,
        });
        await ctx.jobs.enqueue(
          trx,
          chargeRenewal,
          { mailboxId },
          {
            key: `mailbox-charge-retry:${mailboxId}:${date}`,
            runAt: after(ctx.providers.pace.mailboxRenewalRetryMs),
          },
        );
      } else {
        await endSubscription(trx, ctx, fresh, {
          renewal_status: 'permanent_failure',
          failure_code: 'insufficient_funds',
          status_reason: `${short.message} Still short on the retry: the subscription ended.`,
        });
      }
    });
  },
});

/** Queues the renewal of the mailbox's current period, at its `renewal_date`. */
async function scheduleRenewal(
  trx: Executor,
  ctx: AppContext,
  mailbox: Pick<MailboxRow, 'id' | 'renewal_date'>,
): Promise<void> {
  if (!mailbox.renewal_date) return;
  await ctx.jobs.enqueue(
    trx,
    renew,
    { mailboxId: mailbox.id },
    {
      key: `mailbox-renew:${mailbox.id}:${mailbox.renewal_date}`,
      runAt: new Date(mailbox.renewal_date),
    },
  );
}

/**
 * A scheduled cancellation takes effect (at `cancel_at`): the host ends the subscription and the
 * mailbox is `cancelled`.
 */
const cancel = defineJob({
  name: 'mailboxes.cancel',
  payload: Type.Object({ mailboxId: Type.String(), cancelAt: Type.String() }),
  async handle({ mailboxId, cancelAt }, { ctx }) {
    const mailbox = await mailboxIn(ctx, mailboxId, ['scheduled_for_cancellation']);
    // Uncancelled and cancelled again meanwhile: the newer cancellation has its own job.
    if (mailbox?.cancel_at !== cancelAt) return;
    const result = await ctx.providers.mailboxHost.cancelAccount(accountOf(mailbox));
    if (!result.ok && result.error.retryable) retryLater(ctx, result.error.message);
    await whileStill(ctx.db, 'mailboxes', mailbox, (trx, fresh) =>
      endSubscription(trx, ctx, fresh, { renewal_status: 'cancelled' }),
    );
  },
});

/** `cancelled`, and the archive queued after the retention period. */
export async function endSubscription(
  trx: Transaction<DB>,
  ctx: AppContext,
  mailbox: MailboxRow,
  changes: Parameters<typeof transitionMailbox>[4],
): Promise<void> {
  const ended = await transitionMailbox(trx, ctx, mailbox, 'cancelled', changes);
  await ctx.jobs.enqueue(
    trx,
    archive,
    { mailboxId: mailbox.id, since: ended.status_changed_at },
    {
      key: `mailbox-archive:${mailbox.id}:${ended.status_changed_at}`,
      runAt: after(MAILBOX_POLICY.cancelledRetentionMs),
    },
  );
}

/** Payload of the retention jobs: `since` is when the mailbox entered the status they end. */
const RetentionPayload = Type.Object({ mailboxId: Type.String(), since: Type.String() });

/** `cancelled` -> `archived` after the retention period; deletion follows after another. */
const archive = defineJob({
  name: 'mailboxes.archive',
  payload: RetentionPayload,
  async handle({ mailboxId, since }, { ctx }) {
    const mailbox = await mailboxIn(ctx, mailboxId, ['cancelled']);
    // Re-purchased and cancelled again meanwhile: the later cancellation has its own job.
    if (mailbox?.status_changed_at !== since) return;
    await whileStill(ctx.db, 'mailboxes', mailbox, async (trx, fresh) => {
      const archived = await transitionMailbox(trx, ctx, fresh, 'archived');
      await ctx.jobs.enqueue(
        trx,
        remove,
        { mailboxId, since: archived.status_changed_at },
        {
          key: `mailbox-delete:${mailboxId}:${archived.status_changed_at}`,
          runAt: after(MAILBOX_POLICY.archiveRetentionMs),
        },
      );
    });
  },
});

/**
 * `archived` -> `deleted`: the host deletes the account; the credentials are wiped (the deleted
 * event carries empty ones: there is nothing left to sign in to) and the tags taken off.
 */
const remove = defineJob({
  name: 'mailboxes.delete',
  payload: RetentionPayload,
  async handle({ mailboxId, since }, { ctx }) {
    const mailbox = await mailboxIn(ctx, mailboxId, ['archived']);
    if (mailbox?.status_changed_at !== since) return;
    const result = await ctx.providers.mailboxHost.deleteAccount(accountOf(mailbox));
    if (!result.ok && result.error.retryable) retryLater(ctx, result.error.message);
    await whileStill(ctx.db, 'mailboxes', mailbox, async (trx, fresh) => {
      await clearTags(trx, 'mailbox', [fresh.id]);
      await transitionMailbox(trx, ctx, fresh, 'deleted', {
        ...sealCredentials(ctx.secrets, { password: '', app_password: '', secret: '' }),
        signature: '',
      });
    });
  },
});

/** Upkeep of mailboxes after setup (registered in `main/jobs.ts` via `mailbox.jobs.ts`). */
export const upkeepJobs = {
  checkAccount,
  renew,
  chargeRenewal,
  cancel,
  archive,
  remove,
  scheduleRenewal,
};
