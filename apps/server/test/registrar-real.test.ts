import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NamecheapConfig, PorkbunConfig } from '../src/config/vendors.js';
import { loadConfig } from '../src/config.js';
import { withMargin } from '../src/providers/registrar/margin.js';
import { createNamecheapRegistrar } from '../src/providers/registrar/namecheap.js';
import { createPorkbunRegistrar } from '../src/providers/registrar/porkbun.js';
import { createSimRegistrar } from '../src/providers/simulator/registrar.js';
import { CONTACT, registrarContract } from './providers/registrar.contract.js';
import { type FakeNamecheap, startFakeNamecheap } from './support/fakes/namecheap.js';
import { type FakePorkbun, startFakePorkbun } from './support/fakes/porkbun.js';

/**
 * The registrar contract against the real adapters, each pointed at a loopback fake that answers
 * as the vendor's published API does (test/support/fakes), and what only a real one does.
 */
let namecheap: FakeNamecheap;
let porkbun: FakePorkbun;
let serial = 0;
const fresh = () => {
  serial += 1;
  return `realreg${serial}-${Date.now().toString(36)}.com`;
};

beforeAll(async () => {
  namecheap = await startFakeNamecheap();
  porkbun = await startFakePorkbun();
});
afterAll(async () => {
  await namecheap?.close();
  await porkbun?.close();
});

const namecheapConfig = (): NamecheapConfig => ({
  kind: 'namecheap',
  apiUrl: namecheap.apiUrl,
  apiUser: namecheap.credentials.apiUser,
  apiKey: namecheap.credentials.apiKey,
  userName: namecheap.credentials.apiUser,
  clientIp: namecheap.credentials.clientIp,
  sandbox: true,
  tlds: ['com', 'net', 'zz'],
});
const porkbunConfig = (extra: Partial<PorkbunConfig> = {}): PorkbunConfig => ({
  kind: 'porkbun',
  apiUrl: porkbun.apiUrl,
  apiKey: porkbun.keys.apiKey,
  secretApiKey: porkbun.keys.secretApiKey,
  dryRun: false,
  tlds: ['com', 'net', 'zz'],
  ...extra,
});

registrarContract('Namecheap XML API (loopback fake)', {
  create: () => createNamecheapRegistrar(namecheapConfig()),
  availableName: fresh,
  get takenName() {
    namecheap.taken.add('taken-elsewhere.com');
    return 'taken-elsewhere.com';
  },
  bannedName: null,
  unsupportedTldName: 'acme.zz',
  unreachable: () => {
    namecheap.failNext({ status: 503, times: 20 });
    return { name: fresh(), cleanup: () => namecheap.clearFailures() };
  },
  sniped: () => {
    const name = fresh();
    return { name, afterQuote: () => namecheap.taken.add(name) };
  },
  priceChanged: () => {
    const before = namecheap.prices.com?.register ?? '';
    return {
      name: fresh(),
      afterQuote: () => {
        if (namecheap.prices.com) namecheap.prices.com.register = '11.28';
      },
      cleanup: () => {
        if (namecheap.prices.com) namecheap.prices.com.register = before;
      },
    };
  },
  noFunds: () => {
    const before = namecheap.account.balanceCents;
    return {
      name: fresh(),
      afterQuote: () => {
        namecheap.account.balanceCents = 5;
      },
      cleanup: () => {
        namecheap.account.balanceCents = before;
      },
    };
  },
  contactUpdates: true,
  now: Date.now,
});

registrarContract('Porkbun JSON API v3 (loopback fake)', {
  create: () => createPorkbunRegistrar(porkbunConfig()),
  availableName: fresh,
  get takenName() {
    porkbun.taken.add('taken-elsewhere.com');
    return 'taken-elsewhere.com';
  },
  bannedName: null,
  unsupportedTldName: 'acme.zz',
  unreachable: () => {
    porkbun.failNext({ status: 502, times: 20 });
    return { name: fresh(), cleanup: () => porkbun.clearFailures() };
  },
  sniped: () => {
    const name = fresh();
    return { name, afterQuote: () => porkbun.taken.add(name) };
  },
  priceChanged: () => ({
    name: fresh(),
    afterQuote: () => {
      if (porkbun.pricing.com) porkbun.pricing.com.registration = '10.73';
    },
    cleanup: () => {
      if (porkbun.pricing.com) porkbun.pricing.com.registration = '9.73';
    },
  }),
  noFunds: () => ({
    name: fresh(),
    afterQuote: () => {
      porkbun.account.balanceCents = 5;
    },
    cleanup: () => {
      porkbun.account.balanceCents = 100_000;
    },
  }),
  contactUpdates: false,
  now: Date.now,
});

describe('real registrars, beyond the contract', () => {
  it('Namecheap: the account’s price is YourPrice plus the ICANN fee; the order carries the registrant and WhoisGuard', async () => {
    const registrar = createNamecheapRegistrar(namecheapConfig());
    const name = fresh();
    const quoted = await registrar.checkAvailability(name);
    expect(quoted.ok && quoted.quote.registrationCostCents).toBe(1028 + 20);
    const done = await registrar.register({
      name,
      years: 1,
      contact: CONTACT,
      privacy: true,
      reference: 'r',
      quotedCostCents: 1048,
    });
    expect(done.ok).toBe(true);
    expect(namecheap.domains.get(name)).toMatchObject({
      whoisguard: true,
      contact: {
        RegistrantFirstName: 'Ada',
        RegistrantCountry: 'GB',
        RegistrantPhone: '+44.2079460000',
      },
    });
    const off = await registrar.updateContact({ name, privacy: false });
    expect(off.ok).toBe(true);
    expect(namecheap.domains.get(name)?.whoisguard).toBe(false);
  });

  it('Namecheap: refused credentials or client IP are a failure that names neither', async () => {
    const registrar = createNamecheapRegistrar({
      ...namecheapConfig(),
      apiKey: 'nc-wrong-key-0000',
    });
    const result = await registrar.checkAvailability(fresh());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('registrar_rejected');
    expect(result.error.message).not.toContain('nc-wrong-key-0000');
    const ip = createNamecheapRegistrar({ ...namecheapConfig(), clientIp: '198.51.100.1' });
    const refused = await ip.checkAvailability(fresh());
    expect(!refused.ok && refused.error.code).toBe('registrar_rejected');
  });

  it('Porkbun: every purchase is rehearsed with dryRun first, and the real order is idempotent', async () => {
    const registrar = createPorkbunRegistrar(porkbunConfig());
    const name = fresh();
    const order = {
      name,
      years: 1,
      contact: CONTACT,
      privacy: true,
      reference: `ref-${name}`,
      quotedCostCents: 973,
    };
    expect((await registrar.register(order)).ok).toBe(true);
    const balance = porkbun.account.balanceCents;
    // The same order again (a retried job whose answer was lost): answered as the first.
    const again = await createPorkbunRegistrar(porkbunConfig()).register(order);
    expect(porkbun.creates.filter((c) => c.domain === name).map((c) => c.dryRun)).toEqual([
      true,
      false,
    ]);
    expect(again.ok).toBe(true);
    expect(porkbun.account.balanceCents).toBe(balance);
    // Another order for the name (not ours) is refused, as before.
    const other = await registrar.register({ ...order, reference: 'someone-else' });
    expect(!other.ok && other.error.code).toBe('name_unavailable');
  });

  it('Porkbun: MAILWRIGHT_PORKBUN_DRY_RUN buys nothing, and a multi-year order is refused before any call', async () => {
    const registrar = createPorkbunRegistrar(porkbunConfig({ dryRun: true }));
    const name = fresh();
    const done = await registrar.register({
      name,
      years: 1,
      contact: CONTACT,
      privacy: true,
      reference: 'x',
      quotedCostCents: 973,
    });
    expect(done.ok && done.registrationId).toBe(`dryrun:${name}`);
    expect(porkbun.domains.has(name)).toBe(false);
    const twoYears = await registrar.register({
      name,
      years: 2,
      contact: CONTACT,
      privacy: true,
      reference: 'y',
      quotedCostCents: 973,
    });
    expect(!twoYears.ok && twoYears.error.code).toBe('unsupported_term');
  });

  it('Porkbun: waits for the next window when its check budget (`limits`) is used up, and a 429 is retryable', async () => {
    porkbun.account.checkLimit = 1;
    porkbun.account.checkTtlSeconds = 1;
    try {
      const registrar = createPorkbunRegistrar(porkbunConfig());
      const started = Date.now();
      const a = await registrar.checkAvailability(fresh());
      const b = await registrar.checkAvailability(fresh());
      expect(a.ok && b.ok).toBe(true);
      // The second check waited for the window Porkbun reported, rather than being refused.
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      porkbun.failNext({ status: 429, retryAfter: 60, path: 'checkDomain' });
      const limited = await createPorkbunRegistrar(porkbunConfig()).checkAvailability(fresh());
      expect(!limited.ok && limited.error).toMatchObject({ code: 'rate_limited', retryable: true });
    } finally {
      porkbun.account.checkLimit = 100;
      porkbun.account.checkTtlSeconds = 10;
    }
  });

  it('a 5xx is retried within the call, with backoff, before it is answered', async () => {
    porkbun.failNext({ status: 503, times: 2, path: 'checkDomain' });
    const result = await createPorkbunRegistrar(porkbunConfig()).checkAvailability(fresh());
    expect(result.ok).toBe(true);
  });

  it('the margin makes the customer’s price from the registrar’s, never a table', async () => {
    const registrar = withMargin(createPorkbunRegistrar(porkbunConfig()), {
      percent: 10,
      fixedCents: 50,
    });
    const quoted = await registrar.checkAvailability(fresh());
    expect(quoted.ok && quoted.quote).toMatchObject({
      registrationCostCents: 973,
      registrationPriceCents: Math.round(973 * 1.1) + 50,
      renewalCostCents: 1037,
      renewalPriceCents: Math.round(1037 * 1.1) + 50,
    });
    const sim = withMargin(createSimRegistrar(), { percent: 0, fixedCents: 0 });
    const simQuote = await sim.checkAvailability('plain.com');
    expect(simQuote.ok && simQuote.quote.registrationPriceCents).toBe(1299);
  });

  it('MAILWRIGHT_REGISTRAR selects an adapter with its credentials, each missing one named', () => {
    expect(() => loadConfig({ MAILWRIGHT_REGISTRAR: 'namecheap' })).toThrow(
      /MAILWRIGHT_NAMECHEAP_API_USER: is required[\s\S]*MAILWRIGHT_NAMECHEAP_CLIENT_IP[\s\S]*MAILWRIGHT_NAMECHEAP_API_KEY/,
    );
    expect(() => loadConfig({ MAILWRIGHT_REGISTRAR: 'godaddy' })).toThrow(
      /MAILWRIGHT_REGISTRAR: must be one of/,
    );
    const sandbox = loadConfig({
      MAILWRIGHT_REGISTRAR: 'namecheap',
      MAILWRIGHT_NAMECHEAP_API_USER: 'u',
      MAILWRIGHT_NAMECHEAP_API_KEY: 'k',
      MAILWRIGHT_NAMECHEAP_CLIENT_IP: '203.0.113.9',
      MAILWRIGHT_NAMECHEAP_SANDBOX: 'true',
      MAILWRIGHT_REGISTRAR_MARGIN: '15%+0.99',
    });
    expect(sandbox.adapters.registrar).toMatchObject({
      kind: 'namecheap',
      apiUrl: 'https://api.sandbox.namecheap.com/xml.response',
    });
    expect(sandbox.adapters.registrarMargin).toEqual({ percent: 15, fixedCents: 99 });
    expect(() => loadConfig({ MAILWRIGHT_REGISTRAR_MARGIN: 'lots' })).toThrow(
      /MAILWRIGHT_REGISTRAR_MARGIN/,
    );
  });
});
