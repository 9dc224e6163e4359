import { execFile } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { composeContext } from '../src/start/compose.js';
import { createTestDatabase, type TestDatabase, testEnv } from './support/database.js';
import { cliPath, killAll, repoRoot, runCli, spawnNode } from './support/processes.js';
import { PROCESS_TEST_TIMEOUT_MS } from './support/wait.js';

const exec = promisify(execFile);
const databases: TestDatabase[] = [];

afterEach(async () => {
  await killAll();
  for (const db of databases.splice(0)) await db.drop();
});

async function freshEnv(extra: Record<string, string> = {}) {
  const db = await createTestDatabase();
  databases.push(db);
  return testEnv(db, { LOG_LEVEL: 'warn', ...extra });
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Calls the API in-process against the database the CLI wrote to. */
async function callApi(env: Record<string, string>, token: string, url: string) {
  const ctx = await composeContext(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
  const app = await buildApp(ctx);
  try {
    return await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  } finally {
    await app.close();
    await ctx.database.close();
  }
}

// Starts real processes: each test gets the time a busy machine needs (PROCESS_TEST_TIMEOUT_MS).
describe('mailwright CLI', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('init --json creates the first team, workspace and a working token', async () => {
    const env = await freshEnv();
    const { code, stdout } = await runCli(['init', '--json'], env);
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    expect(Object.keys(out).sort()).toEqual(['base_url', 'team', 'token', 'workspace']);
    expect(Object.keys(out.team).sort()).toEqual(['name', 'uid']);
    expect(Object.keys(out.workspace).sort()).toEqual(['name', 'uid']);
    expect(out.token).toMatch(/^mw_[A-Za-z0-9_-]{43}$/);
    expect(out.base_url).toBe('http://127.0.0.1:8080');
    const res = await callApi(env, out.token, '/v1/api/workspaces/list');
    expect(res.json().workspaces[0].uid).toBe(out.workspace.uid);
  });

  it('init refuses a database that already has a team', async () => {
    const env = await freshEnv();
    await runCli(['init', '--json'], env);
    const again = await runCli(['init', '--json'], env);
    expect(again.code).toBe(1);
    expect(again.stdout).toBe('');
    expect(again.stderr).toContain('already has a team');
  });

  it('teams create adds a team in the init shape; teams list shows both', async () => {
    const env = await freshEnv();
    await runCli(['init', '--json'], env);
    const created = JSON.parse(
      (await runCli(['teams', 'create', '--name', 'Agency B', '--json'], env)).stdout,
    );
    expect(created.team.name).toBe('Agency B');
    expect(created.token).toMatch(/^mw_/);
    const teams = JSON.parse((await runCli(['teams', 'list', '--json'], env)).stdout);
    expect(teams.map((t: { name: string }) => t.name)).toEqual(['My team', 'Agency B']);
  });

  it('tokens create, list and revoke; a revoked token stops working', async () => {
    const env = await freshEnv();
    const init = JSON.parse((await runCli(['init', '--json'], env)).stdout);
    const created = JSON.parse(
      (await runCli(['tokens', 'create', '--team', init.team.uid, '--name', 'ci', '--json'], env))
        .stdout,
    );
    expect(created).toMatchObject({ name: 'ci', team: init.team, revoked_at: null });
    expect((await callApi(env, created.token, '/v1/api/account')).statusCode).toBe(200);

    const listed = JSON.parse(
      (await runCli(['tokens', 'list', '--team', init.team.uid, '--json'], env)).stdout,
    );
    expect(listed.map((t: { name: string }) => t.name)).toEqual(['ci', 'default']);
    expect(JSON.stringify(listed)).not.toContain(created.token);
    expect(listed[0].prefix).toBe(created.token.slice(0, 10));

    const revoked = await runCli(['tokens', 'revoke', created.id], env);
    expect(revoked.code).toBe(0);
    expect((await callApi(env, created.token, '/v1/api/account')).statusCode).toBe(401);
    expect((await callApi(env, init.token, '/v1/api/account')).statusCode).toBe(200);
  });

  it('says clearly when a team or token does not exist', async () => {
    const env = await freshEnv();
    const res = await runCli(
      ['tokens', 'create', '--team', '00000000-0000-4000-8000-000000000000'],
      env,
    );
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('Team not found');
    expect((await runCli(['tokens', 'revoke', 'ffffffffffffffffffffffff'], env)).stderr).toContain(
      'Token not found',
    );
  });

  it('stops with a message naming a bad environment variable', async () => {
    const res = await runCli(['migrate'], { ...(await freshEnv()), PORT: 'abc' });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('PORT: must be a whole number');
  });

  it('migrate applies the migrations to a new database', async () => {
    const res = await runCli(['migrate'], await freshEnv());
    expect(res.stdout).toContain('Applied: 0001-foundation, 0002-events');
  });

  it('works as `npx mailwright` from the repository root', async () => {
    const env = await freshEnv();
    const { stdout } = await exec('npx', ['mailwright', 'init', '--json'], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
    });
    expect(JSON.parse(stdout).token).toMatch(/^mw_/);
  });

  it('serve --profile local prints a token and a curl line that works as printed; a second start shows no token', async () => {
    const port = await freePort();
    const env = await freshEnv({ PORT: String(port), LOG_LEVEL: 'warn' });
    const server = spawnNode(cliPath, ['serve', '--profile', 'local'], env);
    await server.waitForOutput('API reference:');
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
    await again.waitForOutput('API reference:');
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
    await started.waitForOutput('API reference:');
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
    await api.waitForOutput('Mailwright API running at');
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    expect(api.stdout()).not.toContain('API and worker');
    api.child.kill('SIGTERM');
    expect(await api.exited).toBe(0);
  });

  it('serve --role worker runs without an HTTP listener', async () => {
    const port = await freePort();
    const env = await freshEnv({ PORT: String(port) });
    const worker = spawnNode(cliPath, ['serve', '--role', 'worker'], env);
    await worker.waitForOutput('worker running');
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
  });
});
