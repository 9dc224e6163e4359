import { hash } from 'node:crypto';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { ApiError } from '../../http/errors.js';
import { isoAt } from '../../lib/time.js';
import {
  clearWindow,
  countAttempt,
  dropClosedWindows,
  uncountAttempt,
} from './sessions.repository.js';

/**
 * Rate limits on signing in, per address and per client IP, kept in the database so every API
 * process counts into the same windows (docs/api/sessions.md). An attempt is counted before the
 * password is checked, in one statement per key, so attempts sent at once are all counted; one
 * that succeeds is taken back (and a success clears its address's window).
 */
interface Counted {
  key: string;
  windowStartedAt: string;
}

export interface Attempt {
  address: Counted;
  ip: Counted;
}

/** Keys are hashes: the table holds no address of anyone. */
const keyOf = (kind: string, value: string) => hash('sha256', `${kind}:${value}`, 'hex');

/**
 * Counts a sign-in attempt for `address` (normalised) from `ip`; a 429 `SIGN_IN_RATE_LIMITED`
 * with `Retry-After` when either window is full.
 */
export async function countSignInAttempt(
  ctx: AppContext,
  address: string,
  ip: string,
): Promise<Attempt> {
  const { signInWindowMs: windowMs, maxFailuresPerAddress, maxFailuresPerIp } = ctx.config.sessions;
  const now = Date.now();
  const cutoff = isoAt(now - windowMs);
  await dropClosedWindows(ctx.db, cutoff);
  const limits = [
    ['address', address, maxFailuresPerAddress],
    ['ip', ip, maxFailuresPerIp],
  ] as const;
  // Both windows in one transaction, the address's row first: the first row's lock, held to the
  // commit, puts attempts sent at once in one order for both windows, on PostgreSQL as on
  // SQLite, so exactly the first ones under both limits are tried.
  const windows = await inTransaction(ctx.db, async (trx) => {
    const rows = [];
    for (const [kind, value] of limits) {
      const key = keyOf(kind, value);
      rows.push({ key, window: await countAttempt(trx, key, isoAt(now), cutoff) });
    }
    return rows;
  });
  const counted: Counted[] = [];
  let retryAt = 0;
  let which = '';
  windows.forEach(({ key, window }, i) => {
    const [kind, , max] = limits[i]!;
    counted.push({ key, windowStartedAt: window.window_started_at });
    const ends = Date.parse(window.window_started_at) + windowMs;
    if (Number(window.attempts) > max && ends > retryAt) {
      retryAt = ends;
      which = kind === 'address' ? 'this address' : 'your network address';
    }
  });
  if (retryAt > 0) {
    const seconds = Math.max(1, Math.ceil((retryAt - now) / 1000));
    const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
    throw new ApiError(
      'SIGN_IN_RATE_LIMITED',
      `Too many failed sign-ins from ${which}; try again in ${wait} (at ${isoAt(retryAt)}), or reset your password`,
      undefined,
      { 'retry-after': String(seconds) },
    );
  }
  const [addressKey, ipKey] = counted as [Counted, Counted];
  return { address: addressKey, ip: ipKey };
}

/** The attempt was not a failure (right password; a second factor or a team still to give). */
export async function uncountSignInAttempt(ctx: AppContext, attempt: Attempt): Promise<void> {
  await uncountAttempt(ctx.db, attempt.address.key, attempt.address.windowStartedAt);
  await uncountAttempt(ctx.db, attempt.ip.key, attempt.ip.windowStartedAt);
}

/** The attempt signed in: its address starts afresh; the IP's window keeps only its failures. */
export async function signInSucceeded(ctx: AppContext, attempt: Attempt): Promise<void> {
  await clearWindow(ctx.db, attempt.address.key);
  await uncountAttempt(ctx.db, attempt.ip.key, attempt.ip.windowStartedAt);
}
