import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SequencerPlatform } from '../src/providers/sequencer-platform.js';
import { createEmailBison } from '../src/providers/sequencers/emailbison.js';
import { createInstantly } from '../src/providers/sequencers/instantly.js';
import { createLemlist } from '../src/providers/sequencers/lemlist.js';
import { createSmartlead } from '../src/providers/sequencers/smartlead.js';
import {
  type SequencerPlatformFixtures,
  sequencerPlatformContract,
} from './providers/sequencer-platform.contract.js';
import type { Workspaces } from './support/fakes/accounts.js';
import { startFakeEmailBison } from './support/fakes/emailbison.js';
import { startFakeInstantly } from './support/fakes/instantly.js';
import { startFakeLemlist } from './support/fakes/lemlist.js';
import { type FakeServer, startFakeServer } from './support/fakes/server.js';
import { startFakeSmartlead } from './support/fakes/smartlead.js';

/**
 * The sequencer-platform contract against each real adapter, pointed at a loopback fake that
 * answers as the vendor's published API does (test/support/fakes), and what only a real one does:
 * rate limits, outages retried, a refused key disconnecting, secrets never in an answer.
 */
type Fake = FakeServer & {
  workspaces: Workspaces;
  sessions?: { complete(id: string, email: string, status: string): void };
};
const fakes: Record<string, Fake> = {};
let serial = 0;
const next = () => {
  serial += 1;
  return `${serial}${Date.now().toString(36)}`;
};

beforeAll(async () => {
  fakes.instantly = await startFakeInstantly();
  fakes.smartlead = await startFakeSmartlead();
  fakes.emailbison = await startFakeEmailBison();
  fakes.lemlist = await startFakeLemlist();
});
afterAll(async () => {
  for (const fake of Object.values(fakes)) await fake.close();
});

const adapters: Record<string, () => SequencerPlatform> = {
  instantly: () => createInstantly(fakes.instantly?.baseUrl ?? ''),
  smartlead: () => createSmartlead(fakes.smartlead?.baseUrl ?? ''),
  emailbison: () =>
    createEmailBison({
      apiUrl: fakes.emailbison?.baseUrl ?? '',
      destinations: { allowPrivate: false, allowCidrs: [] },
    }),
  lemlist: () => createLemlist(fakes.lemlist?.baseUrl ?? ''),
};

/** A form of `platform` whose key the fake knows (a new workspace each time). */
export function realForm(platform: string, fake: Fake, key = `key_${next()}_0123456789abcdef`) {
  const ws = fake.workspaces.add(key, `Acme outbound ${next()}`);
  const login = {
    sequencer_login: `ops${next()}@acme-outbound.com`,
    sequencer_password: 'Correct-Horse-9',
  };
  const values: Record<string, string> =
    platform === 'emailbison'
      ? { base_url: 'https://send.acme-agency.com', api_key: key }
      : platform === 'instantly'
        ? { ...login, workspace_name: ws.name, api_key: key }
        : { ...login, api_key: key };
  return { values, ws };
}

for (const platform of ['instantly', 'smartlead', 'emailbison', 'lemlist']) {
  const fake = () => fakes[platform] as Fake;
  const fixtures: SequencerPlatformFixtures = {
    create: adapters[platform] as () => SequencerPlatform,
    platforms: [platform],
    form: () => realForm(platform, fake()).values,
    refused: () => ({
      ...realForm(platform, fake()).values,
      api_key: `wrong_${next()}_0000000000000`,
    }),
    unreachable: () => {
      fake().failNext({ status: 503, times: 50 });
      return { values: realForm(platform, fake()).values, cleanup: () => fake().clearFailures() };
    },
    codeRequired: null,
    revoked: () => {
      const { values, ws } = realForm(platform, fake());
      return {
        values,
        afterConnect: () => {
          ws.revoked = true;
        },
      };
    },
    mailbox: () => `ana${next()}@acme-mail.com`,
    rejectedMailbox: () => ({ email: `bob${next()}@acme-mail.com`, appPassword: 'wrong-password' }),
    oauth: () =>
      platform === 'instantly' || platform === 'emailbison'
        ? {
            kind: 'session' as const,
            signIn: (id, email, outcome) =>
              fake().sessions?.complete(id, email, outcome === 'success' ? 'success' : 'error'),
          }
        : { kind: 'none' as const },
  };
  sequencerPlatformContract(`${platform} (loopback fake)`, fixtures);
}

describe('real sequencer adapters, beyond the contract', () => {
  it('each holds the account with the SMTP/IMAP host, port, login and password it was given', async () => {
    for (const platform of ['instantly', 'smartlead', 'emailbison', 'lemlist']) {
      const fake = fakes[platform] as Fake;
      const adapter = (adapters[platform] as () => SequencerPlatform)();
      const { values } = realForm(platform, fake);
      const connected = await adapter.connect({ platform, values });
      if (!connected.ok || connected.state !== 'connected') throw new Error(platform);
      const email = `carla${next()}@acme-mail.com`;
      const added = await adapter.addMailbox({
        platform,
        values,
        accountId: connected.accountId,
        mailbox: {
          email,
          platform: 'SMTP',
          name: { first: 'Carla', last: 'Reis' },
          method: 'imap',
          username: email,
          appPassword: 'app-pass-123456',
          smtp: { host: 'smtp.acme-mail.com', port: 587 },
          imap: { host: 'imap.acme-mail.com', port: 993 },
        },
      });
      expect(added.ok, platform).toBe(true);
      const held = fake.workspaces.all().find((a) => a.email === email);
      expect(held, platform).toMatchObject({
        smtp: {
          host: 'smtp.acme-mail.com',
          port: 587,
          username: email,
          password: 'app-pass-123456',
        },
        imap: {
          host: 'imap.acme-mail.com',
          port: 993,
          username: email,
          password: 'app-pass-123456',
        },
      });
    }
  });

  it('Instantly: a key of another workspace than the form names is refused, naming both', async () => {
    const fake = fakes.instantly as Fake;
    const { values, ws } = realForm('instantly', fake);
    const result = await adapters
      .instantly?.()
      .connect({ platform: 'instantly', values: { ...values, workspace_name: 'Elsewhere' } });
    expect(result?.ok === false && result.error).toMatchObject({ code: 'workspace_not_found' });
    expect(result?.ok === false && result.error.message).toContain(ws.name);
  });

  it('a 429 with Retry-After is waited out within the call, and a 5xx retried with backoff', async () => {
    const fake = fakes.lemlist as Fake;
    const { values } = realForm('lemlist', fake);
    fake.failNext({ status: 429, retryAfter: 1, path: '/team' });
    fake.failNext({ status: 502, path: '/team' });
    const started = Date.now();
    const result = await adapters.lemlist?.().connect({ platform: 'lemlist', values });
    expect(result?.ok).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('Smartlead: its budget (10 requests in 2 s) is kept, never answered 429', async () => {
    const fake = fakes.smartlead as Fake;
    const adapter = createSmartlead(fake.baseUrl);
    const { values } = realForm('smartlead', fake);
    const before = fake.requests.length;
    const results = await Promise.all(
      Array.from({ length: 14 }, () => adapter.connect({ platform: 'smartlead', values })),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(fake.requests.length - before).toBe(14);
  });

  it('a vendor (or a proxy before it) that repeats the key or a password in its error has it taken out', async () => {
    const key = 'key_echoed_0123456789abcdef';
    const echo = await startFakeServer(({ headers, body }) => ({
      status: body.smtp_password ? 400 : 401,
      body: {
        message: `refused ${headers.authorization} (${key}) ${encodeURIComponent(key)} ${String(body.smtp_password ?? '')}`,
      },
    }));
    try {
      const lemlist = createLemlist(echo.baseUrl);
      const refused = await lemlist.connect({ platform: 'lemlist', values: { api_key: key } });
      expect(!refused.ok && refused.error.code).toBe('invalid_credentials');
      const text = JSON.stringify(refused);
      expect(text).not.toContain(key);
      expect(text).not.toContain(Buffer.from(`:${key}`).toString('base64'));
      expect(text).toContain('[redacted]');
      const added = await lemlist.addMailbox({
        platform: 'lemlist',
        values: { api_key: key },
        accountId: 'x',
        mailbox: {
          email: 'a@acme-mail.com',
          platform: 'SMTP',
          method: 'imap',
          username: 'a@acme-mail.com',
          appPassword: 'app-secret-987654',
          smtp: { host: 'smtp.acme-mail.com', port: 587 },
          imap: { host: 'imap.acme-mail.com', port: 993 },
        },
      });
      expect(JSON.stringify(added)).not.toContain('app-secret-987654');
    } finally {
      await echo.close();
    }
  });

  it('EmailBison: an instance URL that resolves to a private address is never called', async () => {
    const adapter = createEmailBison({
      apiUrl: null,
      destinations: { allowPrivate: false, allowCidrs: [] },
    });
    const port = new URL((fakes.emailbison as Fake).baseUrl).port;
    const result = await adapter.connect({
      platform: 'emailbison',
      values: { base_url: `https://localhost:${port}`, api_key: 'key_0123456789abcdef' },
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.message).toMatch(/not a public address/);
  });
});
