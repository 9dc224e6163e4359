import { Alert, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type ShownWait, useRetryWait } from '../../api/retry-waits';

/**
 * While a read waits to be sent again (the server answered 429 or a 5xx with a `Retry-After`),
 * says so above the screen, counting down, instead of a silent "Loading…"; gone when the wait
 * ends. A screen reader hears the sentence once, as the wait starts; the seconds that count down
 * are for the eyes only (a live region that changed every second would never stop talking).
 */
export function RetryStatus() {
  const wait = useRetryWait();
  const now = useNow(wait !== null);
  if (!wait) return null;
  const whole = Math.ceil(wait.delayMs / 1000);
  // `now` may be older than the wait for the render that shows it: never more than the whole wait.
  const left = Math.min(whole, Math.max(1, Math.ceil((wait.until - now) / 1000)));
  return (
    <Alert color="yellow" role="status" mb="md" py="xs">
      <VisuallyHidden>{sentence(wait, whole)}</VisuallyHidden>
      <span aria-hidden="true">{sentence(wait, left)}</span>
    </Alert>
  );
}

/** What the wait is for, and how long it has left. */
function sentence(wait: ShownWait, seconds: number): string {
  const why =
    wait.status === 429
      ? 'The server is busy.'
      : wait.status === undefined
        ? 'The server could not be reached.'
        : 'The server did not answer.';
  return `${why} Trying again in ${seconds} s…`;
}

/** The time, read again four times a second while `ticking`. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}
