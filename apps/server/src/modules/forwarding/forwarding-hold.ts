import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import type { Executor } from '../../db/transaction.js';
import { isVerifiedDestination } from '../verified-destinations/surface.js';
import { transitionForwardingJob } from './forwarding-job.transition.js';
import type { ForwardingJobRow } from './forwarding-jobs.table.js';

/**
 * Holding forwarding jobs for destinations not verified yet: the `hold` rule of
 * MAILWRIGHT_FORWARDING_REQUIRE_VERIFIED, the production profile's default. Code written for the
 * real service, which forwards to any address, gets its jobs accepted rather than refused; the
 * mail goes nowhere until the destination is verified (docs/api/verified-destinations.md).
 *
 * A held job stays `pending` (the contract's status: a client waits on it as on any queued job),
 * with `held_since` set and the reason in `status_message`. It runs by itself once the
 * destination is verified: at once when it is verified through the API (`releaseHeldJobs` in
 * `forwarding.jobs.ts`), and
 * otherwise at its next look (a domain that became one of the workspace's own, a check that
 * crashed), looks spaced from a minute up to an hour whatever the simulator's speed (a look is
 * the fallback, not the way a verification is noticed). It ends `failed` after
 * {@link HOLD_MS}, or when a later job of its mailbox replaces it ({@link replaceHeldJobs}).
 */

/** How long a job is held before it ends `failed` (7 days). */
export const HOLD_MS = 7 * 24 * 3_600_000;

/** The shortest and the longest wait between two looks at a held job. */
const MIN_LOOK_MS = 60_000;
const MAX_LOOK_MS = 3_600_000;

/** Whether a job would forward to an address this rule does not allow yet. */
export async function needsHold(
  ctx: AppContext,
  db: Executor,
  job: Pick<ForwardingJobRow, 'workspace_id' | 'action' | 'forwarding_email'>,
): Promise<boolean> {
  if (ctx.config.forwarding.requireVerified === 'off' || job.action === 'disable') return false;
  return !(await isVerifiedDestination(db, job.workspace_id, job.forwarding_email));
}

/** What a held job says, for people (its `status_message`). */
export function heldMessage(destination: string): string {
  return `Held until ${destination} is verified: add it (or its domain) with POST /v1/api/verified-domains and verify it; the job then runs by itself`;
}

/** When to look again at a job held since `heldSince`: a quarter of its age, within bounds. */
export function nextLook(heldSince: string, now = Date.now()): Date {
  const age = now - Date.parse(heldSince);
  return new Date(now + Math.min(MAX_LOOK_MS, Math.max(MIN_LOOK_MS, age / 4)));
}

/** Whether a job held since `heldSince` has been held too long. */
export function holdExpired(heldSince: string, now = Date.now()): boolean {
  return now - Date.parse(heldSince) >= HOLD_MS;
}

/**
 * Ends the held jobs among a mailbox's open ones, because a later request replaces them (the
 * customer corrected the address, or removed the forwarding). Returns the open jobs left. The
 * caller holds the mailbox's lock, which every change of its jobs takes first.
 */
export async function replaceHeldJobs(
  trx: Transaction<DB>,
  ctx: AppContext,
  open: readonly ForwardingJobRow[],
): Promise<ForwardingJobRow[]> {
  const left: ForwardingJobRow[] = [];
  for (const job of open) {
    if (job.status !== 'pending' || job.held_since === null) {
      left.push(job);
      continue;
    }
    await transitionForwardingJob(trx, ctx, job, 'failed', {
      held_since: null,
      status_message: 'Not applied: replaced by a later forwarding job of this mailbox',
      error_message: `${job.forwarding_email} was not verified before a later job replaced this one`,
    });
  }
  return left;
}
