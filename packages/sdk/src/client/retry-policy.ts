/** How the client retries a request it may safely send again. */
export interface RetryOptions {
  /** Retries after the first attempt (default 2; 0 turns retrying off). */
  maxRetries: number;
  /** Delay before the first retry, doubled for each one after it (default 500 ms). */
  initialDelayMs: number;
  /** Upper bound of the backoff delay (default 8 s). */
  maxDelayMs: number;
  /**
   * The longest `Retry-After` the client waits for (default 60 s); a longer one ends the retries
   * and the error carries `retryAfterMs` so the caller can decide.
   */
  maxRetryAfterMs: number;
}

export const defaultRetryOptions: Readonly<RetryOptions> = Object.freeze({
  maxRetries: 2,
  initialDelayMs: 500,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 60_000,
});

/** Methods that mean the same thing when sent twice (RFC 9110 section 9.2.2). */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/**
 * What the OpenAPI document says about an operation that bears on sending it again (the
 * generated `operationTable` carries both).
 */
export interface RetryTraits {
  /** Marked `x-idempotent: true`: a POST that reads, or checks and converges. */
  readonly idempotent?: boolean;
  /** Declares the `Idempotency-Key` header: the server answers a repeated key with the first outcome. */
  readonly idempotencyKey?: boolean;
}

/**
 * Whether a request may be sent again after a network error, a timeout, a 429 or a 5xx: the
 * idempotent methods, the POST operations the document marks `x-idempotent`, and a request with
 * an `Idempotency-Key` to an operation that declares that header. A key sent to any other
 * operation makes nothing safe: the server ignores it and would act twice. A request whose
 * operation is unknown (`operation` undefined) is judged by its method alone.
 */
export function isRetrySafe(
  method: string,
  operation: RetryTraits | undefined,
  hasIdempotencyKey: boolean,
): boolean {
  if (IDEMPOTENT_METHODS.has(method.toUpperCase())) return true;
  if (operation?.idempotent) return true;
  return hasIdempotencyKey && operation?.idempotencyKey === true;
}

/** Statuses worth another attempt: rate limited, or a server-side failure that may pass. */
export function isRetryableStatus(status: number): boolean {
  // 501 and 505 say the server will never do this; retrying cannot help.
  return status === 429 || (status >= 500 && status !== 501 && status !== 505);
}

/**
 * Exponential backoff with "equal jitter": half the doubled delay is kept and the other half is
 * random, so clients that failed together do not retry together, yet never retry at once.
 */
export function backoffDelayMs(retry: number, options: RetryOptions, random = Math.random): number {
  const ceiling = Math.min(options.maxDelayMs, options.initialDelayMs * 2 ** retry);
  return ceiling / 2 + random() * (ceiling / 2);
}

/** `Retry-After` in milliseconds (delta-seconds or an HTTP date), or undefined if absent or bad. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
