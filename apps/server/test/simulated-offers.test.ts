import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { stockDomains } from '../src/modules/prewarm/stock.service.js';
import { providerLines } from '../src/providers/check.js';
import { createSimulator } from '../src/providers/simulator/index.js';
import { PROVIDER_FAMILIES, providerStatus, simulatedNeeds } from '../src/providers/status.js';
import { ledger, wallet } from './support/billing.js';
import { CONTACT, connectDomains, getDomain, settle, uniqueName } from './support/domains.js';
import { useHarness } from './support/harness.js';
import { buyMailboxes, expectMailboxActive, uniqueUsername } from './support/mailboxes.js';
import { CONTENT } from './support/placement.js';

/**
 * Production sells only what is real (issue 36): with the registrar, blocklists, placement seeds,
 * the mail network and the MICROSOFT host simulated and only the DNS host and GOOGLE mailboxes
 * allowed, every purchase that needs anything else is a 503 naming the family and
 * MAILWRIGHT_ALLOW_SIMULATED, with nothing charged or written.
 */
const h = useHarness({
  env: { MAILWRIGHT_ALLOW_SIMULATED: 'dns_host,mailbox_host:google' },
});

/** Everything a refused purchase could have written: the wallet, its ledger and each table. */
async function snapshot() {
  const count = async (
    table:
      | 'domains'
      | 'mailboxes'
      | 'orders'
      | 'placement_tests'
      | 'placement_schedules'
      | 'infraguard_subscriptions'
      | 'warmup_subscriptions',
  ) =>
    Number(
      (
        await h.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    wallet: (await wallet(h)).credits_remaining,
    ledger: (await ledger(h)).length,
    domains: await count('domains'),
    mailboxes: await count('mailboxes'),
    orders: await count('orders'),
    tests: await count('placement_tests'),
    schedules: await count('placement_schedules'),
    protections: await count('infraguard_subscriptions'),
    warmups: await count('warmup_subscriptions'),
  };
}

/** An active GOOGLE mailbox on a connected domain: what the allowed families can sell. */
async function activeGoogleMailbox() {
  const name = uniqueName('offer');
  const [connected] = await connectDomains(h, [name]);
  await settle(h);
  expect((await getDomain(h, connected?.uid as string)).status).toBe('active');
  const [mailbox] = await buyMailboxes(h, name, [{ platform: 'GOOGLE' }]);
  await settle(h);
  await expectMailboxActive(h, mailbox.uid);
  return { domainUid: connected?.uid as string, name, mailbox };
}

describe('selling simulated providers in production', () => {
  it('lists every family as real or simulated, with the blocklist resolver and the placement seeds', async () => {
    const res = await h.call('GET', '/v1/api/providers', { workspace: null });
    expect(res.status).toBe(200);
    const families = res.body.families as Array<{ family: string; real: boolean }>;
    expect([...new Set(families.map((f) => f.family))].sort()).toEqual(
      [...PROVIDER_FAMILIES].sort(),
    );
    expect(families.find((f) => f.family === 'blocklist')).toMatchObject({
      adapter: 'simulator',
      real: false,
    });
    expect(families.find((f) => f.family === 'placement_seeds')).toMatchObject({ real: false });
    expect(families.filter((f) => f.family === 'sequencer_platform').length).toBeGreaterThan(1);
    expect(res.body.allow_simulated).toEqual(['dns_host', 'mailbox_host:google']);
    // The start-up banner lists the same, and says what is refused.
    const banner = providerLines(res.body.families, true, res.body.allow_simulated).join('\n');
    expect(banner).toMatch(/simulated: .*blocklist resolver.*placement seeds/);
    expect(banner).toContain('sequencer platforms');
    expect(banner).toContain('client-id grants');
    expect(banner).not.toContain('GOOGLE client ids');
    expect(banner).toContain(
      'Purchases that need them are refused (503 PROVIDER_SIMULATED); MAILWRIGHT_ALLOW_SIMULATED allows: dns_host, mailbox_host:google.',
    );
  });

  it('refuses every paid operation that needs a simulated family, charging and writing nothing', async () => {
    const { domainUid, name, mailbox } = await activeGoogleMailbox();
    const [stocked] = await stockDomains(h.ctx, {
      domains: [uniqueName('stock')],
      mailboxes: 1,
      platform: 'MICROSOFT',
      warmingSince: new Date(Date.now() - 40 * 86_400_000),
      forSale: true,
    });
    const purchases: Array<[string, string, Record<string, unknown>, string[]]> = [
      [
        'register domains',
        '/v1/api/domains/register',
        { domains: [{ name: uniqueName(), registration_years: 1 }], contact_details: CONTACT },
        ['registrar'],
      ],
      [
        'buy mailboxes',
        '/v1/api/mailboxes/buy',
        {
          mailboxes: [
            {
              first_name: 'Ada',
              last_name: 'Lovelace',
              username: uniqueUsername(),
              platform: 'MICROSOFT',
              domain_name: uniqueName(),
            },
          ],
        },
        ['mailbox_host:MICROSOFT'],
      ],
      [
        'place an order',
        '/v1/api/orders',
        {
          contact_details: CONTACT,
          domains: [
            {
              name: uniqueName(),
              mailboxes: [
                { first_name: 'A', last_name: 'B', username: uniqueUsername(), platform: 'GOOGLE' },
              ],
            },
          ],
        },
        ['registrar'],
      ],
      [
        'buy prewarmed domains',
        '/v1/api/prewarm/buy-domain',
        { domains: [{ domain_id: stocked?.uid }] },
        ['mailbox_host:MICROSOFT'],
      ],
      [
        'create a placement test',
        '/v1/api/inbox-placement/tests',
        { ...CONTENT, mailbox_uids: [mailbox.uid] },
        ['mail_network:GOOGLE', 'placement_seeds'],
      ],
      [
        'create a scheduled placement test',
        '/v1/api/inbox-placement/scheduled',
        {
          ...CONTENT,
          mailbox_uids: [mailbox.uid],
          days: ['monday'],
          time: '08:00',
          timezone: 'UTC',
        },
        ['mail_network:GOOGLE', 'placement_seeds'],
      ],
      [
        'protect with InfraGuard',
        '/v1/api/infra-guard/enable',
        { domain_uids: [domainUid] },
        ['blocklist'],
      ],
      [
        'add warmup',
        '/v1/api/warmup/add',
        { mailbox_uids: [mailbox.uid] },
        ['mail_network:GOOGLE'],
      ],
    ];
    for (const [what, url, body, families] of purchases) {
      const before = await snapshot();
      const res = await h.call('POST', url, { body });
      expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(503);
      expect(res.body.code, what).toBe('PROVIDER_SIMULATED');
      expect(res.body.message, what).toContain('MAILWRIGHT_ALLOW_SIMULATED');
      expect(res.body.details, what).toEqual(
        families.map((family) => ({
          field: 'MAILWRIGHT_ALLOW_SIMULATED',
          message: `does not list ${family}, which is simulated`,
        })),
      );
      expect(await snapshot(), what).toEqual(before);
    }
    // What the operator listed is sold: a GOOGLE mailbox on the same domain.
    const [second] = await buyMailboxes(h, name, [{ platform: 'GOOGLE' }]);
    expect(second.status).toBe('scheduled');
    await settle(h);
  });
});

describe('MAILWRIGHT_ALLOW_SIMULATED', () => {
  it('defaults to all in the local profile and to none in production; names a bad entry', () => {
    expect(loadConfig({}, { profile: 'local' }).operations.allowSimulated).toEqual(['all']);
    expect(loadConfig({}).operations.allowSimulated).toEqual([]);
    expect(
      loadConfig({ MAILWRIGHT_ALLOW_SIMULATED: 'Registrar, mailbox_host:GOOGLE' }).operations
        .allowSimulated,
    ).toEqual(['registrar', 'mailbox_host:google']);
    expect(() => loadConfig({ MAILWRIGHT_ALLOW_SIMULATED: 'registrars' })).toThrow(
      /MAILWRIGHT_ALLOW_SIMULATED: "registrars" does not name a provider family/,
    );
  });

  it('allows a whole family, one platform of it, or all; a real adapter needs no allowance', () => {
    const sim = createSimulator('instant');
    const needs = [
      { family: 'registrar' as const },
      { family: 'mailbox_host' as const, platform: 'GOOGLE' },
      { family: 'sequencer_platform' as const, platform: 'instantly' },
    ];
    const labels = (allowed: string[], status = sim.status) =>
      simulatedNeeds(status, allowed, needs).map((n) => n.platform ?? n.family);
    expect(labels([])).toEqual(['registrar', 'GOOGLE', 'instantly']);
    expect(labels(['all'])).toEqual([]);
    expect(labels(['registrar', 'mailbox_host:google'])).toEqual(['instantly']);
    expect(labels(['mailbox_host', 'sequencer_platform'])).toEqual(['registrar']);
    // The status is read from the adapters themselves: one that says it is real counts as real,
    // with nothing else to change (the next real registrar or sequencer adapter included).
    const status = providerStatus({
      ...sim,
      registrar: { ...sim.registrar, name: 'namecheap' },
      sequencerPlatform: {
        ...sim.sequencerPlatform,
        adapterFor: (p) => (p === 'instantly' ? 'instantly_api' : 'simulator'),
      },
    });
    expect(labels([], status)).toEqual(['GOOGLE']);
  });
});
