import { MailwrightConnectionError, MailwrightTimeoutError } from './errors.js';
import {
  backoffDelayMs,
  isRetryableStatus,
  parseRetryAfter,
  type RetryOptions,
} from './retry-policy.js';

/** A fetch function as the client calls it: one `Request` in, one `Response` out. */
export type FetchLike = (request: Request) => Promise<Response>;

/** What one call allows the transport to do. */
export interface SendPolicy {
  /** Whether the request may be sent again (see `isRetrySafe`). */
  retrySafe: boolean;
  /** Retry settings, or false for a single attempt whatever the request. */
  retry: RetryOptions | false;
  /** Per attempt, covering the answer's headers and body; 0 waits for ever. */
  timeoutMs: number;
  /** Told of each wait before a retry, before it starts (the client's `onRetry`). */
  onRetry?: ((wait: RetryWait) => void) | undefined;
}

/** A wait before the client sends a request again, as `onRetry` hears of it. */
export interface RetryWait {
  /** Which retry follows the wait: 1 for the first (the second attempt), up to `maxRetries`. */
  attempt: number;
  /** How long the client waits before sending it again: the `Retry-After`, or the backoff. */
  delayMs: number;
  /** The status of the answer being retried (429 or a 5xx); absent when no answer came. */
  status?: number;
  /** When no answer came: the connection error or timeout being retried. */
  error?: MailwrightConnectionError;
  /** The request's method, as sent (`GET`, `POST` ...). */
  method: string;
  /** The request's path, without the query string (`/v1/api/domains/list`). */
  path: string;
  /** The call's signal: aborted, it ends the wait at once and nothing is sent again. */
  signal: AbortSignal;
}

// Statuses whose Response must be built without a body.
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * Sends `request`, retrying as the policy allows: network errors and timeouts after a backoff,
 * 429 and 5xx answers after their `Retry-After` (when it is within `maxRetryAfterMs`) or a
 * backoff. Before each wait, tells `policy.onRetry` how long it will be and why. Returns the last
 * answer, whatever its status; throws `MailwrightConnectionError` / `MailwrightTimeoutError` when
 * no answer came, and the abort reason when the caller's signal (`request.signal`) aborts, without
 * retrying.
 */
export async function sendWithRetries(
  fetchImpl: FetchLike,
  request: Request,
  policy: SendPolicy,
): Promise<Response> {
  const retry = policy.retrySafe && policy.retry ? policy.retry : undefined;
  const wait = (attempt: number, delayMs: number, cause: Pick<RetryWait, 'status' | 'error'>) => {
    policy.onRetry?.({
      attempt: attempt + 1,
      delayMs,
      ...cause,
      method: request.method,
      path: new URL(request.url).pathname,
      signal: request.signal,
    });
    return sleep(delayMs, request.signal);
  };
  for (let attempt = 0; ; attempt++) {
    const outcome = await attemptOnce(fetchImpl, request, policy.timeoutMs);
    const mayRetry = retry !== undefined && attempt < retry.maxRetries;
    if (outcome instanceof Response) {
      if (!mayRetry || !isRetryableStatus(outcome.status)) return outcome;
      const retryAfter = parseRetryAfter(outcome.headers.get('retry-after'));
      if (retryAfter !== undefined && retryAfter > retry.maxRetryAfterMs) return outcome;
      await wait(attempt, retryAfter ?? backoffDelayMs(attempt, retry), {
        status: outcome.status,
      });
    } else {
      if (!mayRetry) throw outcome;
      await wait(attempt, backoffDelayMs(attempt, retry), { error: outcome });
    }
  }
}

/**
 * One attempt on a clone of `request` (the original keeps its body for the next attempt). The
 * body is read here, inside the timeout, so a server that sends headers and then stalls is a
 * timeout too; API answers are small JSON documents.
 */
async function attemptOnce(
  fetchImpl: FetchLike,
  request: Request,
  timeoutMs: number,
): Promise<Response | MailwrightConnectionError> {
  const outer = request.signal;
  outer.throwIfAborted();
  const controller = new AbortController();
  const forwardAbort = () => controller.abort(outer.reason);
  outer.addEventListener('abort', forwardAbort, { once: true });
  let timedOut = false;
  const timer =
    timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort(new MailwrightTimeoutError(`No answer within ${timeoutMs} ms`));
        }, timeoutMs)
      : undefined;
  try {
    const response = await fetchImpl(new Request(request.clone(), { signal: controller.signal }));
    const hasBody = !NULL_BODY_STATUSES.has(response.status) && request.method !== 'HEAD';
    const body = hasBody ? await response.arrayBuffer() : null;
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  } catch (error) {
    if (outer.aborted) throw outer.reason;
    if (timedOut) {
      return new MailwrightTimeoutError(
        `${request.method} ${request.url}: no answer within ${timeoutMs} ms`,
        { cause: error },
      );
    }
    const reason = error instanceof Error ? (error.cause ?? error) : error;
    const detail = reason instanceof Error ? reason.message : String(reason);
    return new MailwrightConnectionError(`${request.method} ${request.url} failed: ${detail}`, {
      cause: error,
    });
  } finally {
    clearTimeout(timer);
    outer.removeEventListener('abort', forwardAbort);
  }
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    signal.throwIfAborted();
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
