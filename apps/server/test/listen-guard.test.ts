import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.js';
import { useServerProcess } from './support/listen.js';
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
});
