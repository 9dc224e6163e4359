import type { MailwrightClient } from '@mailwright/sdk';

const POLL_INTERVAL_MS = 2_000;

/**
 * Watches the delivery log for the one failure `mailwright listen` cannot see from its side: the
 * server refusing to connect to it at all (its destination guard, `destination_refused`). Polls
 * events created since the listen started, and stops as soon as a delivery has arrived (the
 * guard evidently lets them through) or a refusal was reported.
 */
export function watchForRefusal(
  client: MailwrightClient,
  since: string,
  delivered: () => boolean,
  onRefused: (event: { uid: string }) => void,
): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const poll = async () => {
    if (stopped || delivered()) return;
    try {
      const { events } = await client.listWebhookEvents({ body: { since, limit: 20 } });
      const refused = events.find((e) => e.delivery.last_error_class === 'destination_refused');
      if (refused && !stopped) {
        stopped = true;
        return onRefused(refused);
      }
    } catch {
      // The next poll tries again; the API being down shows up elsewhere soon enough.
    }
    if (!stopped) timer = setTimeout(poll, POLL_INTERVAL_MS);
  };
  timer = setTimeout(poll, POLL_INTERVAL_MS);
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
