import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { composeContext } from '../src/start/compose.js';
import { useCliEnvironments } from './support/cli.js';
import { cliPath, repoRoot, runCli } from './support/processes.js';
import { PROCESS_TEST_TIMEOUT_MS } from './support/wait.js';

const freshEnv = useCliEnvironments();

/** Runs the CLI with `input` on its standard input (a password piped in). */
function runWithInput(args: string[], env: Record<string, string>, input: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [cliPath, ...args], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c.toString()));
    child.stderr.on('data', (c) => (stderr += c.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

/** A loopback port with nothing listening on it (taken, then freed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('mailwright seeds', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('lists the simulated pool; adds a real seed sealed, health-checked, and disables it', async () => {
    const env = await freshEnv();
    await runCli(['migrate'], env);
    const pool = JSON.parse((await runCli(['seeds', 'list', '--json'], env)).stdout);
    expect(pool).toHaveLength(20);
    expect(pool.filter((s: any) => s.provider === 'gmail')).toHaveLength(2);
    expect(pool.every((s: any) => s.kind === 'simulated' && s.health === 'healthy')).toBe(true);

    const password = 'app-Pass-4u7q9z';
    const port = await closedPort();
    const added = await runWithInput(
      [
        'seeds',
        'add',
        '--provider',
        'outlook',
        '--email',
        'Seed.One@outlook.example',
        '--imap-host',
        '127.0.0.1',
        '--imap-port',
        String(port),
        '--no-tls',
        '--json',
      ],
      env,
      `${password}\n`,
    );
    // The IMAP server cannot be reached: added, but not healthy (exit 1). That says nothing about
    // the seed (a server down for now), so it is not `failing`: the reason is in health_error.
    expect(added.code, added.stderr).toBe(1);
    const [seed] = JSON.parse(added.stdout);
    expect(seed).toMatchObject({
      provider: 'outlook',
      email: 'seed.one@outlook.example',
      kind: 'imap',
      imap: `127.0.0.1:${port}`,
      health: 'unchecked',
    });
    expect(seed.health_error).toMatch(/could not be reached/);
    expect(added.stdout + added.stderr).not.toContain(password);
    const ctx = await composeContext(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
    try {
      const row = await ctx.db
        .selectFrom('placement_seeds')
        .selectAll()
        .where('email', '=', 'seed.one@outlook.example')
        .executeTakeFirstOrThrow();
      expect(row.password_sealed).not.toContain(password);
      expect(ctx.secrets.open(row.password_sealed as string)).toBe(password);
      // Checked again on its own every 6 hours.
      const checks = await ctx.db
        .selectFrom('jobs')
        .select(['name', 'payload', 'run_at'])
        .where('name', '=', 'placement.seed-health')
        .execute();
      expect(checks).toHaveLength(1);
      expect(JSON.parse(String(checks[0]?.payload))).toEqual({ seedId: row.id });
      expect(Date.parse(String(checks[0]?.run_at))).toBeGreaterThan(Date.now() + 5 * 3_600_000);
    } finally {
      await ctx.database.close();
    }

    const again = await runWithInput(
      [
        'seeds',
        'add',
        '--provider',
        'outlook',
        '--email',
        'seed.one@outlook.example',
        '--imap-host',
        '127.0.0.1',
        '--imap-port',
        String(port),
      ],
      env,
      password,
    );
    expect(again.code).not.toBe(0);
    expect(again.stderr).toMatch(/in the pool already/);
    const unknown = await runWithInput(
      ['seeds', 'add', '--provider', 'hotmail', '--email', 'x@y.example', '--imap-host', 'h'],
      env,
      password,
    );
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toMatch(/provider/);

    const disabled = await runCli(['seeds', 'disable', 'seed.one@outlook.example'], env);
    expect(disabled.code).toBe(0);
    const listed = JSON.parse((await runCli(['seeds', 'list', '--json'], env)).stdout);
    expect(listed.find((s: any) => s.email === 'seed.one@outlook.example')).toMatchObject({
      enabled: false,
    });
    const checked = await runCli(['seeds', 'check', 'seed1@gmail.seeds.mailwright.test'], env);
    expect(checked.code, checked.stderr).toBe(0);
  });
});
