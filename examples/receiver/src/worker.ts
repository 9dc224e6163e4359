import type { WebhookEvent } from '@mailwright/sdk/webhooks';
import { handleEvent, PermanentError } from './handlers.js';
import type { Logger } from './log.js';
import type { Store } from './store.js';

export interface WorkerOptions {
  /** How often to look for due events when not woken (default 1 s). */
  pollIntervalMs?: number;
  /** Delays before retrying an event whose processing threw; its length + 1 is the cap. */
  retryDelaysMs?: readonly number[];
}

export interface Worker {
  start(): void;
  /** Look for work now (the intake calls it after queueing an event). */
  wake(): void;
  stop(): void;
}

const DEFAULT_RETRY_DELAYS_MS = [1_000, 10_000, 60_000, 600_000];

/**
 * Processes the inbox in the background, one event per write transaction, oldest due first.
 * Processing is synchronous (better-sqlite3), so `stop()` never cuts an event in half; an event
 * whose processing throws is retried after a delay, and after the last one stays `failed` in the
 * inbox, where an operator can look at it.
 */
export function createWorker(store: Store, log: Logger, options: WorkerOptions = {}): Worker {
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  const retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;

  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(tick, delayMs);
  };

  function tick() {
    let eventId: string | undefined;
    try {
      eventId = store.nextDue();
    } catch (error) {
      // The database is unavailable (locked for too long, closed): try again later.
      log.error({ error: describe(error) }, 'worker could not read the inbox');
      return schedule(pollIntervalMs);
    }
    if (eventId === undefined) return schedule(pollIntervalMs);
    processOne(eventId);
    // setTimeout, not a loop: lets the intake answer deliveries between two events.
    schedule(0);
  }

  function processOne(eventId: string) {
    try {
      const result = store.process(eventId, (queued, writer) =>
        handleEvent(JSON.parse(queued.json) as WebhookEvent, queued.eventId, writer),
      );
      if (!result) return;
      const { outcome, event, kind, uid, status } = result;
      log.info({ event_id: eventId, event, kind, uid, status, outcome }, 'event processed');
      for (const notice of result.notices) {
        log[notice.level]({ event_id: eventId, ...notice.fields }, notice.message);
      }
    } catch (error) {
      recordFailure(eventId, error);
    }
  }

  function recordFailure(eventId: string, error: unknown) {
    const reason = describe(error);
    try {
      const attempts = (store.inboxEntry(eventId)?.attempts ?? 0) + 1;
      const final = error instanceof PermanentError || attempts > retryDelaysMs.length;
      const delay = retryDelaysMs[Math.min(attempts, retryDelaysMs.length) - 1] ?? 0;
      store.recordFailure(eventId, reason, Date.now() + delay, final);
      log.error(
        { event_id: eventId, attempts, error: reason, ...(final ? {} : { retry_in_ms: delay }) },
        final ? 'event processing failed for good' : 'event processing failed; will retry',
      );
    } catch (storeError) {
      // The event stays pending and is taken again at the next poll.
      log.error(
        { event_id: eventId, error: reason, store_error: describe(storeError) },
        'event processing failed and could not be recorded',
      );
    }
  }

  return {
    start() {
      stopped = false;
      schedule(0);
    },
    wake() {
      schedule(0);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** An error's name and message, except where the message could quote the event's text. */
function describe(error: unknown): string {
  if (error instanceof SyntaxError) return 'SyntaxError: the queued event is not valid JSON';
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 500);
  return 'unknown error';
}
