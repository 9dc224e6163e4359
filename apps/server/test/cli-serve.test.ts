import { execFile } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useCliEnvironments } from './support/cli.js';
import { freePort } from './support/listen.js';
import { cliPath, runCli, spawnNode } from './support/processes.js';
import { PROCESS_TEST_TIMEOUT_MS } from './support/wait.js';

const exec = promisify(execFile);
const freshEnv = useCliEnvironments();

// Starts real processes: each test gets the time a busy machine needs (PROCESS_TEST_TIMEOUT_MS).
describe('mailwright serve', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('serve --profile local prints a token and a curl line that works as printed; a second start shows no token', async () => {
    const port = await freePort();
    const env = await freshEnv({ PORT: String(port), LOG_LEVEL: 'warn' });
    const server = spawnNode(cliPath, ['serve', '--profile', 'local'], env);
    await server.waitForOutput('API reference:', PROCESS_TEST_TIMEOUT_MS);
    const out = server.stdout();
    expect(out).toContain(`running at http://127.0.0.1:${port}`);
    const workspaceUid = /Workspace uid: (\S+)/.exec(out)?.[1];
    const curlLine = out.split('\n').find((line) => line.trim().startsWith('curl '));
    expect(curlLine).toBeDefined();
    const { stdout } = await exec('sh', ['-c', curlLine as string]);
    expect(JSON.parse(stdout).workspaces[0].uid).toBe(workspaceUid);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const again = spawnNode(cliPath, ['serve', '--profile', 'local'], env);
    await again.waitForOutput('API reference:', PROCESS_TEST_TIMEOUT_MS);
    expect(again.stdout()).not.toContain('API token:');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });

  it('serve on a busy port exits 1 naming PORT and creates no team; the next start still shows the token', async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const { port } = busy.address() as { port: number };
    const env = await freshEnv({ PORT: String(port) });
    try {
      const failed = await runCli(['serve', '--profile', 'local'], env);
      expect(failed.code).toBe(1);
      expect(failed.stderr).toContain(`PORT: 127.0.0.1:${port} is already in use`);
      expect(failed.stderr).not.toContain('    at ');
      expect(failed.stdout).not.toContain('API token:');
    } finally {
      await new Promise((resolve) => busy.close(resolve));
    }

    const started = spawnNode(cliPath, ['serve', '--profile', 'local'], env);
    await started.waitForOutput('API reference:', PROCESS_TEST_TIMEOUT_MS);
    expect(started.stdout()).toMatch(/API token: {5}mw_/);
    started.child.kill('SIGTERM');
    expect(await started.exited).toBe(0);
  });

  it('stops with a message naming DATABASE_URL when PostgreSQL cannot be reached', async () => {
    const env = await freshEnv({ DATABASE_URL: 'postgres://mw:hunter2@127.0.0.1:1/mailwright' });
    for (const args of [['serve'], ['migrate']]) {
      const res = await runCli(args, env);
      expect(res.code, args[0]).toBe(1);
      expect(res.stderr, args[0]).toContain(
        'DATABASE_URL: cannot connect to PostgreSQL at 127.0.0.1:1/mailwright',
      );
      expect(res.stderr, args[0]).not.toContain('hunter2');
      expect(res.stderr, args[0]).not.toContain('migration');
    }
  });

  it('gives up on a PostgreSQL server that never answers, naming DATABASE_URL', async () => {
    // Accepts the connection and then says nothing, as a server behind a dropping firewall.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const env = await freshEnv({ DATABASE_URL: `postgres://mw:pw@127.0.0.1:${port}/mailwright` });
      const res = await runCli(['migrate'], env);
      expect(res.code).toBe(1);
      expect(res.stderr).toContain(
        `DATABASE_URL: cannot connect to PostgreSQL at 127.0.0.1:${port}`,
      );
    } finally {
      silent.close();
    }
  });

  it('serve --role api answers HTTP and says it runs no worker', async () => {
    const port = await freePort();
    const env = await freshEnv({ PORT: String(port) });
    const api = spawnNode(cliPath, ['serve', '--role', 'api'], env);
    await api.waitForOutput('Mailwright API running at', PROCESS_TEST_TIMEOUT_MS);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    expect(api.stdout()).not.toContain('API and worker');
    api.child.kill('SIGTERM');
    expect(await api.exited).toBe(0);
  });

  it('serve --role worker runs without an HTTP listener', async () => {
    const port = await freePort();
    const env = await freshEnv({ PORT: String(port) });
    const worker = spawnNode(cliPath, ['serve', '--role', 'worker'], env);
    await worker.waitForOutput('worker running', PROCESS_TEST_TIMEOUT_MS);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
  });
});
