import { duration, type Read } from './parsers.js';

/** How people sign in to the web app (docs/api/sessions.md), read by `loadConfig`. */
export interface SessionConfig {
  /** MAILWRIGHT_SESSION_IDLE_TIMEOUT: a session unused this long ends (default 12h). */
  idleTimeoutMs: number;
  /** MAILWRIGHT_SESSION_MAX_AGE: a session ends this long after sign-in, however used (default 7d). */
  maxAgeMs: number;
  /** MAILWRIGHT_SIGN_IN_WINDOW: the window failed sign-ins are counted in (default 15m). */
  signInWindowMs: number;
  /** MAILWRIGHT_SIGN_IN_MAX_FAILURES: failed sign-ins per address per window (default 5). */
  maxFailuresPerAddress: number;
  /** MAILWRIGHT_SIGN_IN_MAX_FAILURES_PER_IP: failed sign-ins per client address per window (default 50). */
  maxFailuresPerIp: number;
  /** MAILWRIGHT_PASSWORD_RESET_TTL: how long a mailed password-reset link works (default 1h). */
  resetLinkTtlMs: number;
}

const count = (min: number, max: number) => (raw: string) => {
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= min && value <= max))
    throw new Error(`must be a whole number between ${min} and ${max}, got "${raw}"`);
  return value;
};

export function parseSessionConfig(read: Read): SessionConfig {
  return {
    idleTimeoutMs: read(
      'MAILWRIGHT_SESSION_IDLE_TIMEOUT',
      12 * 3_600_000,
      duration(60_000, 30 * 86_400_000),
    ),
    maxAgeMs: read(
      'MAILWRIGHT_SESSION_MAX_AGE',
      7 * 86_400_000,
      duration(60_000, 365 * 86_400_000),
    ),
    signInWindowMs: read('MAILWRIGHT_SIGN_IN_WINDOW', 15 * 60_000, duration(1000, 86_400_000)),
    maxFailuresPerAddress: read('MAILWRIGHT_SIGN_IN_MAX_FAILURES', 5, count(1, 1000)),
    maxFailuresPerIp: read('MAILWRIGHT_SIGN_IN_MAX_FAILURES_PER_IP', 50, count(1, 1_000_000)),
    resetLinkTtlMs: read(
      'MAILWRIGHT_PASSWORD_RESET_TTL',
      3_600_000,
      duration(5 * 60_000, 86_400_000),
    ),
  };
}
