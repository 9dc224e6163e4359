import { type Static, Type } from 'typebox';
import type { WebhookConfig } from '../../config.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/transaction.js';

/** Name of the job that makes one delivery attempt (defined in `delivery.job.ts`). */
export const ATTEMPT_JOB_NAME = 'webhooks.attempt';

/**
 * One job per attempt: attempt `attempt` of round `round` of an event. A job whose round or
 * attempt is no longer the event's next one does nothing, so duplicates and jobs left over from
 * before a redelivery are harmless.
 */
export const AttemptJobPayload = Type.Object({
  event_id: Type.String(),
  round: Type.Integer({ minimum: 1 }),
  attempt: Type.Integer({ minimum: 1 }),
  trigger: Type.Union([Type.Literal('automatic'), Type.Literal('manual')]),
  /** Times this attempt waited for the workspace's in-flight cap. */
  deferrals: Type.Integer({ minimum: 0 }),
});
export type AttemptJobPayload = Static<typeof AttemptJobPayload>;

/** Enqueues an attempt in `executor`'s transaction; it runs once that commits, at `runAt`. */
export async function scheduleAttempt(
  executor: Executor,
  ctx: AppContext,
  payload: AttemptJobPayload,
  runAt: Date,
): Promise<void> {
  // Looked up by name rather than imported, so the job's handler can schedule its successor
  // without an import cycle.
  const definition = ctx.jobs.definition(ATTEMPT_JOB_NAME);
  if (!definition) throw new Error(`job ${ATTEMPT_JOB_NAME} is not registered`);
  await ctx.jobs.enqueue(executor, definition, payload, { key: attemptKey(payload), runAt });
}

/** Enqueues many attempts in `executor`'s transaction, in one statement (a settled batch's retries). */
export async function scheduleAttempts(
  executor: Executor,
  ctx: AppContext,
  attempts: ReadonlyArray<{ payload: AttemptJobPayload; runAt: Date }>,
): Promise<void> {
  const definition = ctx.jobs.definition(ATTEMPT_JOB_NAME);
  if (!definition) throw new Error(`job ${ATTEMPT_JOB_NAME} is not registered`);
  await ctx.jobs.enqueueMany(
    executor,
    definition,
    attempts.map(({ payload, runAt }) => ({ payload, key: attemptKey(payload), runAt })),
  );
}

function attemptKey({ event_id, round, attempt, deferrals }: AttemptJobPayload): string {
  return `webhook:${event_id}:${round}:${attempt}:${deferrals}`;
}

/** Fraction by which a retry delay varies at random either way, so retries do not bunch up. */
const JITTER = 0.2;

/**
 * The delay before the retry that follows failed attempt number `failedAttempt` of a round, or
 * null when the schedule is used up. A Retry-After from a 429 or 503 can lengthen the delay
 * (up to `retryAfterMaxMs`), never shorten it.
 */
export function retryDelayMs(
  config: WebhookConfig,
  failedAttempt: number,
  retryAfterMs: number | null,
  random: () => number = Math.random,
): number | null {
  const base = config.retryScheduleMs[failedAttempt - 1];
  if (base === undefined) return null;
  const jittered = Math.round(base * (1 - JITTER + random() * 2 * JITTER));
  if (retryAfterMs === null) return jittered;
  return Math.max(jittered, Math.min(retryAfterMs, config.retryAfterMaxMs));
}

/** How long an attempt waits when its workspace is at the in-flight cap: doubling, about 0.1-5 s. */
export function deferralDelayMs(deferrals: number, random: () => number = Math.random): number {
  return Math.round(100 * 2 ** Math.min(deferrals, 5) * (0.5 + random()));
}
