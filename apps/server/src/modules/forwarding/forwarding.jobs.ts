import type { Transaction } from 'kysely';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { type Executor, whileStill } from '../../db/transaction.js';
import { ApiError } from '../../http/errors.js';
import { defineJob } from '../../jobs/job.js';
import type { ProviderResult } from '../../providers/result.js';
import {
  emailOf,
  findMailboxByInternalId,
  type MailboxRow,
  setMailboxForwarding,
} from '../mailboxes/surface.js';
import { HOLD_MS, heldMessage, holdExpired, needsHold, nextLook } from './forwarding-hold.js';
import { transitionForwardingJob } from './forwarding-job.transition.js';
import {
  findForwardingJobById,
  findHeldForwardingJobs,
  findOpenForwardingJobs,
  updateForwardingJobFields,
} from './forwarding-jobs.repository.js';
import type { ForwardingJobRow } from './forwarding-jobs.table.js';

/** The per-record attempt cap (the contract's `max_attempts`). */
export const FORWARDING_POLICY = { maxAttempts: 3 } as const;

const after = (ms: number) => new Date(Date.now() + ms);

/**
 * Runs one forwarding job through the mailbox host. Only the oldest open job of a mailbox runs:
 * a later one waits (looked at again every `forwardingWaitMs`, and started at once when the one
 * before it ends), so no two jobs of one mailbox run at once and they apply in order. An attempt
 * the host fails in a way that may pass goes back to `pending` with `next_retry_at` (doubling
 * from `forwardingRetryMs`) until `max_attempts`; a refusal, or the last failed attempt, ends it
 * `failed`. A run of a job left `processing` by a worker that died makes the attempt again (the
 * host calls are idempotent).
 */
export const runForwardingJob = defineJob({
  name: 'forwarding.run',
  payload: Type.Object({ jobId: Type.String() }),
  async handle({ jobId }, { ctx, attempt }) {
    let job = await findForwardingJobById(ctx.db, jobId);
    if (!job) return;
    if (job.status === 'pending') {
      // A retry is scheduled for later: its own run will come.
      if (job.next_retry_at && Date.now() < Date.parse(job.next_retry_at)) return;
      const claimed = await claim(ctx, job);
      if (!claimed) return;
      job = claimed;
    } else if (job.status !== 'processing' || attempt === 1) {
      return;
    }
    const mailbox = await findMailboxByInternalId(ctx.db, job.mailbox_id);
    if (!mailbox) return;
    const result = await applyAtHost(ctx, mailbox, job);
    await whileStill(ctx.db, 'forwarding_jobs', job, (trx, fresh) =>
      settleAttempt(trx, ctx, fresh, result),
    );
  },
});

/**
 * `pending` -> `processing` if the job is the oldest open one of its mailbox and the mailbox is
 * still active (`failed` otherwise). Null when the job cannot run now.
 */
async function claim(ctx: AppContext, job: ForwardingJobRow): Promise<ForwardingJobRow | null> {
  return whileStill(ctx.db, 'forwarding_jobs', job, async (trx, fresh) => {
    const [oldest] = await findOpenForwardingJobs(trx, fresh.mailbox_id);
    if (oldest && oldest.id !== fresh.id) {
      const waiting = 'Waiting for an earlier forwarding job of this mailbox';
      if (fresh.status_message !== waiting) {
        await updateForwardingJobFields(trx, fresh.id, {
          status_message: waiting,
          updated_at: new Date().toISOString(),
        });
      }
      await scheduleForwardingRun(trx, ctx, fresh, `wait:${Date.now()}`);
      return null;
    }
    const mailbox = await findMailboxByInternalId(trx, fresh.mailbox_id);
    if (mailbox?.status !== 'active') {
      await transitionForwardingJob(trx, ctx, fresh, 'failed', {
        held_since: null,
        status_message: 'Not applied',
        error_message: `The mailbox is ${mailbox?.status ?? 'gone'}; forwarding changes only on an active mailbox`,
      });
      await startNext(trx, ctx, fresh.mailbox_id);
      return null;
    }
    if (await needsHold(ctx, trx, fresh)) return hold(trx, ctx, fresh);
    try {
      return await transitionForwardingJob(trx, ctx, fresh, 'processing', {
        held_since: null,
        attempts: fresh.attempts + 1,
        last_attempt_at: new Date().toISOString(),
        next_retry_at: null,
        status_message: `Attempt ${fresh.attempts + 1} of ${fresh.max_attempts}`,
      });
    } catch (error) {
      // Another run of the same job claimed it first.
      if (error instanceof ApiError && error.code === 'CONFLICT') return null;
      throw error;
    }
  });
}

/**
 * Holds a job whose destination is not verified (forwarding-hold.ts): it stays `pending`, says
 * why, and is looked at again later; held for {@link HOLD_MS}, it ends `failed`.
 */
async function hold(trx: Transaction<DB>, ctx: AppContext, job: ForwardingJobRow): Promise<null> {
  const now = Date.now();
  const since = job.held_since ?? new Date(now).toISOString();
  if (holdExpired(since, now)) {
    await transitionForwardingJob(trx, ctx, job, 'failed', {
      held_since: null,
      status_message: 'Not applied: the destination was not verified in time',
      error_message: `${job.forwarding_email} was not verified within ${HOLD_MS / 86_400_000} days`,
    });
    await startNext(trx, ctx, job.mailbox_id);
    return null;
  }
  const message = heldMessage(job.forwarding_email);
  if (job.held_since === null || job.status_message !== message) {
    await updateForwardingJobFields(trx, job.id, {
      held_since: since,
      status_message: message,
      updated_at: new Date(now).toISOString(),
    });
  }
  const at = nextLook(since, now);
  await scheduleForwardingRun(trx, ctx, job, `held:${at.getTime()}`, at);
  return null;
}

/**
 * Runs, now, the workspace's jobs held for `destination` (an address, or every address at a
 * domain), which has just been verified: called in the transaction that verifies it
 * (verified-destinations.service.ts, through the hook `wireModules` registers).
 */
export async function releaseHeldJobs(
  trx: Executor,
  ctx: AppContext,
  workspaceId: string,
  type: 'email' | 'domain',
  destination: string,
): Promise<void> {
  const held = await findHeldForwardingJobs(trx, workspaceId, type, destination);
  const tag = `verified:${Date.now()}`;
  for (const job of held) await scheduleForwardingRun(trx, ctx, job, tag, new Date());
}

function applyAtHost(
  ctx: AppContext,
  mailbox: MailboxRow,
  job: ForwardingJobRow,
): Promise<ProviderResult> {
  const input = {
    platform: mailbox.platform,
    email: emailOf(mailbox),
    domain: mailbox.domain_name,
    accountId: mailbox.host_account_id,
    forwardTo: job.forwarding_email,
  };
  const host = ctx.providers.mailboxHost;
  return job.action === 'disable' ? host.removeForwarding(input) : host.setForwarding(input);
}

const DONE: Record<ForwardingJobRow['action'], (to: string) => string> = {
  enable: (to) => `Forwarding to ${to} enabled`,
  update: (to) => `Forwarding changed to ${to}`,
  disable: (to) => `Forwarding to ${to} removed`,
};

/** Records what the host said about an attempt: done, retry later, or failed for good. */
async function settleAttempt(
  trx: Transaction<DB>,
  ctx: AppContext,
  job: ForwardingJobRow,
  result: ProviderResult,
): Promise<void> {
  if (result.ok) {
    await transitionForwardingJob(trx, ctx, job, 'completed', {
      status_message: DONE[job.action](job.forwarding_email),
      error_message: '',
    });
    await setMailboxForwarding(
      trx,
      job.mailbox_id,
      job.action === 'disable' ? '' : job.forwarding_email,
    );
    await startNext(trx, ctx, job.mailbox_id);
    return;
  }
  const { error } = result;
  if (error.retryable && job.attempts < job.max_attempts) {
    const retryAt = after(ctx.providers.pace.forwardingRetryMs * 2 ** (job.attempts - 1));
    const retrying = await transitionForwardingJob(trx, ctx, job, 'pending', {
      error_message: error.message,
      next_retry_at: retryAt.toISOString(),
      status_message: `Attempt ${job.attempts} of ${job.max_attempts} failed; retrying at ${retryAt.toISOString()}`,
    });
    await scheduleForwardingRun(trx, ctx, retrying, `retry:${job.attempts}`, retryAt);
    return;
  }
  await transitionForwardingJob(trx, ctx, job, 'failed', {
    error_message: error.message,
    status_message: error.retryable
      ? `Not applied: gave up after ${job.attempts} attempts`
      : 'Not applied: the host refused',
  });
  await startNext(trx, ctx, job.mailbox_id);
}

/** Starts the mailbox's next open job at once, now that the one before it has ended. */
async function startNext(trx: Executor, ctx: AppContext, mailboxId: string): Promise<void> {
  const [next] = await findOpenForwardingJobs(trx, mailboxId);
  if (next?.status === 'pending' && !next.next_retry_at) {
    await scheduleForwardingRun(trx, ctx, next, `next:${Date.now()}`, new Date());
  }
}

/**
 * Queues a run of a job: when created (after `forwardingMs`), while it waits for an earlier job
 * (every `forwardingWaitMs`), at a retry time, or at once when its turn has come. Runs of one
 * job may overlap harmlessly: only one claims it.
 */
export async function scheduleForwardingRun(
  trx: Executor,
  ctx: AppContext,
  job: Pick<ForwardingJobRow, 'id'>,
  tag: string,
  runAt?: Date,
): Promise<void> {
  const { pace } = ctx.providers;
  const when = runAt ?? after(tag === 'created' ? pace.forwardingMs : pace.forwardingWaitMs);
  await ctx.jobs.enqueue(
    trx,
    runForwardingJob,
    { jobId: job.id },
    { key: `forwarding-run:${job.id}:${tag}`, runAt: when },
  );
}

/** Every job of the forwarding module (registered in `main/jobs.ts`). */
export const forwardingJobs = { run: runForwardingJob };
