import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { callApi, useCliEnvironments } from './support/cli.js';
import { repoRoot, runCli } from './support/processes.js';
import { PROCESS_TEST_TIMEOUT_MS } from './support/wait.js';

const exec = promisify(execFile);
const freshEnv = useCliEnvironments();

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

  it('names the option as typed in every refusal of its value, once, in one line of its own', async () => {
    const env = await freshEnv();
    for (const [args, said] of [
      [['billing', 'grant', '--team', 't', '--amount', '0', '--reason', 'x'], '--amount must be'],
      [
        ['billing', 'grant', '--team', 't', '--amount', '1', '--reason', ' '],
        '--reason must not be empty',
      ],
      [['teams', 'create', '--name', '  '], '--name must not be empty'],
      [
        ['prewarm', 'stock', '--domain', 'a.com', '--mailboxes', '9'],
        '--mailboxes must be a whole number from 1 to',
      ],
      [['prewarm', 'stock', '--domain', 'a.com', '--platform', 'AOL'], '--platform must be one of'],
      [['serve', '--role', 'everything'], '--role must be one of: api, worker, all'],
      [['members', 'invitations', '--team', 't', '--status', 'lost'], '--status must be one of: '],
      [['listen', '--port', '99999'], '--port must be a port number'],
      [['listen', '--api', 'ftp://example.com'], '--api must be an http(s) URL'],
      [
        [
          'seeds',
          'add',
          '--provider',
          'gmail',
          '--email',
          'a@b.c',
          '--imap-host',
          'h',
          '--imap-port',
          '0',
        ],
        '--imap-port must be a port number',
      ],
    ] as Array<[string[], string]>) {
      const res = await runCli(args, env);
      expect(res.code, args.join(' ')).toBe(1);
      // Our line only: not Commander's `option '--amount <credits>' argument '0' is invalid.` first.
      const line = `error: ${said}`;
      expect(res.stderr.slice(0, line.length), args.join(' ')).toBe(line);
      expect(res.stderr, args.join(' ')).not.toContain('is invalid');
      const name = said.split(' ')[0] as string;
      expect(res.stderr, args.join(' ')).not.toContain(`${name} ${name}`);
    }
  });

  it('names the environment variable a refused value came from, not the option never typed', async () => {
    const res = await runCli(['listen'], { MAILWRIGHT_API_URL: 'ftp://example.com' });
    expect(res.code).toBe(1);
    expect(res.stderr.split('\n')[0]).toBe('error: MAILWRIGHT_API_URL must be an http(s) URL');
    expect(res.stderr).not.toContain('--api must be');
    expect(res.stderr).not.toContain('is invalid');
  });

  it('a mistake on the command line is one line, the same for every command: no help after it', async () => {
    // `teams create` is defined in cli.ts, `billing` in a module of its own (cli-billing.ts).
    for (const [args, said] of [
      [['teams', 'create', '--name', 'T', '--no-such-flag'], "unknown option '--no-such-flag'"],
      [['billing', 'verify', '--no-such-flag'], "unknown option '--no-such-flag'"],
      [['teams', 'create'], "required option '--name <name>' not specified"],
      [
        ['billing', 'grant', '--team', 't', '--reason', 'x'],
        "required option '--amount <credits>' not specified",
      ],
    ] as Array<[string[], string]>) {
      const res = await runCli(args, {});
      expect(res.code, args.join(' ')).toBe(1);
      expect(res.stderr, args.join(' ')).toBe(`error: ${said}\n`);
    }
  });

  it('stops with a message naming a bad environment variable', async () => {
    const res = await runCli(['migrate'], { ...(await freshEnv()), PORT: 'abc' });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('PORT: must be a whole number');
  });

  it('migrate applies the migrations to a new database', async () => {
    const res = await runCli(['migrate'], await freshEnv({}, { empty: true }));
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

  it('listen --help states each default once', async () => {
    const { stdout, code } = await runCli(['listen', '--help'], {});
    expect(code).toBe(0);
    const flat = stdout.replace(/\s+/g, ' ');
    expect(flat).toContain('--port <port> port of the local receiver (default: any free port)');
    for (const line of flat.split(/ (?=--)/))
      expect(line.match(/\(default:/g)?.length ?? 0, line).toBeLessThanOrEqual(1);
  });

  it('mailwright --help names the six servers mailstack configures', async () => {
    const { stdout } = await runCli(['--help'], {});
    expect(stdout.replace(/\s+/g, ' ')).toContain(
      'PowerDNS, Postfix, Dovecot, OpenDKIM, pyspf-milter and OpenDMARC',
    );
  });

  it("the README's command table has a row for every command --help lists", async () => {
    const { stdout } = await runCli(['--help'], {});
    const commands = [...stdout.split('Commands:')[1]!.matchAll(/^ {2}([a-z]+)\b/gm)]
      .map((m) => m[1] as string)
      .filter((name) => name !== 'help');
    expect(commands.length).toBeGreaterThan(15);
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    const section = readme.split('## The `mailwright` command')[1]?.split('\n## ')[0] ?? '';
    const rows = section.split('\n').filter((line) => line.startsWith('| `'));
    const listed = new Set(
      rows.flatMap((row) => [...row.matchAll(/`([a-z]+)[ `\]]/g)].map((m) => m[1])),
    );
    expect(commands.filter((name) => !listed.has(name))).toEqual([]);
  });
});
