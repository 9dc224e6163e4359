import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { createProviders } from '../src/providers/index.js';
import { createTestDatabase, type TestDatabase, testEnv } from './support/database.js';
import { useHarness } from './support/harness.js';
import { cliPath, killAll, repoRoot, runCli, spawnNode } from './support/processes.js';
import { PROCESS_TEST_TIMEOUT_MS } from './support/wait.js';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('choosing adapters from settings', () => {
  it('uses the simulator for every family by default', () => {
    const config = loadConfig({});
    expect(config.adapters).toEqual({
      dnsHost: { kind: 'simulator' },
      smtpMailboxHost: { kind: 'simulator' },
      resolvers: [],
      cloudflare: { kind: 'simulator' },
      registrar: { kind: 'simulator' },
      registrarMargin: { percent: 0, fixedCents: 0 },
      sequencers: {},
      mailHosts: {},
    });
    expect(createProviders(config).status.every((s) => s.adapter === 'simulator')).toBe(true);
  });

  it('names every setting PowerDNS needs, and each bad value', () => {
    expect(problemsOf({ MAILWRIGHT_DNS_HOST: 'powerdns' })).toEqual([
      'MAILWRIGHT_POWERDNS_API_URL: is required when MAILWRIGHT_DNS_HOST=powerdns',
      'MAILWRIGHT_POWERDNS_API_KEY: is required when MAILWRIGHT_DNS_HOST=powerdns',
      'MAILWRIGHT_NAMESERVERS: needs at least two host names when MAILWRIGHT_DNS_HOST=powerdns',
      'MAILWRIGHT_DNS_RESOLVER: is required when MAILWRIGHT_DNS_HOST=powerdns: the resolver that propagation checks ask (such as 127.0.0.1:53)',
    ]);
    expect(problemsOf({ MAILWRIGHT_DNS_HOST: 'bind' })).toEqual([
      'MAILWRIGHT_DNS_HOST: must be one of simulator, powerdns, got "bind"',
    ]);
    expect(
      problemsOf({
        MAILWRIGHT_DNS_HOST: 'powerdns',
        MAILWRIGHT_POWERDNS_API_URL: 'localhost:8081',
        MAILWRIGHT_POWERDNS_API_KEY: 'k',
        MAILWRIGHT_NAMESERVERS: 'ns1.example.net,not a name',
        MAILWRIGHT_DNS_RESOLVER: '127.0.0.1:99999',
      }),
    ).toEqual([
      'MAILWRIGHT_DNS_RESOLVER: "127.0.0.1:99999" is not an address with an optional port (such as 127.0.0.1:53)',
      'MAILWRIGHT_POWERDNS_API_URL: must be an http(s) URL such as http://127.0.0.1:8081',
      'MAILWRIGHT_NAMESERVERS: "not a name" is not a host name',
    ]);
  });

  it('reads a complete PowerDNS and mail server setting', () => {
    const config = loadConfig({
      MAILWRIGHT_DNS_HOST: 'powerdns',
      MAILWRIGHT_POWERDNS_API_URL: 'http://127.0.0.1:8081/',
      MAILWRIGHT_POWERDNS_API_KEY: 'secret',
      MAILWRIGHT_NAMESERVERS: 'NS1.example.net,ns2.example.net.',
      MAILWRIGHT_DNS_RESOLVER: '127.0.0.1:5353,::1',
      MAILWRIGHT_SMTP_MAILBOX_HOST: 'mailserver',
      MAILWRIGHT_MAILSTACK_DIR: '/srv/mailstack',
    });
    expect(config.adapters).toEqual({
      dnsHost: {
        kind: 'powerdns',
        apiUrl: 'http://127.0.0.1:8081',
        apiKey: 'secret',
        nameservers: ['ns1.example.net', 'ns2.example.net'],
      },
      smtpMailboxHost: { kind: 'mailserver', stackDir: '/srv/mailstack' },
      resolvers: ['127.0.0.1:5353', '[::1]:53'],
      cloudflare: { kind: 'simulator' },
      registrar: { kind: 'simulator' },
      registrarMargin: { percent: 0, fixedCents: 0 },
      sequencers: {},
      mailHosts: {},
    });
  });

  it('gives real DNS real patience whatever the simulator speed', () => {
    const settings = {
      MAILWRIGHT_POWERDNS_API_URL: 'http://127.0.0.1:8081/',
      MAILWRIGHT_POWERDNS_API_KEY: 'secret',
      MAILWRIGHT_NAMESERVERS: 'ns1.example.net,ns2.example.net',
      MAILWRIGHT_DNS_RESOLVER: '127.0.0.1:5353',
      MAILWRIGHT_SIM_SPEED: 'instant',
    };
    const simulated = createProviders(loadConfig(settings)).pace;
    expect(simulated).toMatchObject({ providerRetryMs: 0, propagationPollMs: 0 });
    const real = createProviders(loadConfig({ ...settings, MAILWRIGHT_DNS_HOST: 'powerdns' })).pace;
    // Polls a quarter second apart, a retryable failure asked again a second later, and the
    // realistic deadlines; the steps themselves keep the simulator's speed.
    expect(real).toMatchObject({
      propagationPollMs: 250,
      providerRetryMs: 1000,
      propagationDeadlineMs: 2 * 3_600_000,
      connectDeadlineMs: 48 * 3_600_000,
      mailboxDnsDeadlineMs: 2 * 3_600_000,
      mailboxAccountMs: simulated.mailboxAccountMs,
    });
  });

  it('names MAILWRIGHT_MAILSTACK_DIR when it is missing or holds no stack', () => {
    expect(problemsOf({ MAILWRIGHT_SMTP_MAILBOX_HOST: 'mailserver' })).toEqual([
      'MAILWRIGHT_MAILSTACK_DIR: is required when MAILWRIGHT_SMTP_MAILBOX_HOST=mailserver',
    ]);
    const empty = mkdtempSync(join(tmpdir(), 'mw-nostack-'));
    const config = loadConfig({
      MAILWRIGHT_SMTP_MAILBOX_HOST: 'mailserver',
      MAILWRIGHT_MAILSTACK_DIR: empty,
    });
    expect(() => createProviders(config)).toThrow(ConfigError);
    expect(() => createProviders(config)).toThrow(
      `MAILWRIGHT_MAILSTACK_DIR: ${empty} holds no mail stack (no stack.json); create one with: mailwright mailstack render --dir ${empty}`,
    );
    rmSync(empty, { recursive: true, force: true });
  });

  it.each([
    'MAILWRIGHT_DNS_HOST',
    'MAILWRIGHT_POWERDNS_API_URL',
    'MAILWRIGHT_POWERDNS_API_KEY',
    'MAILWRIGHT_NAMESERVERS',
    'MAILWRIGHT_DNS_RESOLVER',
    'MAILWRIGHT_SMTP_MAILBOX_HOST',
    'MAILWRIGHT_MAILSTACK_DIR',
  ])('documents %s in the README configuration table', (name) => {
    expect(readFileSync(`${repoRoot}README.md`, 'utf8')).toMatch(
      new RegExp(`\\| \`${name}\` +\\|`),
    );
  });
});

describe('GET /v1/api/providers', () => {
  const h = useHarness();
  it('says which families are real and which simulated', async () => {
    const res = await h.call('GET', '/v1/api/providers', { workspace: null });
    expect(res.status).toBe(200);
    expect(res.body.simulated).toBe(true);
    expect(res.body.families).toContainEqual({
      family: 'mailbox_host',
      platform: 'SMTP',
      adapter: 'simulator',
      real: false,
    });
    expect(res.body.families).toContainEqual({
      family: 'dns_host',
      platform: null,
      adapter: 'simulator',
      real: false,
    });
  });
});

describe('serve with real adapters', () => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    await killAll();
    for (const db of databases) await db.drop();
  });
  const env = async (extra: Record<string, string>) => {
    const db = await createTestDatabase();
    databases.push(db);
    return testEnv(db, { LOG_LEVEL: 'warn', PORT: '0', ...extra });
  };
  const powerdns = (url: string) => ({
    MAILWRIGHT_DNS_HOST: 'powerdns',
    MAILWRIGHT_POWERDNS_API_URL: url,
    MAILWRIGHT_POWERDNS_API_KEY: 'the-key-1f2e',
    MAILWRIGHT_NAMESERVERS: 'ns1.example.net,ns2.example.net',
    MAILWRIGHT_DNS_RESOLVER: '127.0.0.1:53',
  });

  it('refuses to start when PowerDNS cannot be reached or refuses the key, naming the variable', async () => {
    const down = await runCli(['serve'], await env(powerdns('http://127.0.0.1:1')));
    expect(down.code).toBe(1);
    expect(down.stderr).toContain('MAILWRIGHT_POWERDNS_API_URL: PowerDNS');
    const refusing = createServer((_req, res) => res.writeHead(401).end());
    await new Promise<void>((ok) => refusing.listen(0, '127.0.0.1', ok));
    const { port } = refusing.address() as { port: number };
    const denied = await runCli(['serve'], await env(powerdns(`http://127.0.0.1:${port}`)));
    refusing.close();
    expect(denied.code).toBe(1);
    expect(denied.stderr).toContain('MAILWRIGHT_POWERDNS_API_KEY: PowerDNS refused the API key');
    expect(denied.stderr).not.toContain('the-key-1f2e');
  });

  it(
    'the production banner warns loudly about simulated providers; local lists them quietly',
    async () => {
      const production = spawnNode(cliPath, ['serve'], await env({}));
      await production.waitForOutput('API reference:');
      expect(production.stdout()).toContain('Providers: real: none');
      expect(production.stdout()).toContain(
        'WARNING: the production profile runs simulated providers: registrar, DNS host, GOOGLE mailboxes',
      );
      const local = spawnNode(cliPath, ['serve', '--profile', 'local'], await env({}));
      await local.waitForOutput('API reference:');
      expect(local.stdout()).toContain('simulated: registrar');
      expect(local.stdout()).not.toContain('WARNING');
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
