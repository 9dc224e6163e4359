import type { RetryWait } from '@mailwright/sdk';
import { useSyncExternalStore } from 'react';

/** A request waiting to be sent again, as the app shows it. */
export interface ShownWait {
  /** The status of the answer being retried (429, a 5xx); undefined when none came. */
  status: number | undefined;
  /** How long the wait was when it started, in ms. */
  delayMs: number;
  /** When the request is sent again (`Date.now()` time). */
  until: number;
}

/**
 * Waits shorter than this are not shown: the SDK's backoff after a 5xx or a network error (half
 * a second, then one) is over before a notice could be read, and would only flash.
 */
const SHOWN_FROM_MS = 1000;

const waits = new Set<ShownWait>();
const listeners = new Set<() => void>();
let longest: ShownWait | null = null;

/**
 * The SDK clients' `onRetry`: keeps each wait of a second or more until it ends, whether the
 * request is sent again or its caller gives up (a screen left: the call's signal aborts).
 */
export function noteRetryWait(wait: RetryWait): void {
  if (wait.delayMs < SHOWN_FROM_MS || wait.signal.aborted) return;
  const shown: ShownWait = {
    status: wait.status,
    delayMs: wait.delayMs,
    until: Date.now() + wait.delayMs,
  };
  const end = () => {
    clearTimeout(timer);
    wait.signal.removeEventListener('abort', end);
    waits.delete(shown);
    changed();
  };
  const timer = setTimeout(end, wait.delayMs);
  wait.signal.addEventListener('abort', end, { once: true });
  waits.add(shown);
  changed();
}

function changed(): void {
  longest = null;
  for (const wait of waits) if (!longest || wait.until > longest.until) longest = wait;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The wait that ends last (the screen is whole only after it), or null when none is under way. */
export function useRetryWait(): ShownWait | null {
  return useSyncExternalStore(subscribe, () => longest);
}
