import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import {
  SEQUENCER_PLATFORM_IDS,
  SEQUENCER_PLATFORMS,
} from '../src/providers/sequencer-catalog/index.js';
import { createSimDnsHost } from '../src/providers/simulator/dns-host.js';
import {
  CONSENT_MAGIC,
  DOMAIN_MAGIC,
  EXPORT_MAGIC,
  FORWARDING_MAGIC,
  GOOGLE_CLIENT_ID_MAGIC,
  MAILBOX_MAGIC,
  PAYMENT_MAGIC,
  SEQUENCER_MAGIC,
  SIM_ONE_TIME_CODE,
  TENANT_CLIENT_ID_MAGIC,
} from '../src/providers/simulator/magic.js';
import { createSimMailboxHost } from '../src/providers/simulator/mailbox-host.js';
import { createSimOAuthGrants } from '../src/providers/simulator/oauth-grants.js';
import { memoryPaymentStore } from '../src/providers/simulator/payment-store.js';
import { createSimPayments } from '../src/providers/simulator/payments.js';
import { createSimRegistrar } from '../src/providers/simulator/registrar.js';
import { createSimSequencerPlatform } from '../src/providers/simulator/sequencer-platform.js';
import { SIM_TIMINGS } from '../src/providers/simulator/timing.js';
import { dnsHostContract } from './providers/dns-host.contract.js';
import { mailboxHostContract } from './providers/mailbox-host.contract.js';
import { clientIdGrantsContract, oauthGrantsContract } from './providers/oauth-grants.contract.js';
import { paymentsContract } from './providers/payments.contract.js';
import { registrarContract } from './providers/registrar.contract.js';
import { sequencerPlatformContract } from './providers/sequencer-platform.contract.js';
import { repoRoot } from './support/processes.js';
import { validForm } from './support/sequencers.js';

/** A clock the simulator reads and the DNS contract's `settle` moves forward. */
let clock = Date.parse('2026-03-01T12:00:00.000Z');
const now = () => clock;
let serial = 0;
const fresh = (tld = 'com') => {
  serial += 1;
  return `contract${serial}.${tld}`;
};

registrarContract('simulator', {
  create: () => createSimRegistrar({ now }),
  availableName: () => fresh(),
  takenName: 'acme-taken.com',
  bannedName: 'acme-banned.net',
  unsupportedTldName: 'acme.io',
  unreachable: () => ({ name: 'acme-regdown.com' }),
  sniped: () => ({ name: `sniped-${fresh()}` }),
  priceChanged: () => ({ name: `pricechange-${fresh()}` }),
  noFunds: () => ({ name: `regnofunds-${fresh()}` }),
  contactUpdates: true,
  now,
});

paymentsContract('simulator', {
  create: () =>
    createSimPayments({
      store: memoryPaymentStore(),
      publicUrl: 'http://127.0.0.1:8080',
      settleMs: 5000,
    }),
  pay: async (provider, id) => {
    await provider.sandbox?.answer(id, 'pay');
  },
  decline: async (provider, id) => {
    await provider.sandbox?.answer(id, 'decline');
  },
});

dnsHostContract('simulator (fast timings)', {
  create: () => createSimDnsHost({ timings: SIM_TIMINGS.fast, now }),
  domain: () => fresh(),
  refusedDomain: 'acme-dnsfail.com',
  neverVisibleDomain: 'acme-noprop.com',
  googleTenantDomain: 'acme-gwsexists.com',
  microsoftTenantDomain: 'acme-m365exists.com',
  now,
  settle: async () => {
    clock += SIM_TIMINGS.fast.nameserverPropagationMs + SIM_TIMINGS.fast.recordPropagationMs;
  },
});

const mailbox = (token = '') => {
  serial += 1;
  return `user${serial}${token ? `-${token}` : ''}@contract${serial}.com`;
};

mailboxHostContract('simulator (fast timings)', {
  create: () => createSimMailboxHost({ timings: SIM_TIMINGS.fast, now }),
  platforms: ['GOOGLE', 'MICROSOFT', 'AZURE', 'SMTP'],
  tenantPlatform: 'MICROSOFT',
  dkim: { selector: 'mw1', privateKeyPem: 'unused by the simulator' },
  address: () => mailbox(),
  refused: {
    createAccount: mailbox('failaccount'),
    setupWorkspace: mailbox('failworkspace'),
    activateTenant: mailbox('failactivation'),
    configureDns: mailbox('faildns'),
    enableDkim: mailbox('faildkim'),
    configureAuth: mailbox('failauth'),
    finalize: mailbox('failfinalize'),
  },
  noActivationEmail: mailbox('noactivation'),
  dnsNeverSeen: mailbox('failpropagation'),
  suspended: mailbox('suspend'),
  disabled: mailbox('disable'),
  forwarding: {
    refused: 'ops-fwdrefuse@forward.example',
    unavailable: 'ops-fwddown@forward.example',
    flaky: 'ops-fwdflaky@forward.example',
  },
  settle: async () => {
    clock += SIM_TIMINGS.fast.activationEmailMs;
  },
  now,
});

const guid = (last: string) => `4f6c2d1e-${String(serial).padStart(4, '0')}-4000-8000-${last}`;

sequencerPlatformContract('simulator', {
  create: () => createSimSequencerPlatform(),
  platforms: SEQUENCER_PLATFORM_IDS,
  form: (platform) => validForm(platform),
  refused: (platform) => validForm(platform, 'badcreds'),
  unreachable: (platform) => ({ values: validForm(platform, 'unreachable') }),
  codeRequired: {
    platform: 'lemlist',
    values: validForm('lemlist', 'needcode'),
    right: SIM_ONE_TIME_CODE,
    wrong: '000000',
  },
  revoked: (platform) => ({ values: validForm(platform, 'revoked') }),
  mailbox: () => mailbox(),
  rejectedMailbox: () => ({ email: mailbox('exportfail'), appPassword: 'abcdabcdabcdabcd' }),
  oauth: () => ({ kind: 'immediate', deniedMailbox: mailbox('consentfail') }),
});

oauthGrantsContract('simulator (fast timings)', {
  create: () =>
    createSimOAuthGrants({ timings: SIM_TIMINGS.fast, publicUrl: 'http://127.0.0.1:8080', now }),
  address: () => mailbox(),
  async grantedCode(grants, email, platform) {
    const answer = grants.consentScreen?.answer({
      platform,
      email,
      scopes: [],
      state: 's',
      decision: 'allow',
    });
    if (!answer?.ok) throw new Error(`the simulated screen gave no code for ${email}`);
    return answer.code;
  },
  consent: {
    missingScopes: mailbox('consentscope'),
    unavailable: mailbox('consenterror'),
    revoked: mailbox('consentrevoke'),
    expiresAtOnce: mailbox('consentexpire'),
  },
});

const simGrants = () =>
  createSimOAuthGrants({ timings: SIM_TIMINGS.fast, publicUrl: 'http://127.0.0.1:8080', now });
for (const platform of ['MICROSOFT', 'AZURE'] as const)
  clientIdGrantsContract(`simulator (fast timings, ${platform})`, {
    create: simGrants,
    domain: () => 'acme.example',
    google: {
      delegated: () => {
        serial += 1;
        return `${serial}-app.apps.googleusercontent.com`;
      },
      notDelegated: '1-nodelegation.apps.googleusercontent.com',
      missingScopes: '1-missingscopes.apps.googleusercontent.com',
      unavailable: '1-ciderror.apps.googleusercontent.com',
    },
    tenant: {
      platform,
      granted: () => guid('0000000000aa'),
      grantRefused: guid('000000000401'),
      refused: [guid('000000000404'), guid('000000000403')],
      unavailable: guid('000000000500'),
    },
    settle: async () => {
      clock += SIM_TIMINGS.fast.tenantConsentPropagationMs;
    },
    now,
  });

describe('the simulated consent screen', () => {
  const screen = createSimOAuthGrants({
    timings: SIM_TIMINGS.fast,
    publicUrl: 'http://127.0.0.1:8080',
  }).consentScreen;
  const answer = (email: string, decision: 'allow' | 'deny') =>
    screen?.answer({ platform: 'GOOGLE', email, scopes: [], state: 's', decision });

  it('gives a fresh code for Allow and access_denied for Deny', () => {
    const first = answer(mailbox(), 'allow');
    const second = answer(mailbox(), 'allow');
    expect(first?.ok && second?.ok && first.code !== second.code).toBe(true);
    expect(answer(mailbox(), 'deny')).toMatchObject({ ok: false, error: 'access_denied' });
  });

  it('consentdeny: refuses even Allow, as an organisation policy would', () => {
    expect(answer(mailbox('consentdeny'), 'allow')).toMatchObject({
      ok: false,
      error: 'access_denied',
      description: expect.stringContaining('administrator must approve'),
    });
  });

  it('consentflaky: verification fails twice with a retryable error, then succeeds', async () => {
    const grants = createSimOAuthGrants({ timings: SIM_TIMINGS.fast, publicUrl: 'http://x' });
    const email = mailbox('consentflaky');
    const code = grants.consentScreen?.answer({
      platform: 'GOOGLE',
      email,
      scopes: [],
      state: 's',
      decision: 'allow',
    });
    if (!code?.ok) throw new Error('no code');
    const input = { platform: 'GOOGLE', email, scopes: [], code: code.code };
    const results = [
      await grants.verifyConsent(input),
      await grants.verifyConsent(input),
      await grants.verifyConsent(input),
    ];
    expect(results.map((r) => r.ok)).toEqual([false, false, true]);
  });
});

describe('simulator timing', () => {
  it('is not visible before its time: a record published now is pending until the propagation time', async () => {
    const host = createSimDnsHost({ timings: SIM_TIMINGS.fast, now });
    const publishedAt = new Date(clock).toISOString();
    const record = {
      host: '@',
      type: 'TXT' as const,
      value: 'x',
      ttl: 60,
      priority: null,
      publishedAt,
    };
    const early = await host.checkRecords({ domain: fresh(), records: [record] });
    expect(early.ok && early.visible).toEqual([false]);
    clock += SIM_TIMINGS.fast.recordPropagationMs;
    const later = await host.checkRecords({ domain: fresh(), records: [record] });
    expect(later.ok && later.visible).toEqual([true]);
  });

  it('a regflaky name fails twice with a retryable error, then registers', async () => {
    const registrar = createSimRegistrar({ now });
    const attempt = () =>
      registrar.register({
        name: 'acme-regflaky.com',
        years: 1,
        contact: {} as never,
        privacy: true,
        reference: 'r',
        quotedCostCents: 1299,
      });
    const results = [await attempt(), await attempt(), await attempt()];
    expect(results.map((r) => r.ok)).toEqual([false, false, true]);
    expect(results[0]?.ok === false && results[0].error.retryable).toBe(true);
  });

  const purchaseToActive = (speed: keyof typeof SIM_TIMINGS) => {
    const t = SIM_TIMINGS[speed];
    return (
      t.paymentMs +
      t.registrationMs +
      t.dnsSetupMs +
      Math.max(t.nameserverPropagationMs, t.recordPropagationMs) +
      t.propagationPollMs
    );
  };

  it('instant runs every step at once; only a wait on a person and a queued job’s poll take time', () => {
    const { consentExpiryMs, forwardingWaitMs, orderPollMs, ...steps } = SIM_TIMINGS.instant;
    expect(Object.values(steps).every((ms) => ms === 0)).toBe(true);
    // A consent link must outlive a test that answers it; a forwarding job that waits for an
    // earlier one, and an order's look at its progress, must not spin.
    expect(consentExpiryMs).toBeGreaterThanOrEqual(60_000);
    for (const poll of [forwardingWaitMs, orderPollMs]) {
      expect(poll).toBeGreaterThan(0);
      expect(poll).toBeLessThan(1_000);
    }
  });

  it('tenant-wide consent stays in processing for several minutes at realistic, seconds at fast', () => {
    expect(SIM_TIMINGS.realistic.tenantConsentPropagationMs).toBeGreaterThanOrEqual(3 * 60_000);
    expect(SIM_TIMINGS.fast.tenantConsentPropagationMs).toBeLessThanOrEqual(10_000);
    // The checks made meanwhile stay well inside the cap on retries.
    for (const speed of ['fast', 'realistic'] as const) {
      const t = SIM_TIMINGS[speed];
      expect(t.tenantConsentPropagationMs / t.tenantConsentPollMs).toBeLessThan(15 / 2);
    }
  });

  it('fast takes a purchased domain to active in well under a minute, inside its deadline', () => {
    expect(purchaseToActive('fast')).toBeLessThan(20_000);
    expect(purchaseToActive('fast')).toBeGreaterThan(1_000);
    expect(SIM_TIMINGS.fast.propagationDeadlineMs).toBeGreaterThan(
      SIM_TIMINGS.fast.nameserverPropagationMs + SIM_TIMINGS.fast.propagationPollMs,
    );
  });

  it('realistic takes minutes, as the real service does', () => {
    expect(purchaseToActive('realistic')).toBeGreaterThan(5 * 60_000);
    expect(purchaseToActive('realistic')).toBeLessThan(60 * 60_000);
    expect(SIM_TIMINGS.realistic.propagationDeadlineMs).toBeGreaterThan(
      purchaseToActive('realistic'),
    );
  });
});

describe('mailbox simulator timing', () => {
  const googleToActive = (speed: keyof typeof SIM_TIMINGS) => {
    const t = SIM_TIMINGS[speed];
    return (
      t.mailboxOrderMs +
      t.mailboxQueueMs +
      t.mailboxAccountMs +
      t.mailboxWorkspaceMs +
      t.mailboxDnsMs +
      Math.max(t.propagationPollMs, t.recordPropagationMs) +
      t.mailboxDkimMs +
      t.mailboxAuthMs +
      t.mailboxFinalizeMs
    );
  };

  it('fast takes a Google mailbox to active in seconds, realistic in tens of minutes', () => {
    expect(googleToActive('fast')).toBeGreaterThan(3_000);
    expect(googleToActive('fast')).toBeLessThan(20_000);
    expect(googleToActive('realistic')).toBeGreaterThan(20 * 60_000);
    expect(googleToActive('realistic')).toBeLessThan(2 * 3_600_000);
  });

  it('the activation email arrives well before its deadline, and DNS before its deadline', () => {
    for (const speed of ['fast', 'realistic'] as const) {
      const t = SIM_TIMINGS[speed];
      expect(t.activationDeadlineMs).toBeGreaterThan(t.activationEmailMs + t.activationPollMs);
      expect(t.mailboxDnsDeadlineMs).toBeGreaterThan(t.recordPropagationMs + t.propagationPollMs);
    }
  });
});

describe('sequencer simulator platforms', () => {
  it.each(SEQUENCER_PLATFORMS.map((p) => [p.id, p.name] as const))(
    'serves the catalog’s %s, naming it %s as the catalog does',
    async (id, name) => {
      const result = await createSimSequencerPlatform().connect({
        platform: id,
        values: validForm(id, 'badcreds'),
      });
      expect(result.ok).toBe(false);
      // "<name> refused the API key" / "… the login or password".
      expect(!result.ok && result.error.message.split(' refused ')[0]).toBe(name);
    },
  );
});

describe('sequencer simulator timing', () => {
  it('fast connects and exports in seconds, realistic in minutes', () => {
    const oauthExport = (speed: keyof typeof SIM_TIMINGS) => {
      const t = SIM_TIMINGS[speed];
      return t.exportQueueMs + t.exportAuthorizeMs + t.exportMs;
    };
    expect(SIM_TIMINGS.fast.sequencerVerifyMs).toBeLessThanOrEqual(2_000);
    expect(oauthExport('fast')).toBeGreaterThan(1_000);
    expect(oauthExport('fast')).toBeLessThan(10_000);
    expect(oauthExport('realistic')).toBeGreaterThan(60_000);
    expect(oauthExport('realistic')).toBeLessThan(3_600_000);
  });
});

describe('MAILWRIGHT_SIM_SPEED', () => {
  it('defaults to fast in the local profile and realistic in production', () => {
    expect(loadConfig({ MAILWRIGHT_PROFILE: 'local' }).simulator.speed).toBe('fast');
    expect(loadConfig({}).simulator.speed).toBe('realistic');
    expect(loadConfig({}, { profile: 'local' }).simulator.speed).toBe('fast');
    expect(loadConfig({ MAILWRIGHT_SIM_SPEED: 'instant' }).simulator.speed).toBe('instant');
  });

  it('rejects anything else, naming the variable', () => {
    expect(() => loadConfig({ MAILWRIGHT_SIM_SPEED: 'ludicrous' })).toThrow(ConfigError);
    expect(() => loadConfig({ MAILWRIGHT_SIM_SPEED: 'ludicrous' })).toThrow(
      'MAILWRIGHT_SIM_SPEED: must be one of instant, fast, realistic, got "ludicrous"',
    );
  });

  it('is documented in the README configuration table', () => {
    expect(readFileSync(`${repoRoot}README.md`, 'utf8')).toMatch(/\| `MAILWRIGHT_SIM_SPEED` +\|/);
  });
});

describe('docs/sandbox.md', () => {
  const doc = readFileSync(`${repoRoot}docs/sandbox.md`, 'utf8');
  it.each([
    ...Object.keys(DOMAIN_MAGIC),
    ...Object.keys(MAILBOX_MAGIC),
    ...Object.keys(CONSENT_MAGIC),
    ...Object.keys(GOOGLE_CLIENT_ID_MAGIC),
    ...Object.keys(TENANT_CLIENT_ID_MAGIC),
    ...Object.keys(FORWARDING_MAGIC),
    ...Object.keys(SEQUENCER_MAGIC),
    ...Object.keys(EXPORT_MAGIC),
  ])('documents the magic value %s', (token) => {
    expect(doc).toContain(`| \`${token}\` |`);
  });
  it.each(Object.keys(PAYMENT_MAGIC))('documents the magic cents .%s', (cents) => {
    expect(doc).toContain(`| \`.${cents}\` |`);
  });
});
