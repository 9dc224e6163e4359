import type { Static, TSchema } from 'typebox';
import type { AppContext } from '../context.js';
import type { Logger } from '../lib/logger.js';

/**
 * A job kind's name and payload, without its handler: what code that only enqueues the job needs
 * (`JobQueue.enqueue` finds the registered definition by name). A service whose job's handler
 * calls back into it declares the reference, and the job module builds its definition from it
 * (`defineJob({ ...ref, handle })`): the service never imports the job module, so the two make
 * no import cycle.
 */
export interface JobRef<S extends TSchema = TSchema> {
  name: string;
  payload: S;
}

export function jobRef<S extends TSchema>(name: string, payload: S): JobRef<S> {
  return { name, payload };
}

/**
 * A kind of durable job. Handlers must be idempotent: delivery is at least once (a job whose
 * worker dies mid-run is run again after its lease expires).
 */
export interface JobDefinition<S extends TSchema = TSchema> {
  name: string;
  /** Schema of the payload, checked when the job is enqueued and again when it runs. */
  payload: S;
  /** Attempts before the job goes `dead` (default 10). */
  maxAttempts?: number;
  /** Delay before retry number `attempt` (1-based) after a retryable failure. */
  backoffMs?: (attempt: number) => number;
  /**
   * A run cut short by a worker's shutdown counts as a run: the job is handed back without
   * undoing its attempt, so its next run sees `attempt > 1`, as after a crash, and can record
   * what was cut (a webhook delivery records an `interrupted` attempt). By default a cut run is
   * handed back uncounted: the next run is as the first.
   */
  countsInterruptedRun?: boolean;
  handle(payload: Static<S>, helpers: JobHelpers): Promise<void>;
}

export interface JobHelpers {
  /** The service's dependencies (database, config, secrets, queue ...). */
  ctx: AppContext;
  jobId: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  log: Logger;
  /** Aborted when the runner shuts down and the grace period is over. */
  signal: AbortSignal;
  /**
   * Lets the handler return before its job is done: the runner frees the job's slot when the
   * handler returns, and removes the job (or retries it, if `work` rejects) once `work` ends,
   * keeping its lease meanwhile. For work that waits to be batched with other jobs' (webhook
   * deliveries settle together), so waiting does not hold a slot. Absent when a handler is run
   * outside a runner (a test): the handler then waits for the work itself.
   */
  defer?(work: Promise<unknown>): void;
  /**
   * The job as this runner holds it, for deferred work that removes its job itself, in the
   * transaction that finishes the work (`JobQueue.remove`), so finishing and
   * removing are one commit; the work then resolves {@link REMOVED}. Absent outside a runner.
   */
  claim?: JobClaim;
}

/** A job as the runner that claimed it holds it: its id and the runner's lock on it. */
export interface JobClaim {
  id: string;
  lockedBy: string;
}

/** What deferred work resolves with when it removed its job itself (`JobHelpers.claim`). */
export const REMOVED = 'removed';

/** Thrown by a handler for a failure that retrying cannot fix: the job goes `dead` at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/** Thrown by a handler to be retried at a time of its choosing instead of the backoff schedule. */
export class RetryJobError extends Error {
  override name = 'RetryJobError';
  constructor(
    message: string,
    readonly retryAt: Date,
  ) {
    super(message);
  }
}

export const DEFAULT_MAX_ATTEMPTS = 10;

/** Exponential backoff from 1 s, capped at 1 h, with up to 20 % jitter. */
export function defaultBackoffMs(attempt: number): number {
  const base = Math.min(3_600_000, 1000 * 2 ** (attempt - 1));
  return Math.round(base * (1 + Math.random() * 0.2));
}

/** Identity helper that keeps the payload type tied to its schema. */
export function defineJob<S extends TSchema>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}
