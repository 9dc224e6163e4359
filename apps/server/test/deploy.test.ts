import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { describeIfAvailable } from './support/describe.js';
import { repoRoot } from './support/processes.js';

const exec = promisify(execFile);
const deploy = join(repoRoot, 'deploy');
const UNITS = ['mailwright-api.service', 'mailwright-worker.service'];

/** Null when `command` runs here; otherwise why not. */
async function missing(command: string, args: string[], pkg: string): Promise<string | null> {
  try {
    await exec(command, args);
    return null;
  } catch {
    return `${command} is not installed (Debian package ${pkg})`;
  }
}

/** The shipped units, with ExecStart's node where this machine has it (systemd checks it). */
function unitsHere(): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'mw-units-'));
  return UNITS.map((name) => {
    const path = join(dir, name);
    copyFileSync(join(deploy, 'systemd', name), path);
    writeFileSync(
      path,
      readFileSync(path, 'utf8').replace('/usr/bin/node ', `${process.execPath} `),
    );
    return path;
  });
}

describeIfAvailable(
  await missing('systemd-analyze', ['--version'], 'systemd'),
  'deploy/systemd units',
  () => {
    it('pass systemd-analyze verify without a warning', async () => {
      const { stdout, stderr } = await exec('systemd-analyze', ['verify', ...unitsHere()]);
      expect(stdout + stderr).toBe('');
    });

    it('are hardened: exposure 3.0 or less by systemd-analyze security', async () => {
      for (const unit of unitsHere()) {
        // --threshold is in tenths: a unit above 3.0 ("OK" ends there) exits 1, failing here.
        const { stdout } = await exec('systemd-analyze', [
          'security',
          '--offline=yes',
          '--threshold=30',
          unit,
        ]);
        expect(stdout, unit).toContain('Overall exposure level');
      }
    });
  },
  'Install with: sudo apt-get install -y systemd',
);

describe('deploy/ units and settings', () => {
  it('run the API and a worker that serves its health checks, from the environment file', () => {
    const [api, worker] = UNITS.map((name) => readFileSync(join(deploy, 'systemd', name), 'utf8'));
    expect(api).toMatch(/^ExecStart=.* serve --role api$/m);
    expect(worker).toMatch(/^ExecStart=.* serve --role worker$/m);
    expect(worker).toMatch(/^Environment=MAILWRIGHT_WORKER_PORT=\d+$/m);
    for (const unit of [api, worker])
      expect(unit).toMatch(/^EnvironmentFile=\/etc\/mailwright\/mailwright\.env$/m);
  });

  it('the example environment file is a valid production configuration once its secrets are filled in', () => {
    const env = Object.fromEntries(
      readFileSync(join(deploy, 'mailwright.env.example'), 'utf8')
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]),
    );
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    for (const name of Object.keys(env)) expect(readme, name).toContain(`| \`${name}\` |`);
    const config = loadConfig({
      ...env,
      MAILWRIGHT_MASTER_KEY: 'ab'.repeat(32),
      MAILWRIGHT_DATA_DIR: mkdtempSync(join(tmpdir(), 'mw-env-')),
    });
    expect(config).toMatchObject({
      profile: 'production',
      publicUrl: 'https://mail-api.example.com',
      operations: { trustedProxies: ['127.0.0.1/32', '::1/128'], allowSimulated: [] },
    });
  });
});

describeIfAvailable(
  await missing('caddy', ['version'], 'caddy'),
  'deploy/Caddyfile',
  () => {
    it('is a valid Caddy configuration, formatted as caddy fmt writes it', async () => {
      const file = join(deploy, 'Caddyfile');
      await exec('caddy', ['validate', '--adapter', 'caddyfile', '--config', file]);
      const { stdout } = await exec('caddy', ['fmt', file]);
      expect(stdout).toBe(readFileSync(file, 'utf8'));
    });
  },
  'Install with: sudo apt-get install -y caddy',
);
