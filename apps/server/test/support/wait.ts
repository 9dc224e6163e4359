/**
 * How long a test waits for a condition before it fails. A passing test goes on as soon as its
 * condition holds, so only a failing one waits this long: it is sized for a busy machine (two
 * cores shared by several test suites), not for the time the work takes on an idle one.
 */
export const PATIENCE_MS = 60_000;

/**
 * Polls `condition` until it holds; fails with `message` (a function: read when it fails) after
 * `timeoutMs`.
 */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = PATIENCE_MS,
  message: string | (() => string) = 'condition not met in time',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(typeof message === 'function' ? message() : message);
}

/** Waits until the millisecond clock has moved past `since`, so what comes next is stamped later. */
export function clockPast(since = Date.now()): Promise<void> {
  return waitFor(() => Date.now() > since);
}

/**
 * The time each test of a suite that starts real processes (the CLI, workers, `listen`) may take
 * on a busy machine, where starting one Node process can take many seconds.
 */
export const PROCESS_TEST_TIMEOUT_MS = 300_000;

/** How long a started process may take to print what it prints when ready, on a busy machine. */
export const PROCESS_START_MS = PROCESS_TEST_TIMEOUT_MS / 2;
