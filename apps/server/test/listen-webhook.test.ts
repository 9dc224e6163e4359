import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.js';
import { useServerProcess, webhookUrlOf } from './support/listen.js';
import { PROCESS_TEST_TIMEOUT_MS } from './support/wait.js';
import { setWebhook, signingSecret, WEBHOOK_TEST_ENV, waitForState } from './support/webhooks.js';

// The real `mailwright serve` and `mailwright listen` as processes (the rest of listen's tests
// are in listen.test.ts; two files, so they run side by side).
const h = useHarness({ env: WEBHOOK_TEST_ENV });
const server = useServerProcess(h, WEBHOOK_TEST_ENV);
const webhookUrl = () => webhookUrlOf(h);

// Starts real processes: each test gets the time a busy machine needs (PROCESS_TEST_TIMEOUT_MS).
describe('mailwright listen and the workspace webhook', {
  timeout: PROCESS_TEST_TIMEOUT_MS,
}, () => {
  describe('the previous webhook URL', () => {
    it('is restored on Ctrl-C', async () => {
      const previous = 'http://127.0.0.1:9/old-receiver';
      await setWebhook(h, previous);
      const listen = await server.listen();
      expect(await webhookUrl()).not.toBe(previous);
      expect(await listen.interrupt()).toBe(0);
      expect(await webhookUrl()).toBe(previous);
      expect(listen.stderr()).toContain(`Restored the webhook URL: ${previous}`);
    });

    it('is cleared again on Ctrl-C when there was none', async () => {
      const listen = await server.listen();
      expect(await listen.interrupt()).toBe(0);
      expect(await webhookUrl()).toBe('');
    });

    it('is not replaced when it points at another host, unless --replace', async () => {
      const production = 'https://hooks.example.com/mailwright';
      await setWebhook(h, production);
      const refused = await server.listen([], { ready: false });
      expect(await refused.exited).toBe(1);
      expect(refused.stderr()).toContain(`delivers to ${production}`);
      expect(refused.stderr()).toContain('--replace');
      expect(await webhookUrl()).toBe(production);

      const replacing = await server.listen(['--replace']);
      expect(await webhookUrl()).not.toBe(production);
      expect(await replacing.interrupt()).toBe(0);
      expect(await webhookUrl()).toBe(production);
    });

    it('is left alone when someone changed the URL while listen ran', async () => {
      const listen = await server.listen();
      await setWebhook(h, 'http://127.0.0.1:9/changed-meanwhile');
      expect(await listen.interrupt()).toBe(0);
      expect(await webhookUrl()).toBe('http://127.0.0.1:9/changed-meanwhile');
      expect(listen.stderr()).toContain('left as it is');
    });
  });

  it('keeps verifying after the secret is rotated with no grace period', async () => {
    const listen = await server.listen();
    const before = await signingSecret(h);
    const rotated = await h.call('POST', '/v1/api/webhooks/secret/rotate', {
      body: { grace_period_minutes: 0 },
    });
    expect(rotated.status).toBe(200);
    expect(await signingSecret(h)).not.toBe(before);

    const { event } = await server.client().sendTestWebhookEvent();
    await listen.waitForOutput(event.uid);
    expect((await waitForState(h, event.uid, 'delivered')).attempts).toHaveLength(1);
    expect(listen.stderr()).not.toContain('Rejected');
  });

  it('--print-secret prints the workspace signing secret', async () => {
    await setWebhook(h, 'http://127.0.0.1:9/hook');
    const proc = await server.listen(['--print-secret'], { ready: false });
    expect(await proc.exited).toBe(0);
    expect(proc.stdout().trim()).toBe(await signingSecret(h));
  });

  it('--print-secret prints both secrets during a rotation, as the receivers read them', async () => {
    await setWebhook(h, 'http://127.0.0.1:9/hook');
    const current = await signingSecret(h);
    const rotated = await h.call('POST', '/v1/api/webhooks/secret/rotate', {
      body: { grace_period_minutes: 60 },
    });
    expect(rotated.status).toBe(200);
    const proc = await server.listen(['--print-secret'], { ready: false });
    expect(await proc.exited).toBe(0);
    expect(proc.stdout().trim()).toBe(`${current},${rotated.body.secret}`);
  });

  it('names the workspace it cannot find, and where the uid came from', async () => {
    const uid = '00000000-0000-4000-8000-000000000000';
    const proc = await server.listen(['--workspace', uid], { ready: false });
    expect(await proc.exited).toBe(1);
    expect(proc.stderr().trim()).toBe(
      `mailwright: workspace ${uid} is not a workspace of this token's team: check --workspace or MAILWRIGHT_WORKSPACE`,
    );
  });

  it('with --token instead of MAILWRIGHT_TOKEN, says the curl line it prints needs MAILWRIGHT_TOKEN set', async () => {
    const proc = await server.listen(['--token', h.team.token], {
      env: { MAILWRIGHT_TOKEN: '' },
    });
    expect(proc.stderr()).toContain(
      'Ready. Send a test event with (after export MAILWRIGHT_TOKEN=<the token given to --token>):',
    );
    expect(proc.stderr()).not.toContain(h.team.token);
    await proc.interrupt();
  });

  it('says what is wrong with a bad token, without a stack trace', async () => {
    const proc = await server.listen([], { ready: false, env: { MAILWRIGHT_TOKEN: 'mw_wrong' } });
    expect(await proc.exited).toBe(1);
    expect(proc.stderr()).toMatch(/^mailwright: the API refused the token/);
    expect(proc.stderr()).not.toContain('    at ');
  });
});
