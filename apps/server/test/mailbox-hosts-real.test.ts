import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphConfig } from '../src/config/mail-hosts.js';
import type { DnsRecordSpec } from '../src/providers/dns-host.js';
import { createGoogleMailboxHost } from '../src/providers/google/mailbox-host.js';
import type { AccountInput, MailboxHost } from '../src/providers/mailbox-host.js';
import { createGraphMailboxHost } from '../src/providers/microsoft/mailbox-host.js';
import type { PictureFetch } from '../src/providers/picture.js';
import { fail } from '../src/providers/result.js';
import { mailboxHostContract } from './providers/mailbox-host.contract.js';
import { expectFailure } from './providers/registrar.contract.js';
import { googleConfigFor, graphConfigFor } from './support/fakes/configs.js';
import { ALL_GOOGLE_SCOPES, type FakeGoogle, startFakeGoogle } from './support/fakes/google.js';
import { type FakeMicrosoft, startFakeMicrosoft } from './support/fakes/microsoft.js';

/**
 * The mailbox-host contract against the real Google Workspace and Microsoft 365 adapters, each
 * pointed at a loopback fake that answers as the vendor's published API does
 * (test/support/fakes/google.ts, microsoft.ts), and what only a real one does: throttling waited
 * out, credentials scrubbed from an upstream's words, the operator's Exchange command.
 */
let google: FakeGoogle;
let microsoft: FakeMicrosoft;
/** AZURE's own tenant: the same adapter with its own settings (tenant, app, licence). */
let azure: FakeMicrosoft;
let serial = 0;
const fresh = (prefix: string) => {
  serial += 1;
  return `${prefix}${serial}-${Date.now().toString(36)}.example`;
};
/** A fixture's address, made (and its fake prepared) on first read and the same after. */
const memo = (make: () => string) => {
  let made: string | null = null;
  return () => {
    made ??= make();
    return made;
  };
};
const noPictures: PictureFetch = async () => fail('invalid_picture', 'no pictures in this test');

/** The operator's Exchange command: refuses mailboxes whose name starts with `refuse-`. */
const EXCHANGE_COMMAND = `case "$MAILWRIGHT_EXCHANGE_MAILBOX" in refuse-*) echo "Set-CASMailbox: The operation could not be performed because object $MAILWRIGHT_EXCHANGE_MAILBOX could not be found" >&2; exit 1;; esac`;

beforeAll(async () => {
  google = await startFakeGoogle();
  google.delegation.set(google.serviceAccount.clientId, new Set(ALL_GOOGLE_SCOPES));
  google.confirmed.add('ops@forward.example');
  microsoft = await startFakeMicrosoft();
  azure = await startFakeMicrosoft();
});
afterAll(async () => {
  await google?.close();
  await microsoft?.close();
  await azure?.close();
});

const googleConfig = () => googleConfigFor(google);
const googleHost = () =>
  createGoogleMailboxHost(googleConfig(), {
    fetchPicture: noPictures,
    http: { backoffMs: 1, retries: 2 },
  });

const graphConfig = (extra: Partial<GraphConfig> = {}) =>
  graphConfigFor(microsoft, { exchangeCommand: EXCHANGE_COMMAND, ...extra });
const graphHost = (extra: Partial<GraphConfig> = {}) =>
  createGraphMailboxHost('MICROSOFT', graphConfig(extra), {
    fetchPicture: noPictures,
    http: { delaySeconds: 0, retries: 2 },
  });

/** Publishes TXT records at a domain's apex where the fake looks for them. */
const publishTo =
  (txt: () => Map<string, string[]>) => async (domain: string, records: DnsRecordSpec[]) => {
    for (const r of records)
      if (r.type === 'TXT' && r.host === '@')
        txt().set(domain, [...(txt().get(domain) ?? []), r.value]);
  };

const account = (email: string, platform: string): AccountInput => ({
  platform,
  email,
  domain: email.split('@')[1] ?? '',
  accountId: null,
});

const googleRefused = {
  /** Another Google account holds the domain. */
  createAccount: memo(() => {
    const domain = fresh('held');
    google.foreign.add(domain);
    return `ana@${domain}`;
  }),
  /** The Directory refuses the user. */
  setupWorkspace: memo(() => {
    const email = `ana@${fresh('gwrefused')}`;
    google.refusedUsers.add(email);
    return email;
  }),
  /** Never set up: Google has no such user. */
  finalize: memo(() => `ghost@${fresh('gwghost')}`),
};

mailboxHostContract('Google Workspace (loopback fake)', {
  create: googleHost,
  platforms: ['GOOGLE'],
  dkim: { selector: 'google', privateKeyPem: 'unused: Google keeps its own key' },
  address: () => `ana@${fresh('gw')}`,
  refused: {
    get createAccount() {
      return googleRefused.createAccount();
    },
    get setupWorkspace() {
      return googleRefused.setupWorkspace();
    },
    get finalize() {
      return googleRefused.finalize();
    },
  },
  dnsNeverSeen: 'ana@never-added.example',
  get suspended() {
    google.users.set('held', {
      id: 'held',
      primaryEmail: 'held@operator.example',
      name: { givenName: 'Held', familyName: 'Back', fullName: 'Held Back' },
      password: 'irrelevant-1',
      isAdmin: false,
      suspended: true,
      customerId: google.operator.customerId,
      signature: '',
      photo: null,
      forwarding: new Map(),
      autoForwarding: { enabled: false },
    });
    return 'held@operator.example';
  },
  publish: (domain, records) => publishTo(() => google.txt)(domain, records),
  forwarding: { refused: 'ops@forward' },
  settle: async () => {},
  now: () => Date.now(),
});

const graphUser = (upn: string, enabled: boolean, licensed: boolean) => {
  microsoft.users.set(upn, {
    id: upn,
    userPrincipalName: upn,
    mailNickname: upn.split('@')[0] as string,
    givenName: 'Held',
    surname: 'Back',
    displayName: 'Held Back',
    accountEnabled: enabled,
    usageLocation: 'US',
    password: 'Irrelevant-1',
    assignedLicenses: licensed ? [{ skuId: microsoft.skus[0]?.skuId as string }] : [],
    photo: null,
    rules: new Map(),
  });
  return upn;
};

const graphRefused = {
  /** Graph refuses a user on a domain it has not verified (its TXT record published, unchecked). */
  setupWorkspace: memo(() => `ana@${fresh('msunverified')}`),
  /** The operator's Exchange command refuses it. */
  configureAuth: memo(() => `refuse-ana@${fresh('msauth')}`),
  finalize: memo(() => `ghost@${fresh('msghost')}`),
};

mailboxHostContract('Microsoft 365 through Graph (loopback fake)', {
  create: () => graphHost(),
  platforms: ['MICROSOFT'],
  tenantPlatform: 'MICROSOFT',
  dkim: { selector: 'selector1', privateKeyPem: 'unused: Microsoft keeps its own key' },
  address: () => `ana@${fresh('ms')}`,
  refused: {
    get setupWorkspace() {
      return graphRefused.setupWorkspace();
    },
    get configureAuth() {
      return graphRefused.configureAuth();
    },
    get finalize() {
      return graphRefused.finalize();
    },
  },
  noActivationEmail: 'ana@never-verified.example',
  dnsNeverSeen: 'ana@never-added.example',
  get suspended() {
    return graphUser(`unlicensed@${microsoft.initialDomain}`, true, false);
  },
  get disabled() {
    return graphUser(`blocked@${microsoft.initialDomain}`, false, true);
  },
  publish: (domain, records) => publishTo(() => microsoft.txt)(domain, records),
  forwarding: { refused: 'ops@forward' },
  settle: async () => {},
  now: () => Date.now(),
});

const azureUser = (upn: string, enabled: boolean, licensed: boolean) => {
  azure.users.set(upn, {
    id: upn,
    userPrincipalName: upn,
    mailNickname: upn.split('@')[0] as string,
    givenName: 'Held',
    surname: 'Back',
    displayName: 'Held Back',
    accountEnabled: enabled,
    usageLocation: 'GB',
    password: 'Irrelevant-1',
    assignedLicenses: licensed ? [{ skuId: azure.skus[1]?.skuId as string }] : [],
    photo: null,
    rules: new Map(),
  });
  return upn;
};
const azureRefused = {
  setupWorkspace: memo(() => `ana@${fresh('azunverified')}`),
  configureAuth: memo(() => `refuse-ana@${fresh('azauth')}`),
  finalize: memo(() => `ghost@${fresh('azghost')}`),
};

mailboxHostContract('AZURE through Graph, its own tenant and licence (loopback fake)', {
  create: () =>
    createGraphMailboxHost(
      'AZURE',
      graphConfigFor(azure, {
        sku: 'EXCHANGESTANDARD',
        usageLocation: 'GB',
        exchangeCommand: EXCHANGE_COMMAND,
      }),
      { fetchPicture: noPictures, http: { delaySeconds: 0, retries: 2 } },
    ),
  platforms: ['AZURE'],
  tenantPlatform: 'AZURE',
  dkim: { selector: 'selector1', privateKeyPem: 'unused: Microsoft keeps its own key' },
  address: () => `ana@${fresh('az')}`,
  refused: {
    get setupWorkspace() {
      return azureRefused.setupWorkspace();
    },
    get configureAuth() {
      return azureRefused.configureAuth();
    },
    get finalize() {
      return azureRefused.finalize();
    },
  },
  noActivationEmail: 'ana@never-verified.example',
  dnsNeverSeen: 'ana@never-added.example',
  get suspended() {
    return azureUser(`unlicensed@${azure.initialDomain}`, true, false);
  },
  get disabled() {
    return azureUser(`blocked@${azure.initialDomain}`, false, true);
  },
  publish: (domain, records) => publishTo(() => azure.txt)(domain, records),
  forwarding: { refused: 'ops@forward' },
  settle: async () => {},
  now: () => Date.now(),
});

const NEW = { firstName: 'Ana', lastName: 'Lima', password: 'pw-Strong-123456', isAdmin: false };

/**
 * A new address's account made through `host` (its domain added to the tenant), the records it
 * asks for published where `fake` looks for them; on Graph, the domain then verified.
 */
async function mailboxOn(
  host: MailboxHost,
  fake: FakeGoogle | FakeMicrosoft,
  platform: 'GOOGLE' | 'MICROSOFT' | 'AZURE',
) {
  const input = account(`ana@${fresh(`${platform.toLowerCase()}user`)}`, platform);
  const made = await host.createAccount({ ...input, ...NEW, appPassword: 'abcdabcdabcdabcd' });
  if (made.ok && made.records) await publishTo(() => fake.txt)(input.domain, made.records);
  if (platform !== 'GOOGLE') {
    const verified = await host.checkActivationEmail({ ...input, since: new Date().toISOString() });
    expect(verified.ok && verified.received).toBe(true);
  }
  return { host, input };
}
const googleMailbox = () => mailboxOn(googleHost(), google, 'GOOGLE');
const graphMailbox = () => mailboxOn(graphHost(), microsoft, 'MICROSOFT');

describe('Google Workspace adapter against the fake', () => {
  it('leaves a user in the tenant with the mailbox name and password, suspended then deleted', async () => {
    const { host, input } = await googleMailbox();
    const made = await host.setupWorkspace({ ...input, account: NEW });
    expect(made.ok && !made.waiting, JSON.stringify(made)).toBe(true);
    const user = google.userByEmail(input.email);
    expect(user?.name.fullName).toBe('Ana Lima');
    expect(user?.password).toBe('pw-Strong-123456');
    expect((await host.cancelAccount(input)).ok).toBe(true);
    expect(google.userByEmail(input.email)?.suspended).toBe(true);
    expect((await host.deleteAccount(input)).ok).toBe(true);
    expect(google.userByEmail(input.email)).toBeUndefined();
  });

  it('says what DKIM and sign-in need from a person (Google has no API for them)', async () => {
    const host = googleHost();
    const input = account(`ana@${fresh('gwdkim')}`, 'GOOGLE');
    const dkim = await host.enableDkim({
      ...input,
      dkim: { selector: 'google', privateKeyPem: '' },
    });
    expect(dkim.ok && dkim.manualStep).toMatch(/Admin console.*MAILWRIGHT_GOOGLE_DKIM_DIR/);
  });

  it('waits out the Directory quota (403 userRateLimitExceeded) and goes on', async () => {
    const { host, input } = await googleMailbox();
    google.failNext({
      status: 403,
      path: '/admin/directory/v1/users',
      body: {
        error: {
          code: 403,
          message: 'Quota exceeded for quota metric',
          errors: [{ reason: 'userRateLimitExceeded', message: 'Quota exceeded' }],
        },
      },
    });
    const made = await host.setupWorkspace({ ...input, account: NEW });
    expect(made.ok, JSON.stringify(made)).toBe(true);
  });

  it('a quota still used up after the retries is a failure that may pass', async () => {
    const { host, input } = await googleMailbox();
    google.failNext({ status: 429, path: '/admin/directory/v1/users', times: 10 });
    const error = expectFailure(await host.setupWorkspace({ ...input, account: NEW }), true);
    expect(error.code).toBe('rate_limited');
    google.clearFailures();
  });

  it('a refusal that repeats the password or the private key reaches nobody with them', async () => {
    const { host, input } = await googleMailbox();
    expect((await host.setupWorkspace({ ...input, account: NEW })).ok).toBe(true);
    const key = googleConfig().serviceAccount.privateKey;
    google.failNext({
      status: 400,
      path: `/admin/directory/v1/users/${encodeURIComponent(input.email)}`,
      body: {
        error: {
          code: 400,
          message: `Invalid Input: password New-pw-7654321 signed by ${key}`,
          errors: [{ reason: 'invalid', message: 'Invalid Input' }],
        },
      },
    });
    const changed = await host.updateAccount({ ...input, changes: { password: 'New-pw-7654321' } });
    const error = expectFailure(changed, false);
    expect(error.message).toContain('Invalid Input');
    expect(error.message).not.toContain('New-pw-7654321');
    expect(error.message).not.toContain('PRIVATE KEY');
    google.clearFailures();
  });
});

describe('Microsoft 365 adapter against the fake', () => {
  it('leaves a licensed user with the mailbox name and password; cancel blocks it, delete purges it', async () => {
    const { host, input } = await graphMailbox();
    expect((await host.activateTenant(input)).ok).toBe(true);
    const made = await host.setupWorkspace({ ...input, account: NEW });
    expect(made.ok, JSON.stringify(made)).toBe(true);
    const user = microsoft.userByUpn(input.email);
    expect(user?.displayName).toContain('Ana');
    expect(user?.password).toBe('pw-Strong-123456');
    expect(user?.assignedLicenses.length).toBe(1);
    expect((await host.cancelAccount(input)).ok).toBe(true);
    expect(microsoft.userByUpn(input.email)?.accountEnabled).toBe(false);
    expect((await host.deleteAccount(input)).ok).toBe(true);
    expect(microsoft.userByUpn(input.email)).toBeUndefined();
    expect(microsoft.deleted.has(user?.id as string)).toBe(false);
  });

  it('SMTP AUTH without the operator command is a manual step naming what to run', async () => {
    const host = graphHost({ exchangeCommand: null });
    const input = account(`ana@${fresh('msmanual')}`, 'MICROSOFT');
    const auth = await host.configureAuth({ ...input, appPassword: 'x', totpSecret: '' });
    expect(auth.ok && auth.manualStep).toContain(
      `Set-CASMailbox -Identity ${input.email} -SmtpClientAuthenticationDisabled $false`,
    );
  });

  it('runs the operator command for SMTP AUTH and reports its refusal in its own words', async () => {
    const host = graphHost();
    const ok = await host.configureAuth({
      ...account(`ana@${fresh('mscmd')}`, 'MICROSOFT'),
      appPassword: 'x',
      totpSecret: '',
    });
    expect(ok.ok && !ok.manualStep).toBe(true);
    const refused = expectFailure(
      await host.configureAuth({
        ...account(`refuse-bo@${fresh('mscmd')}`, 'MICROSOFT'),
        appPassword: 'x',
        totpSecret: '',
      }),
      false,
    );
    expect(refused.code).toBe('exchange_command_failed');
    expect(refused.message).toContain('could not be found');
  });

  it('waits out Graph throttling (429 with Retry-After) and goes on', async () => {
    const { host, input } = await graphMailbox();
    microsoft.failNext({ status: 429, retryAfter: 0, path: '/v1.0/users' });
    const made = await host.setupWorkspace({ ...input, account: NEW });
    expect(made.ok, JSON.stringify(made)).toBe(true);
  });

  it('throttling longer than the adapter waits is a failure that may pass (the job tries again)', async () => {
    const { host, input } = await graphMailbox();
    microsoft.failNext({ status: 429, retryAfter: 120, path: '/v1.0/users', times: 5 });
    const error = expectFailure(await host.setupWorkspace({ ...input, account: NEW }), true);
    expect(error.code).toBe('rate_limited');
    expect(error.message).toContain('throttling');
    microsoft.clearFailures();
  });

  it('the Exchange command exiting 75 is a failure that may pass', async () => {
    const host = graphHost({ exchangeCommand: 'echo "Exchange Online is busy" >&2; exit 75' });
    const input = account(`ana@${fresh('mstemp')}`, 'MICROSOFT');
    const error = expectFailure(
      await host.configureAuth({ ...input, appPassword: 'x', totpSecret: '' }),
      true,
    );
    expect(error.message).toContain('Exchange Online is busy');
  });

  it('a licence shortage is a failure a customer can read', async () => {
    const { host, input } = await graphMailbox();
    const sku = microsoft.skus[0] as { enabled: number };
    const before = sku.enabled;
    sku.enabled = 0;
    try {
      const error = expectFailure(await host.setupWorkspace({ ...input, account: NEW }), false);
      expect(error.code).toBe('no_licences');
      expect(error.message).toContain('O365_BUSINESS_ESSENTIALS');
    } finally {
      sku.enabled = before;
    }
  });

  it('an upstream error repeating the client secret or the password is scrubbed', async () => {
    const { host, input } = await graphMailbox();
    expect((await host.setupWorkspace({ ...input, account: NEW })).ok).toBe(true);
    microsoft.failNext({
      status: 400,
      path: `/v1.0/users/${encodeURIComponent(input.email)}`,
      body: {
        error: {
          code: 'Request_BadRequest',
          message: `Invalid request with secret ${microsoft.clientSecret} and password New-pw-7654321`,
        },
      },
    });
    const changed = await host.updateAccount({ ...input, changes: { password: 'New-pw-7654321' } });
    const error = expectFailure(changed, false);
    expect(error.message).toContain('Invalid request');
    expect(error.message).not.toContain(microsoft.clientSecret);
    expect(error.message).not.toContain('New-pw-7654321');
    microsoft.clearFailures();
  });

  it('a wrong client secret is a failure that names no secret', async () => {
    const host = graphHost({ clientSecret: 'wrong~secret-value-0123456789' });
    const error = expectFailure(
      await host.checkAccount(account(`x@${microsoft.initialDomain}`, 'MICROSOFT')),
      false,
    );
    expect(error.code).toBe('host_access_denied');
    expect(error.message).toContain('AADSTS7000215');
    expect(error.message).not.toContain('wrong~secret-value-0123456789');
    expect(error.message).not.toContain(microsoft.clientSecret);
  });
});

describe('AZURE through the same adapter, with its own settings', () => {
  it("makes the user in AZURE's tenant with AZURE's licence and usage location, never MICROSOFT's", async () => {
    const host = createGraphMailboxHost(
      'AZURE',
      graphConfigFor(azure, { sku: 'EXCHANGESTANDARD', usageLocation: 'GB' }),
      { fetchPicture: noPictures, http: { delaySeconds: 0, retries: 1 } },
    );
    const { input } = await mailboxOn(host, azure, 'AZURE');
    expect((await host.activateTenant(input)).ok).toBe(true);
    expect((await host.setupWorkspace({ ...input, account: NEW })).ok).toBe(true);
    const user = azure.userByUpn(input.email);
    expect(user?.usageLocation).toBe('GB');
    expect(user?.assignedLicenses).toEqual([{ skuId: azure.skus[1]?.skuId }]);
    expect(azure.skus[1]?.skuPartNumber).toBe('EXCHANGESTANDARD');
    expect(microsoft.userByUpn(input.email)).toBeUndefined();
    // A MICROSOFT mailbox is not this host's.
    expectFailure(await host.checkAccount({ ...input, platform: 'MICROSOFT' }), false);
  });
});
