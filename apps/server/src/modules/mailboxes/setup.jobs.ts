import type { Transaction } from 'kysely';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { whileStill } from '../../db/transaction.js';
import { defineJob, type JobHelpers, RetryJobError } from '../../jobs/job.js';
import { defineHook } from '../../lib/hook.js';
import { addMonths } from '../../lib/time.js';
import type { HostStep } from '../../providers/mailbox-host.js';
import type { Pace } from '../../providers/pace.js';
import type { ProviderError, ProviderResult } from '../../providers/result.js';
import {
  applyMailPlatformRecords,
  mailRecordsVisible,
  openDkimKey,
  publishHostRecords,
} from '../dns/surface.js';
import { openCredentials } from './credentials.js';
import { accountOf, after, MAILBOX_POLICY, mailboxIn } from './job-support.js';
import { type MailboxStatus, SETUP_STATUSES, type SetupStatus } from './mailbox.lifecycle.js';
import { nextSetupStatus } from './mailbox.platforms.js';
import { transitionMailbox } from './mailbox.transition.js';
import { refundSetup } from './mailbox-billing.js';
import { type MailboxFieldChanges, updateMailboxFields } from './mailboxes.repository.js';
import type { MailboxRow } from './mailboxes.table.js';
import { upkeepJobs } from './upkeep.jobs.js';

/** What one provisioning step came to; `host` is what the host asked for besides. */
type StepOutcome =
  | { kind: 'done'; changes?: MailboxFieldChanges; host?: HostStep }
  | { kind: 'wait'; host?: HostStep }
  | { kind: 'error'; error: ProviderError };

/** A provider result as a step outcome. */
const outcome = (result: ProviderResult<HostStep>, changes?: MailboxFieldChanges): StepOutcome => {
  if (!result.ok) return { kind: 'error', error: result.error };
  if (result.waiting) return { kind: 'wait', host: result };
  const account = result.accountId ? { host_account_id: result.accountId } : {};
  return { kind: 'done', changes: { ...changes, ...account }, host: result };
};

/**
 * Each pre-active status as data: how long after entering it its work runs (`delay`), how long a
 * waiting status may wait (`deadline`), and the work, done through the mailbox host (and the DNS
 * module for the domain's mail records). Entering a status schedules its work; when the work is
 * done the mailbox moves to the next status of its platform's path (`mailbox.platforms.ts`).
 */
const STEPS: Record<
  SetupStatus,
  {
    delay: keyof Pace;
    deadline?: keyof Pace;
    work(ctx: AppContext, mailbox: MailboxRow): Promise<StepOutcome>;
  }
> = {
  scheduled: { delay: 'mailboxOrderMs', work: async () => ({ kind: 'done' }) },
  pending: { delay: 'mailboxQueueMs', work: async () => ({ kind: 'done' }) },
  processing: {
    delay: 'mailboxAccountMs',
    async work(ctx, m) {
      const host = ctx.providers.mailboxHost;
      if (m.setup_kind === 'reactivation')
        return outcome(await host.reactivateAccount(accountOf(m)));
      const { password, app_password } = openCredentials(ctx.secrets, m);
      const created = await host.createAccount({
        ...accountOf(m),
        firstName: m.first_name,
        lastName: m.last_name,
        password,
        appPassword: app_password,
        isAdmin: m.is_admin === 1,
      });
      return outcome(created, created.ok ? { host_account_id: created.accountId } : undefined);
    },
  },
  waiting_for_activation_email: {
    delay: 'activationPollMs',
    deadline: 'activationDeadlineMs',
    async work(ctx, m) {
      const result = await ctx.providers.mailboxHost.checkActivationEmail({
        ...accountOf(m),
        since: m.status_changed_at,
      });
      if (!result.ok) return { kind: 'error', error: result.error };
      return result.received ? { kind: 'done' } : { kind: 'wait' };
    },
  },
  activation_email_received: {
    delay: 'activationPollMs',
    work: async (ctx, m) => outcome(await ctx.providers.mailboxHost.activateTenant(accountOf(m))),
  },
  configuring_workspace: {
    delay: 'mailboxWorkspaceMs',
    async work(ctx, m) {
      const { password } = openCredentials(ctx.secrets, m);
      const account = {
        firstName: m.first_name,
        lastName: m.last_name,
        password,
        isAdmin: m.is_admin === 1,
      };
      return outcome(await ctx.providers.mailboxHost.setupWorkspace({ ...accountOf(m), account }));
    },
  },
  configuring_dns: {
    delay: 'mailboxDnsMs',
    async work(ctx, m) {
      if (!(await applyMailPlatformRecords(ctx, m.domain_id))) {
        return {
          kind: 'error',
          error: { code: 'no_dns_zone', message: 'The domain has no DNS zone', retryable: false },
        };
      }
      const dkim = await openDkimKey(ctx, m.domain_id);
      return outcome(await ctx.providers.mailboxHost.configureDns({ ...accountOf(m), dkim }));
    },
  },
  waiting_for_dns_propagation: {
    delay: 'propagationPollMs',
    deadline: 'mailboxDnsDeadlineMs',
    async work(ctx, m) {
      const ours = await mailRecordsVisible(ctx, m.domain_id);
      if (ours === null) {
        const error = {
          code: 'dns_host_unavailable',
          message: 'The DNS host did not answer',
          retryable: true,
        };
        return { kind: 'error', error };
      }
      const theirs = await ctx.providers.mailboxHost.checkDns(accountOf(m));
      if (!theirs.ok) return { kind: 'error', error: theirs.error };
      return ours && theirs.visible ? { kind: 'done' } : { kind: 'wait' };
    },
  },
  configuring_dkim: {
    delay: 'mailboxDkimMs',
    async work(ctx, m) {
      const dkim = await openDkimKey(ctx, m.domain_id);
      return outcome(await ctx.providers.mailboxHost.enableDkim({ ...accountOf(m), dkim }));
    },
  },
  configuring_auth: {
    delay: 'mailboxAuthMs',
    async work(ctx, m) {
      const { app_password, secret } = openCredentials(ctx.secrets, m);
      return outcome(
        await ctx.providers.mailboxHost.configureAuth({
          ...accountOf(m),
          appPassword: app_password,
          totpSecret: secret,
        }),
      );
    },
  },
  finalizing_setup: {
    delay: 'mailboxFinalizeMs',
    work: async (ctx, m) => outcome(await ctx.providers.mailboxHost.finalize(accountOf(m))),
  },
};

const STEP_ATTEMPTS = 5;

/**
 * Runs the work of the status a mailbox is in. Done: the next status of its path (`active` at the
 * end). Still waiting (activation email, DNS): looks again after the step's delay, and fails at
 * the deadline. A provider refusal: `failed`, with the reason; a retryable error is retried, and
 * fails after the last attempt.
 */
export const setupStepJob = defineJob({
  name: 'mailboxes.setup-step',
  payload: Type.Object({ mailboxId: Type.String(), status: Type.String() }),
  maxAttempts: STEP_ATTEMPTS,
  async handle({ mailboxId, status }, helpers: JobHelpers) {
    const { ctx } = helpers;
    if (!(SETUP_STATUSES as readonly string[]).includes(status)) return;
    const step = STEPS[status as SetupStatus];
    const mailbox = await mailboxIn(ctx, mailboxId, [status as SetupStatus]);
    if (!mailbox) return;
    const pace = ctx.providers.mailboxPace(mailbox.platform);
    let result = await step.work(ctx, mailbox);
    const records = result.kind === 'error' ? undefined : result.host?.records;
    if (records?.length && !(await publishHostRecords(ctx, mailbox.domain_id, records))) {
      const error = {
        code: 'no_dns_zone',
        message: 'The domain has no DNS zone',
        retryable: false,
      };
      result = { kind: 'error', error };
    }
    if (
      result.kind === 'error' &&
      result.error.retryable &&
      helpers.attempt < helpers.maxAttempts
    ) {
      throw new RetryJobError(
        `${result.error.code}: ${result.error.message}`,
        after(pace.providerRetryMs),
      );
    }
    if (result.kind === 'wait') {
      // A step with no deadline of its own that the host makes wait (its domain verification)
      // gets the DNS deadline, from its first wait.
      const deadline =
        mailbox.step_deadline ?? after(pace[step.deadline ?? 'mailboxDnsDeadlineMs']).toISOString();
      if (Date.now() < Date.parse(deadline)) {
        const why = result.host?.waiting;
        if (deadline !== mailbox.step_deadline || (why && why !== mailbox.status_reason)) {
          await whileStill(ctx.db, 'mailboxes', mailbox, (trx, fresh) =>
            updateMailboxFields(trx, fresh.id, {
              step_deadline: deadline,
              ...(why ? { status_reason: why } : {}),
              updated_at: new Date().toISOString(),
            }),
          );
        }
        const runAt = after(pace[step.delay]);
        await ctx.jobs.enqueue(
          ctx.db,
          setupStepJob,
          { mailboxId, status },
          {
            key: `mailbox-step:${mailboxId}:${status}:${runAt.toISOString()}`,
            runAt,
          },
        );
        return;
      }
      await whileStill(ctx.db, 'mailboxes', mailbox, (trx, fresh) =>
        failSetup(trx, ctx, fresh, {
          failure_code: 'deadline_passed',
          status_reason: result.host?.waiting
            ? `${result.host.waiting}, and the deadline passed`
            : `${status === 'waiting_for_activation_email' ? 'The activation email did not arrive' : 'The host did not see the domain’s mail records'} by the deadline`,
        }),
      );
      return;
    }
    await whileStill(ctx.db, 'mailboxes', mailbox, async (trx, fresh) => {
      if (result.kind === 'error') {
        const tries = result.error.retryable ? ` (gave up after ${helpers.attempt} attempts)` : '';
        await failSetup(trx, ctx, fresh, {
          failure_code: result.error.code,
          status_reason: `${result.error.message}${tries}`,
        });
        return;
      }
      await advance(trx, ctx, fresh, withNotes(fresh, result.changes ?? {}, result.host));
    });
  },
});

/**
 * A setup step failed for good: `failed`, and the setup's charge (a purchase, re-purchase or
 * resetup that has not reached `active`) goes back into the wallet in the same transaction.
 */
async function failSetup(
  trx: Transaction<DB>,
  ctx: AppContext,
  mailbox: MailboxRow,
  changes: { failure_code: string; status_reason: string },
): Promise<void> {
  const paid = mailbox.charge_entry_id !== null && (mailbox.charge_cents ?? 0) > 0;
  await transitionMailbox(trx, ctx, mailbox, 'failed', {
    ...changes,
    status_reason: `${changes.status_reason}${paid ? '; the charge was refunded' : ''}`,
    step_deadline: null,
    charge_entry_id: null,
    charge_cents: null,
  });
  // After the mailbox's own writes: the wallet is the last lock.
  await refundSetup(trx, mailbox, `setup failed (${changes.failure_code})`);
}

/**
 * The step's changes with what the host left for a person added to the mailbox's notes (a new
 * setup starts them afresh), and the notes as the `status_reason` of the next status.
 */
function withNotes(
  mailbox: MailboxRow,
  changes: MailboxFieldChanges,
  host: HostStep | undefined,
): MailboxFieldChanges {
  const before = mailbox.status === 'processing' ? [] : mailbox.host_notes.split('\n');
  const notes = [...before, host?.manualStep ?? '']
    .filter((line, i, all) => line !== '' && all.indexOf(line) === i)
    .join('\n');
  return { ...changes, host_notes: notes, ...(notes ? { status_reason: notes } : {}) };
}

/** Moves a mailbox whose step is done to the next status of its path, and schedules what follows. */
async function advance(
  trx: Transaction<DB>,
  ctx: AppContext,
  mailbox: MailboxRow,
  changes: MailboxFieldChanges,
): Promise<void> {
  const next = nextSetupStatus(
    mailbox.platform,
    mailbox.setup_kind === 'reactivation',
    mailbox.status,
  );
  if (!next) return;
  if (next === 'active') {
    await activate(trx, ctx, mailbox, changes);
    return;
  }
  const deadline = STEPS[next as SetupStatus]?.deadline;
  const moved = await transitionMailbox(trx, ctx, mailbox, next, {
    ...changes,
    step_deadline: deadline
      ? after(ctx.providers.mailboxPace(mailbox.platform)[deadline]).toISOString()
      : null,
  });
  await scheduleSetupStep(trx, ctx, moved);
}

/**
 * Queues the work of the status the mailbox is now in, after that step's delay on its platform's
 * pace (none on a real host: `realHostPace`).
 */
export async function scheduleSetupStep(
  trx: Transaction<DB>,
  ctx: AppContext,
  mailbox: Pick<MailboxRow, 'id' | 'status' | 'resetup_count' | 'platform'>,
): Promise<void> {
  const step = STEPS[mailbox.status as SetupStatus];
  if (!step) return;
  await ctx.jobs.enqueue(
    trx,
    setupStepJob,
    { mailboxId: mailbox.id, status: mailbox.status },
    {
      key: `mailbox-step:${mailbox.id}:${mailbox.status}:${mailbox.resetup_count}`,
      runAt: after(ctx.providers.mailboxPace(mailbox.platform)[step.delay]),
    },
  );
}

/**
 * The last move of a setup: `active`. A first activation starts the subscription (renewal date a
 * month on, `renewal_status` pending); every activation schedules the host's account check.
 */
async function activate(
  trx: Transaction<DB>,
  ctx: AppContext,
  mailbox: MailboxRow,
  changes: MailboxFieldChanges,
): Promise<MailboxRow> {
  const now = new Date().toISOString();
  const starts = mailbox.renewal_date === null || mailbox.setup_kind === 'repurchase';
  const renewalDate = starts
    ? addMonths(now, MAILBOX_POLICY.renewalCycleMonths)
    : (mailbox.renewal_date as string);
  const active = await transitionMailbox(trx, ctx, mailbox, 'active', {
    ...changes,
    step_deadline: null,
    // The setup is delivered: its charge is no longer refundable.
    charge_entry_id: null,
    charge_cents: null,
    activated_at: mailbox.activated_at ?? now,
    ...(starts ? { renewal_date: renewalDate, renewal_status: 'pending' as const } : {}),
  });
  await ctx.jobs.enqueue(
    trx,
    upkeepJobs.checkAccount,
    { mailboxId: mailbox.id },
    {
      key: `mailbox-check:${mailbox.id}:${now}`,
      runAt: after(ctx.providers.pace.mailboxHealthCheckMs),
    },
  );
  if (starts) await upkeepJobs.scheduleRenewal(trx, ctx, active);
  // A mailbox on a real mail server is read for Email Insight from now on.
  await mailboxActivatedHook.get()(trx, ctx, active);
  return active;
}

/**
 * What follows a mailbox's activation, in the transaction that activates it: Email Insight starts
 * reading a mailbox on a real mail server (`scheduleMailIngest`). Insights builds on mailboxes,
 * so it registers the hook (the composition root does: `wireModules`) rather than being imported.
 */
export type MailboxActivated = (
  trx: Transaction<DB>,
  ctx: AppContext,
  mailbox: MailboxRow,
) => Promise<void>;

export const mailboxActivatedHook = defineHook<MailboxActivated>('the mailbox-activated hook');

/** Statuses whose step work exists (for docs and tests). */
export const SETUP_STEP_STATUSES = Object.keys(STEPS) as MailboxStatus[];
