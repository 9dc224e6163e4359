import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.js';
import { freePort, useServerProcess } from './support/listen.js';
import { PROCESS_TEST_TIMEOUT_MS } from './support/wait.js';

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
    // The server refuses the loopback URL when listen sets it (a literal non-public address).
    const listen = await server.listen([], { ready: false });
    expect(await listen.exited).not.toBe(0);
    expect(listen.stderr()).toContain('refused http://127.0.0.1:');
    expect(listen.stderr()).toContain('MAILWRIGHT_WEBHOOK_ALLOW_CIDRS=127.0.0.0/8,::1/128');
    expect(listen.stderr()).toContain('--url');
    expect(listen.stdout()).toBe('');
    const workspace = await h.call('GET', '/v1/api/workspaces/details', {
      query: { uid: h.team.workspace.uid },
    });
    expect(workspace.body.workspace.webhook_url).toBe('');
  });

  it('says so when a delivery is refused, seen through the event stream', async () => {
    // A name is checked only when a delivery connects (what it resolves to can change): the URL
    // is taken, and the first delivery to it is refused. listen learns of the event from the
    // workspace event stream and looks at its delivery.
    const port = await freePort();
    const listen = await server.listen([
      '--port',
      String(port),
      '--url',
      `http://localhost:${port}/mailwright-listen`,
    ]);
    const { event } = await server.client().sendTestWebhookEvent();
    await listen.waitForMessage(`The server refused to deliver event ${event.uid}`);
    expect(listen.stderr()).toContain('MAILWRIGHT_WEBHOOK_ALLOW_CIDRS=127.0.0.0/8,::1/128');
    expect(listen.stdout()).toBe('');
    expect(await listen.interrupt()).toBe(0);
  });
});
