import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './support/listen.js';
import { cliPath, killAll, repoRoot, runCli, spawnNode } from './support/processes.js';
import { type Receiver, startReceiver } from './support/receiver.js';
import { PATIENCE_MS, PROCESS_TEST_TIMEOUT_MS, waitFor } from './support/wait.js';

/**
 * The integration guide's code as a reader runs it, beside a clone (a `mailwright` folder) in an
 * app folder of its own (`my-app`, the SDK installed from the clone), against a server that is
 * not on the default port 8080: the samples must follow MAILWRIGHT_API_URL, and a missing secret
 * must stop things loudly instead of starting a receiver that fails every delivery.
 * (docs/integration.md's shell blocks run in doc-examples.test.ts; its JavaScript runs here.)
 */
const guide = readFileSync(join(repoRoot, 'docs/integration.md'), 'utf8');

/** The fenced block of `lang` that follows the first line containing `marker`. */
function blockAfter(marker: string, lang: string): string {
  const from = guide.indexOf(marker);
  if (from < 0) throw new Error(`no "${marker}" in the guide`);
  const start = guide.indexOf(`\`\`\`${lang}\n`, from);
  const end = guide.indexOf('\n```', start + 4);
  return guide.slice(start + lang.length + 4, end);
}

const run = promisify(execFile);
const sqliteRun = process.env.MW_TEST_DIALECT !== 'postgres';
let app = '';
let env: Record<string, string> = {};
let receiver: Receiver | undefined;

beforeAll(async () => {
  if (!sqliteRun) return;
  // The reader's layout: the clone, and their app beside it with the SDK installed from it.
  const root = mkdtempSync(join(tmpdir(), 'mw-guide-'));
  symlinkSync(repoRoot, join(root, 'mailwright'));
  app = join(root, 'my-app');
  mkdirSync(join(app, 'node_modules', '@mailwright'), { recursive: true });
  symlinkSync(join(repoRoot, 'packages/sdk'), join(app, 'node_modules/@mailwright/sdk'));
  writeFileSync(join(app, 'package.json'), '{"name":"my-app","private":true}');
  writeFileSync(join(app, 'receiver.mjs'), blockAfter('Save this as `my-app/receiver.mjs`', 'js'));
  writeFileSync(join(app, 'replay.mjs'), blockAfter('Save it as `my-app/replay.mjs`', 'js'));

  const settings = {
    MAILWRIGHT_DATA_DIR: join(root, 'data'),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    MAILWRIGHT_SIM_SPEED: 'instant',
    MAILWRIGHT_SANDBOX_SMTP_PORT: 'off',
  };
  const init = await runCli(['init', '--json'], { ...settings, MAILWRIGHT_PROFILE: 'local' });
  expect(init.code, init.stderr).toBe(0);
  const created = JSON.parse(init.stdout);
  // A port found free can be taken by another suite's server before ours binds it: try another.
  let port = 0;
  for (let tries = 0; port === 0; tries++) {
    const candidate = await freePort();
    const server = spawnNode(cliPath, ['serve', '--profile', 'local'], {
      ...settings,
      PORT: String(candidate),
    });
    try {
      await server.waitForOutput('running at', PROCESS_TEST_TIMEOUT_MS);
      port = candidate;
    } catch (error) {
      if (tries >= 2 || !server.stderr().includes('already in use')) throw error;
    }
  }
  const base = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => (await fetch(`${base}/readyz`).catch(() => null))?.status === 200,
    PATIENCE_MS,
    'the guide test server did not answer /readyz',
  );
  // `listen` has pointed the webhook somewhere by now in the guide: a receiver here.
  receiver = await startReceiver();
  const hook = await fetch(`${base}/v1/api/workspaces/webhook`, {
    method: 'POST',
    headers: { authorization: `Bearer ${created.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ uid: created.workspace.uid, webhook_url: receiver.url }),
  });
  expect(hook.status).toBe(200);
  // What step 1 has the reader export.
  env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    BASE: base,
    TOKEN: created.token,
    WORKSPACE: created.workspace.uid,
    MAILWRIGHT_API_URL: base,
    MAILWRIGHT_TOKEN: created.token,
    MAILWRIGHT_WORKSPACE: created.workspace.uid,
  };
}, PROCESS_TEST_TIMEOUT_MS);

afterAll(async () => {
  await receiver?.close();
  await killAll();
});

const node = (script: string, extra: Record<string, string>) =>
  run(process.execPath, [script], { cwd: app, env: { ...env, ...extra }, timeout: 60_000 }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => e,
  );

describe.runIf(sqliteRun)(
  'the integration guide, run as a reader runs it',
  { timeout: PROCESS_TEST_TIMEOUT_MS },
  () => {
    it('the sample receiver refuses to start without a signing secret', async () => {
      for (const secret of ['', 'not-a-secret']) {
        const started = await node('receiver.mjs', { MAILWRIGHT_WEBHOOK_SECRET: secret });
        expect(started.code).toBe(1);
        expect(started.stderr).toContain('MAILWRIGHT_WEBHOOK_SECRET');
        expect(started.stdout).not.toContain('Receiving on');
      }
    });

    it('reading the secret fails loudly when listen cannot reach the API: nothing exported, nothing started', async () => {
      const block = blockAfter('Start it with the workspace', 'sh');
      const closed = await freePort();
      const exported = 'echo "exported: [$(printenv MAILWRIGHT_WEBHOOK_SECRET || echo none)]"';
      const result = await run('bash', ['-c', `${block}\n${exported}`], {
        cwd: app,
        env: { ...env, MAILWRIGHT_API_URL: `http://127.0.0.1:${closed}` },
        timeout: 120_000,
      }).then(
        (r) => ({ code: 0, ...r }),
        (e: { code: number; stdout: string; stderr: string }) => e,
      );
      expect(result.stderr).toContain(
        `cannot reach the Mailwright API at http://127.0.0.1:${closed}`,
      );
      expect(result.stdout).not.toContain('Receiving on');
      expect(result.stdout).toContain('exported: [none]');
    });

    it('listen --print-secret and the replay sample reach the server at MAILWRIGHT_API_URL, not 8080', async () => {
      const secret = await runCli(['listen', '--print-secret'], env);
      expect(secret.code, secret.stderr).toBe(0);
      expect(secret.stdout.trim()).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
      const replayed = await node('replay.mjs', {});
      expect(replayed.code, replayed.stderr).toBe(0);
      // It sent a test event and redelivered it: the receiver got the same event twice.
      await waitFor(() => (receiver?.requests.length ?? 0) >= 2, PATIENCE_MS, 'no redelivery');
      const seen = receiver!.requests.map((r) => [
        r.headers['x-service-event'],
        r.headers['x-service-event-id'],
      ]);
      expect(seen[0]).toEqual(seen[1]);
      expect(seen[0]?.[0]).toBe('webhook.test');
    });
  },
);
