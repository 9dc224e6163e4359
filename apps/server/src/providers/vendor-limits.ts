/**
 * A vendor's published request budget (`limit` requests per `windowMs`, per key: an account, an
 * API key), kept by this process: a call reserves the next free slot and waits for it. The
 * vendor's own 429 answers (with `Retry-After`) cover what other processes spend.
 */
export interface RateLimiter {
  /**
   * Reserves a slot for `key`: the milliseconds to wait before using it (0: at once) and `done`,
   * to call when the vendor has answered (the slot then counts from the answer, never earlier
   * than the vendor saw the request); or null when the wait would be longer than `maxWaitMs`
   * (nothing is reserved then).
   */
  reserve(key: string, maxWaitMs: number): { wait: number; done: () => void } | null;
  /** What the vendor says is left (Porkbun's `limits`): no call before `resetAt` when none is. */
  report(key: string, left: { remaining: number; resetAt: number }): void;
}

/** A little past the window: the vendor's clock and ours are not one. */
const SLACK_MS = 100;

export function createRateLimiter(
  limit: number,
  windowMs: number,
  now: () => number = Date.now,
): RateLimiter {
  const sent = new Map<string, Array<{ at: number }>>();
  const blockedUntil = new Map<string, number>();
  return {
    reserve(key, maxWaitMs) {
      const at = now();
      const times = (sent.get(key) ?? []).filter((t) => t.at > at - windowMs);
      let start = Math.max(at, blockedUntil.get(key) ?? 0);
      if (times.length >= limit)
        start = Math.max(start, (times[times.length - limit]?.at ?? at) + windowMs + SLACK_MS);
      const wait = start - at;
      sent.set(key, times);
      if (wait > maxWaitMs) return null;
      const slot = { at: start };
      times.push(slot);
      return {
        wait,
        done: () => {
          slot.at = Math.max(slot.at, now());
        },
      };
    },
    report(key, { remaining, resetAt }) {
      if (remaining <= 0) blockedUntil.set(key, resetAt);
      else blockedUntil.delete(key);
    },
  };
}

/** A `Retry-After` value (seconds, or an HTTP date) in milliseconds from now; null when absent. */
export function retryAfterMs(
  header: string | string[] | undefined,
  now: () => number = Date.now,
): number | null {
  const raw = Array.isArray(header) ? header[0] : header;
  if (!raw) return null;
  if (/^\d+(\.\d+)?$/.test(raw.trim())) return Math.round(Number(raw) * 1000);
  const at = Date.parse(raw);
  return Number.isNaN(at) ? null : Math.max(0, at - now());
}
