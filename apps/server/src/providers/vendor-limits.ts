/**
 * A vendor's published request budget (`limit` requests per `windowMs`, per key: an account, an
 * API key), kept by this process: a call reserves the next free slot and waits for it. The
 * vendor's own 429 answers (with `Retry-After`) cover what other processes spend.
 */
export interface RateLimiter {
  /**
   * Reserves a slot for `key`: the milliseconds to wait before using it (0: at once), `ready`,
   * which resolves when the slot may be used, and `done`, to call when the vendor has answered
   * (the slot then counts from the answer, never earlier than the vendor saw the request); or
   * null when the wait would be longer than `maxWaitMs` (nothing is reserved then).
   */
  reserve(key: string, maxWaitMs: number): Reservation | null;
  /** What the vendor says is left (Porkbun's `limits`): no call before `resetAt` when none is. */
  report(key: string, left: { remaining: number; resetAt: number }): void;
}

export interface Reservation {
  /** The wait known when reserving (the earlier slots' answers may lengthen it: `ready`). */
  wait: number;
  /**
   * Resolves when the slot may be used: `wait` has passed, and the slot `limit` places ahead has
   * been answered at least a window ago. A slot reserved while earlier requests are still out
   * waits for their answers: counted from when they were sent, the next request could reach the
   * vendor while it still counts them in its window (seen on a busy machine: a 429, waited out
   * and sent again).
   */
  ready(sleep?: (ms: number) => Promise<void>): Promise<void>;
  done: () => void;
}

interface Slot {
  /** When the request may be sent; when it was answered, once it has been. */
  at: number;
  answered: Promise<void>;
  settle: () => void;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A little past the window: the vendor's clock and ours are not one. */
const SLACK_MS = 100;

export function createRateLimiter(
  limit: number,
  windowMs: number,
  now: () => number = Date.now,
): RateLimiter {
  const sent = new Map<string, Slot[]>();
  const blockedUntil = new Map<string, number>();
  return {
    reserve(key, maxWaitMs) {
      const at = now();
      const times = (sent.get(key) ?? []).filter((t) => t.at > at - windowMs);
      const ahead = times.length >= limit ? times[times.length - limit] : undefined;
      let start = Math.max(at, blockedUntil.get(key) ?? 0);
      if (ahead) start = Math.max(start, ahead.at + windowMs + SLACK_MS);
      const wait = start - at;
      sent.set(key, times);
      if (wait > maxWaitMs) return null;
      let settle = () => {};
      const answered = new Promise<void>((resolve) => {
        settle = resolve;
      });
      const slot: Slot = { at: start, answered, settle };
      times.push(slot);
      return {
        wait,
        async ready(sleep = defaultSleep) {
          if (wait > 0) await sleep(wait);
          if (!ahead) return;
          await ahead.answered;
          const left = ahead.at + windowMs + SLACK_MS - now();
          if (left > 0) await sleep(left);
          slot.at = Math.max(slot.at, now());
        },
        done: () => {
          slot.at = Math.max(slot.at, now());
          slot.settle();
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
