import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.js';
import { useServerProcess } from './support/listen.js';
import { PROCESS_TEST_TIMEOUT_MS, waitFor } from './support/wait.js';
import { getEvent } from './support/webhooks.js';

// A server whose destination guard allows no loopback address, as in production.
const env = {
  MAILWRIGHT_PROFILE: 'production',
  MAILWRIGHT_WEBHOOK_ALLOW_CIDRS: 'none',
  MAILWRIGHT_WEBHOOK_RETRY_SCHEDULE: '1h',
};
const h = useHarness({ env });
const server = useServerProcess(h, env);

// Starts real processes: each test gets the time a busy machine needs (PROCESS_TEST_TIMEOUT_MS).
describe('mailwright listen against a server that refuses loopback', {
  timeout: PROCESS_TEST_TIMEOUT_MS,
}, () => {
  it('explains the refusal and how to get past it', async () => {
    const listen = await server.listen();
    const { event } = await server.client().sendTestWebhookEvent();
    await waitFor(
      async () =>
        (await getEvent(h, event.uid)).delivery.last_error_class === 'destination_refused',
      15_000,
      'the server did not refuse the loopback destination',
    );
    await listen.waitForMessage('destination_refused');
    expect(listen.stderr()).toContain(`refused to deliver event ${event.uid}`);
    expect(listen.stderr()).toContain('MAILWRIGHT_WEBHOOK_ALLOW_CIDRS=127.0.0.0/8,::1/128');
    expect(listen.stderr()).toContain('--url');
    expect(listen.stdout()).toBe('');
  });
});
