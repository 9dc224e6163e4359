import { type ChildProcess, execFile, spawn } from 'node:child_process';
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
let app = '';
let env: Record<string, string> = {};
let receiver: Receiver | undefined;
/** What the server wrote to stderr: shown when a test fails. */
let serverLog = () => '';

beforeAll(async () => {
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
      serverLog = () => server.stderr().slice(-4000);
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
  await Promise.all([...shells].map((shell) => shell.stop()));
  await receiver?.close();
  await killAll();
});

/** A command of the guide left running in the app folder, as in a terminal, until stopped. */
interface Shell {
  stdout(): string;
  /** Waits until its output contains `text`. */
  until(text: string): Promise<void>;
  /** Ctrl-C for its whole process group; resolves once its port no longer answers. */
  stop(): Promise<void>;
}
const shells = new Set<Shell>();

function startShell(code: string, extra: Record<string, string>, url: string): Shell {
  const child: ChildProcess = spawn('bash', ['-c', code], {
    cwd: app,
    env: { ...env, ...extra },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    err += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const shell: Shell = {
    stdout: () => out,
    until: (text) =>
      waitFor(
        () => out.includes(text),
        PATIENCE_MS,
        () => `no "${text}" from: ${code}\nstdout: ${out}\nstderr: ${err}\nserver: ${serverLog()}`,
      ),
    async stop() {
      shells.delete(shell);
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGINT');
      await exited;
      await waitFor(async () => !(await fetch(url).catch(() => null)), PATIENCE_MS, 'still up');
    },
  };
  shells.add(shell);
  return shell;
}

const node = (script: string, extra: Record<string, string>) =>
  run(process.execPath, [script], { cwd: app, env: { ...env, ...extra }, timeout: 60_000 }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => e,
  );

describe('the integration guide, run as a reader runs it', {
  timeout: PROCESS_TEST_TIMEOUT_MS,
}, () => {
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
    // It sent a test event and redelivered it: the receiver got that event, and its delivery
    // log shows the manual attempt. (A redelivery starts a new round: when it comes before the
    // first attempt was made, that attempt is never made, so one delivery or two.)
    await waitFor(() => (receiver?.requests.length ?? 0) >= 1, PATIENCE_MS, 'no delivery');
    const ids = new Set(receiver!.requests.map((r) => r.headers['x-service-event-id']));
    expect(ids.size).toBe(1);
    expect(receiver!.requests[0]!.headers['x-service-event']).toBe('webhook.test');
    const [uid] = [...ids];
    const headers = { authorization: `Bearer ${env.TOKEN}`, 'x-workspace-id': env.WORKSPACE! };
    const triggers = async () => {
      const got = await fetch(`${env.BASE}/v1/api/webhooks/events/${uid}`, { headers });
      const body = (await got.json()) as { event: { attempts: Array<{ trigger: string }> } };
      return body.event.attempts.map((a) => a.trigger);
    };
    await waitFor(
      async () => (await triggers()).includes('manual'),
      PATIENCE_MS,
      'no manual attempt',
    );
  });

  it('the sample receiver, started as printed, verifies what listen forwards, skips a redelivery and refuses a wrong secret until it is restarted', async () => {
    const port = String(await freePort());
    const hook = `http://127.0.0.1:${port}/webhooks`;
    const sh = (code: string) =>
      run('bash', ['-c', code], { cwd: app, env, timeout: 60_000 }).then((r) => r.stdout);
    const sendTest = async () =>
      JSON.parse(await sh(blockAfter('run the `curl` line `listen` printed', 'sh'))).event
        .uid as string;
    const printed = /Your app prints\s+`test event 0d3c…: ([^`]+)`/.exec(guide)?.[1];
    const wrongSecret = /`(MAILWRIGHT_WEBHOOK_SECRET=whsec_\S+ node receiver\.mjs)`/.exec(
      guide,
    )?.[1];
    expect(printed).toBeDefined();
    expect(wrongSecret).toBeDefined();

    // Step 4: the receiver, with the secret read by listen --print-secret.
    let yours = startShell(blockAfter('Start it with the workspace', 'sh'), { PORT: port }, hook);
    await yours.until(`Receiving on ${hook}`);
    const listen = spawnNode(cliPath, ['listen', '--forward-to', hook], env);
    await waitFor(
      () => listen.stderr().includes('Ready.'),
      PROCESS_TEST_TIMEOUT_MS,
      () => `listen did not start: ${listen.stderr()}`,
    );

    // A test event (step 3's curl) reaches the app through listen, verified.
    const first = await sendTest();
    await yours.until(`test event ${first}: ${printed}`);
    await listen.waitForOutput(`event ${first}  => 204 from ${hook}`);

    // Step 6: redelivering the newest event brings the same event id: the app skips it.
    await sh(blockAfter('Every event and every delivery attempt is kept', 'sh'));
    await yours.until(`duplicate ${first}: skipped`);

    // A wrong secret: the next test event is answered 401, and listen shows it.
    await yours.stop();
    yours = startShell(wrongSecret!, { PORT: port }, hook);
    await yours.until(`Receiving on ${hook}`);
    const second = await sendTest();
    await yours.until('rejected a delivery (bad_signature): 401');
    await listen.waitForOutput(`event ${second}  => 401 from ${hook}`);
    expect(yours.stdout()).not.toContain(`test event ${second}`);

    // Restarted with the right secret, the app gets Mailwright's retry of that event.
    await yours.stop();
    const secret = (await runCli(['listen', '--print-secret'], env)).stdout.trim();
    yours = startShell(
      'node receiver.mjs',
      { PORT: port, MAILWRIGHT_WEBHOOK_SECRET: secret },
      hook,
    );
    await yours.until(`test event ${second}: ${printed}`);
    await listen.waitForOutput(`event ${second}  => 204 from ${hook}`);

    // Ctrl-C stops listen cleanly (it puts the webhook URL back).
    listen.child.kill('SIGINT');
    expect(await listen.exited).toBe(0);
    await yours.stop();
  });
});
