import type { MailwrightClient } from '@mailwright/sdk';
import { followEventStream } from './listen-stream.js';

/** When an event's delivery is looked at, after the event is written (ms). */
const LOOKS_MS = [500, 1_500, 4_000, 10_000];

/**
 * Watches for the one failure `mailwright listen` cannot see from its side: the server refusing
 * to connect to it at all (its destination guard, `destination_refused`). It follows the
 * workspace event stream (nothing is asked while nothing happens) and, for each event written
 * while no delivery has arrived, looks at that event's delivery a few times until it is settled;
 * it stops as soon as a delivery has arrived (the guard evidently lets them through) or a refusal
 * was reported.
 */
export function watchForRefusal(o: {
  api: string;
  token: string;
  workspace: string;
  client: MailwrightClient;
  delivered: () => boolean;
  onRefused: (event: { uid: string }) => void;
}): { stop(): void; connected: Promise<void> } {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const stop = () => {
    stopped = true;
    stream.stop();
    for (const timer of timers) clearTimeout(timer);
  };
  const look = (uid: string, attempt: number) => {
    const timer = setTimeout(async () => {
      timers.delete(timer);
      if (stopped) return;
      if (o.delivered()) return stop();
      try {
        const { event } = await o.client.getWebhookEvent({ params: { path: { uid } } });
        if (stopped) return;
        if (event.delivery.last_error_class === 'destination_refused') {
          stop();
          return o.onRefused(event);
        }
        if (event.delivery.state !== 'pending') return;
      } catch {
        // Looked at again below; the API being down shows up elsewhere soon enough.
      }
      if (attempt + 1 < LOOKS_MS.length) look(uid, attempt + 1);
    }, LOOKS_MS[attempt]);
    timers.add(timer);
  };
  const stream = followEventStream({
    api: o.api,
    token: o.token,
    workspace: o.workspace,
    onMessage(message) {
      if (stopped) return;
      if (o.delivered()) return stop();
      try {
        const { uid } = JSON.parse(message.data) as { uid?: string };
        if (uid) look(uid, 0);
      } catch {
        // Not an event envelope: nothing to look at.
      }
    },
  });
  return { stop, connected: stream.connected };
}
