import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadMasterKey } from '../src/config.js';
import { composeContext, MasterKeyMismatchError } from '../src/start/compose.js';
import { createTestDatabase, testConfig } from './support/database.js';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

/** A file where a directory is expected. */
const fileNotDir = join(mkdtempSync(join(tmpdir(), 'mw-config-')), 'a-file');
writeFileSync(fileNotDir, '');

describe('configuration from the environment', () => {
  it('has working defaults: 127.0.0.1:8080, SQLite under ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      profile: 'production',
      logLevel: 'info',
    });
    expect(config.publicUrl).toBe('http://127.0.0.1:8080');
    expect(config.database).toEqual({ dialect: 'sqlite', path: resolve('data/mailwright.db') });
    expect(config.masterKey).toEqual({ source: 'file', path: resolve('data/master.key') });
    expect(Object.isFrozen(config.http)).toBe(true);
  });

  it('reads a postgres:// DATABASE_URL and a SQLite path', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/mw' }).database).toEqual({
      dialect: 'postgres',
      url: 'postgres://u:p@db:5432/mw',
    });
    expect(loadConfig({ DATABASE_URL: '/var/lib/mw.db' }).database).toEqual({
      dialect: 'sqlite',
      path: '/var/lib/mw.db',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT: must be a whole number, got "eighty"'],
    [{ PORT: '70000' }, 'PORT: must be between 0 and 65535, got 70000'],
    [
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
    ],
    [
      { DATABASE_URL: 'mysql://x/y' },
      'DATABASE_URL: must be a SQLite file path or a postgres:// URL',
    ],
    [
      { MAILWRIGHT_MASTER_KEY: 'short' },
      'MAILWRIGHT_MASTER_KEY: must be 32 bytes, as 64 hex characters or base64',
    ],
    [
      { MAILWRIGHT_PROFILE: 'staging' },
      'MAILWRIGHT_PROFILE: must be one of local, production, got "staging"',
    ],
    [
      { MAILWRIGHT_PUBLIC_URL: 'mail.example.com' },
      'MAILWRIGHT_PUBLIC_URL: must be an http(s) URL such as https://mail.example.com',
    ],
    [
      { MAILWRIGHT_RATE_LIMIT_PER_MINUTE: '-1' },
      'MAILWRIGHT_RATE_LIMIT_PER_MINUTE: must be between 0 and 10000000, got -1',
    ],
    [
      { MAILWRIGHT_WEBHOOK_RETRY_SCHEDULE: '5s,soon' },
      'MAILWRIGHT_WEBHOOK_RETRY_SCHEDULE: "soon" is not a duration such as 500ms, 5s, 2m, 6h or 1d (at most 7 days)',
    ],
    [
      { MAILWRIGHT_WEBHOOK_ALLOW_CIDRS: '10.0.0.0/33' },
      'MAILWRIGHT_WEBHOOK_ALLOW_CIDRS: "10.0.0.0/33" is not an IP address or CIDR range',
    ],
    [
      { MAILWRIGHT_WEBHOOK_ALLOW_CIDRS: 'intranet.example' },
      'MAILWRIGHT_WEBHOOK_ALLOW_CIDRS: "intranet.example" is not an IP address or CIDR range',
    ],
    [
      { MAILWRIGHT_WEBHOOK_ALLOW_PRIVATE: 'maybe' },
      'MAILWRIGHT_WEBHOOK_ALLOW_PRIVATE: must be true or false, got "maybe"',
    ],
    [
      { HOST: 'no such host!' },
      'HOST: must be an IP address (such as 127.0.0.1 or ::1) or a host name, got "no such host!"',
    ],
    [
      { HOST: '[::1]' },
      'HOST: must be an IP address (such as 127.0.0.1 or ::1) or a host name, got "[::1]"',
    ],
    [
      { MAILWRIGHT_DATA_DIR: fileNotDir },
      `MAILWRIGHT_DATA_DIR: ${fileNotDir} is a file, not a directory`,
    ],
    [
      { MAILWRIGHT_DATA_DIR: join(fileNotDir, 'sub') },
      `MAILWRIGHT_DATA_DIR: ${fileNotDir} is a file, not a directory`,
    ],
    [
      { DATABASE_URL: join(fileNotDir, 'mw.db'), MAILWRIGHT_MASTER_KEY: 'a'.repeat(64) },
      `DATABASE_URL: ${fileNotDir} is a file, not a directory`,
    ],
    [
      { MAILWRIGHT_WEBHOOK_MAX_IN_FLIGHT: '0' },
      'MAILWRIGHT_WEBHOOK_MAX_IN_FLIGHT: must be between 1 and 1000, got 0',
    ],
  ])('names the variable in the error for %o', (env, problem) => {
    expect(problemsOf(env)).toEqual([problem]);
  });

  it('takes HOST as an IP address or a host name; an IPv6 one is bracketed in the public URL', () => {
    expect(loadConfig({ HOST: '::1', PORT: '9000' })).toMatchObject({
      host: '::1',
      publicUrl: 'http://[::1]:9000',
    });
    expect(new URL(loadConfig({ HOST: 'fe80::1' }).publicUrl).hostname).toBe('[fe80::1]');
    expect(loadConfig({ HOST: '0.0.0.0' }).publicUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ HOST: '::' }).publicUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ HOST: 'mail-1.internal.example' }).publicUrl).toBe(
      'http://mail-1.internal.example:8080',
    );
    expect(loadConfig({ HOST: 'localhost' }).host).toBe('localhost');
  });

  it('has the delivery schedule of DESIGN.md by default and reads another one', () => {
    const { webhooks } = loadConfig({});
    expect(webhooks).toEqual({
      retryScheduleMs: [5, 30, 120, 600, 1800, 7200, 21_600, 43_200, 86_400, 86_400].map(
        (s) => s * 1000,
      ),
      timeoutMs: 10_000,
      maxInFlightPerWorkspace: 10,
      retryAfterMaxMs: 3_600_000,
      disableAfterMs: 5 * 86_400_000,
      allowPrivate: false,
      allowCidrs: [],
    });
    const custom = loadConfig({
      MAILWRIGHT_WEBHOOK_RETRY_SCHEDULE: '250ms, 1s,2m,1h,1d,40',
      MAILWRIGHT_WEBHOOK_ALLOW_CIDRS: '10.20.0.0/16, fd00::/8, 192.168.1.7',
      MAILWRIGHT_WEBHOOK_ALLOW_PRIVATE: 'true',
    }).webhooks;
    expect(custom.retryScheduleMs).toEqual([250, 1000, 120_000, 3_600_000, 86_400_000, 40]);
    expect(custom.allowCidrs).toEqual(['10.20.0.0/16', 'fd00::/8', '192.168.1.7/32']);
    expect(custom.allowPrivate).toBe(true);
  });

  it('holds forwarding to unverified destinations in production and forwards in the local profile', () => {
    const rule = (env: Record<string, string>) => loadConfig(env).forwarding.requireVerified;
    expect(rule({})).toBe('hold');
    expect(rule({ MAILWRIGHT_PROFILE: 'local' })).toBe('off');
    expect(rule({ MAILWRIGHT_FORWARDING_REQUIRE_VERIFIED: 'true' })).toBe('refuse');
    expect(rule({ MAILWRIGHT_FORWARDING_REQUIRE_VERIFIED: 'false' })).toBe('off');
    expect(
      rule({ MAILWRIGHT_PROFILE: 'local', MAILWRIGHT_FORWARDING_REQUIRE_VERIFIED: 'HOLD' }),
    ).toBe('hold');
    expect(problemsOf({ MAILWRIGHT_FORWARDING_REQUIRE_VERIFIED: 'later' })).toEqual([
      expect.stringContaining(
        'MAILWRIGHT_FORWARDING_REQUIRE_VERIFIED: must be hold, true or false',
      ),
    ]);
  });

  it('reports every bad variable at once', () => {
    expect(problemsOf({ PORT: 'x', LOG_LEVEL: 'y' })).toHaveLength(2);
  });

  it('accepts a master key as hex or base64', () => {
    const hex = 'ab'.repeat(32);
    expect(loadMasterKey(loadConfig({ MAILWRIGHT_MASTER_KEY: hex }))).toEqual(
      Buffer.from(hex, 'hex'),
    );
    const b64 = Buffer.alloc(32, 7).toString('base64');
    expect(loadMasterKey(loadConfig({ MAILWRIGHT_MASTER_KEY: b64 }))).toEqual(Buffer.alloc(32, 7));
  });

  it('generates a key file with mode 0600 on first use and reuses it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mw-key-'));
    const config = loadConfig({ MAILWRIGHT_DATA_DIR: dir });
    const key = loadMasterKey(config);
    const path = join(dir, 'master.key');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(key).toHaveLength(32);
    expect(loadMasterKey(config)).toEqual(key);
    expect(readFileSync(path, 'utf8').trim()).toBe(key.toString('base64'));
  });

  it('refuses a key file that does not hold a key', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mw-key-'));
    writeFileSync(join(dir, 'master.key'), 'garbage');
    expect(() => loadMasterKey(loadConfig({ MAILWRIGHT_DATA_DIR: dir }))).toThrow(ConfigError);
  });

  it('refuses to start a database with a different master key than it was created with', async () => {
    const db = await createTestDatabase();
    try {
      const first = await composeContext(testConfig(db, { LOG_LEVEL: 'silent' }));
      await first.database.close();
      await expect(
        composeContext(
          testConfig(db, { LOG_LEVEL: 'silent', MAILWRIGHT_MASTER_KEY: 'b'.repeat(64) }),
        ),
      ).rejects.toThrow(MasterKeyMismatchError);
    } finally {
      await db.drop();
    }
  });
});
