import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './support/processes.js';

/** `mailwright --version`, and a HOST that cannot be listened on stops `serve` before any write. */
describe('mailwright command', () => {
  it('prints its version with --version', async () => {
    const { code, stdout } = await runCli(['--version'], {});
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(code).toBe(0);
    expect(stdout.trim()).toBe(pkg.version);
  });

  it.each([
    ['999.1.1.1', 'HOST: must be an IP address'],
    ['no-such-host.invalid', 'HOST: no-such-host.invalid could not be resolved'],
    ['192.0.2.55', 'HOST: 192.0.2.55 is not an address of this machine'],
  ])('HOST=%s fails naming HOST, with nothing written', async (host, message) => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'mw-host-')), 'data');
    const { code, stderr } = await runCli(['serve', '--profile', 'local'], {
      HOST: host,
      PORT: '0',
      MAILWRIGHT_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    });
    expect(code).toBe(1);
    expect(stderr).toContain(message);
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe('mailwright serve on PostgreSQL', () => {
  it('without MAILWRIGHT_MASTER_KEY says the key is not set, and writes no key file', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mw-pgkey-'));
    const { code, stderr } = await runCli(['serve', '--role', 'worker'], {
      // The key is checked before the database is reached: this server need not exist.
      DATABASE_URL: 'postgres://mailwright:x@127.0.0.1:1/none',
      MAILWRIGHT_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    });
    expect(code).toBe(1);
    expect(stderr).toContain('MAILWRIGHT_MASTER_KEY: is not set');
    expect(stderr).not.toContain('not the key this database was created with');
    expect(existsSync(join(dataDir, 'master.key'))).toBe(false);
  });
});
