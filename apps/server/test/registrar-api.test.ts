import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/modules/billing/verify.service.js';
import { ledger, wallet } from './support/billing.js';
import { CONTACT, getDomain, settle, uniqueName } from './support/domains.js';
import { type FakePorkbun, startFakePorkbun } from './support/fakes/porkbun.js';
import { useHarness } from './support/harness.js';

/**
 * Buying domains through the API with the real Porkbun adapter against its loopback fake: the
 * price is Porkbun's plus the operator's margin, and each registrar error a purchase can meet
 * (taken since the search, price changed, the registrar account short of funds, a TLD the
 * registrar does not sell) ends in `registration_failed` with the reason, the charge refunded
 * through the one refund path, and the ledger verifying.
 */
const env: Record<string, string> = {
  MAILWRIGHT_REGISTRAR: 'porkbun',
  MAILWRIGHT_REGISTRAR_MARGIN: '10%+0.50',
  MAILWRIGHT_REGISTRAR_TLDS: 'com,net,zz',
};
let fake: FakePorkbun;
beforeAll(async () => {
  fake = await startFakePorkbun();
  env.MAILWRIGHT_PORKBUN_API_URL = fake.apiUrl;
  env.MAILWRIGHT_PORKBUN_API_KEY = fake.keys.apiKey;
  env.MAILWRIGHT_PORKBUN_SECRET_API_KEY = fake.keys.secretApiKey;
});
afterAll(() => fake?.close());
const h = useHarness({ env });

/** $9.73 at Porkbun, plus 10 % and $0.50: what the customer pays for a .com. */
const PRICE = Math.round(973 * 1.1) + 50;

const order = (name: string) =>
  h.call('POST', '/v1/api/domains/register', {
    body: { domains: [{ name, registration_years: 1 }], contact_details: CONTACT },
  });

describe('domains bought from Porkbun (loopback fake)', () => {
  it('quotes Porkbun’s price plus the margin, registers at Porkbun’s price and points it at our nameservers', async () => {
    const name = uniqueName('', 'com');
    const quoted = await h.call('GET', '/v1/api/domains/available', { query: { domain: name } });
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    expect(JSON.stringify(quoted.body)).toContain(String(PRICE / 100));
    const before = (await wallet(h)).credits_remaining;
    const res = await order(name);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await settle(h);
    const domain = await getDomain(h, res.body.domain_uids[0]);
    expect(['waiting_for_dns_propagation', 'active']).toContain(domain.status);
    expect(fake.domains.get(name)?.ns.length).toBe(2);
    expect(fake.creates.filter((c) => c.domain === name)).toEqual([
      { domain: name, cost: 973, dryRun: true },
      { domain: name, cost: 973, dryRun: false },
    ]);
    expect(before - (await wallet(h)).credits_remaining).toBeCloseTo(PRICE / 100, 2);
  });

  it.each([
    [
      'taken since the search',
      (name: string) => fake.taken.add(name),
      () => {},
      /registered by someone else since it was quoted; the charge was refunded/,
    ],
    [
      'price changed',
      () => {
        if (fake.pricing.com) fake.pricing.com.registration = '10.73';
      },
      () => {
        if (fake.pricing.com) fake.pricing.com.registration = '9.73';
      },
      /price for .* changed from \$9\.73 to \$10\.73 a year since it was quoted; the charge was refunded/,
    ],
    [
      'registrar account short of funds',
      () => {
        fake.account.balanceCents = 100;
      },
      () => {
        fake.account.balanceCents = 100_000;
      },
      /short of funds; the charge was refunded/,
    ],
  ])(
    '%s: registration_failed, told why, refunded, ledger clean',
    async (_case, happen, undo, why) => {
      const name = uniqueName('', 'com');
      const before = (await wallet(h)).credits_remaining;
      // Held while the order is quoted and charged; what happens at the registrar happens after.
      const res = await order(name);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      happen(name);
      try {
        await settle(h);
      } finally {
        undo();
      }
      const domain = await getDomain(h, res.body.domain_uids[0]);
      expect(domain.status).toBe('registration_failed');
      expect(domain.status_reason).toMatch(why);
      expect((await wallet(h)).credits_remaining).toBeCloseTo(before, 2);
      const entries = (await ledger(h)).filter((e) => e.record?.uid === domain.uid);
      expect(entries.map((e) => e.kind)).toEqual(['charge', 'refund']);
      expect(fake.domains.has(name)).toBe(false);
      expect((await verifyLedger(h.ctx.db)).differences).toEqual([]);
    },
  );

  it('a TLD the operator lists but Porkbun does not sell is refused at order time, nothing charged', async () => {
    const before = (await wallet(h)).credits_remaining;
    const res = await order(uniqueName('', 'zz'));
    expect(res.status).toBe(400);
    expect(res.body.details[0]).toMatchObject({ field: 'domains[0].name' });
    expect(res.body.details[0].message).toMatch(/registrar does not sell \(\.zz\)/);
    expect((await wallet(h)).credits_remaining).toBe(before);
  });

  it('the provider status names the real registrar, and no answer or log carries its keys', async () => {
    const status = await h.call('GET', '/v1/api/providers', { workspace: null });
    expect(JSON.stringify(status.body)).toContain(
      '"family":"registrar","platform":null,"adapter":"porkbun","real":true',
    );
    expect(JSON.stringify(status.body)).not.toContain(fake.keys.secretApiKey);
    expect(h.logs()).not.toContain(fake.keys.secretApiKey);
    expect(h.logs()).not.toContain(fake.keys.apiKey);
  });
});
