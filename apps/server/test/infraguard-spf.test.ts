import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeIfAvailable } from './support/describe.js';
import { activeDomain, settle } from './support/domains.js';
import { useHarness } from './support/harness.js';
import { type StackDns, stackDnsProblem, startStackDns } from './support/mailstack.js';

// The SPF check counts lookups across the whole include tree (RFC 7208 §4.6.4), resolving each
// include through MAILWRIGHT_DNS_RESOLVER: here a private PowerDNS on loopback serving the
// sandbox mail host's SPF include and a chain of test records below it.
const HOST_ZONE = 'mailwright-sim.example';
const ROOT = '_spf.mail.mailwright-sim.example'; // the include a sandbox SMTP domain's SPF names
const CHAIN = 'spf.mailwright.test';
const problem = stackDnsProblem;
const env: Record<string, string> = { MAILWRIGHT_INFRAGUARD_MANUAL_CHECK_INTERVAL: '1s' };
let dns: StackDns | null = null;
beforeAll(async () => {
  if (problem) return;
  dns = await startStackDns([HOST_ZONE, CHAIN]);
  env.MAILWRIGHT_DNS_RESOLVER = dns.address;
  await dns.set(`host.${CHAIN}`, 'A', ['192.0.2.10']);
}, 60_000);
afterAll(async () => {
  await dns?.stop();
});
const h = useHarness({ env });

/** Publishes the chain: `root` is the sandbox host's include, then each name's record. */
async function publish(records: Record<string, string>) {
  const d = dns as StackDns;
  for (const [name, value] of Object.entries(records)) await d.set(name, 'TXT', [value]);
}

const n = (label: string) => `${label}.${CHAIN}`;

/** Enables protection once, then runs a manual check; answers the SPF result. */
async function spfResult(uid: string, first: boolean) {
  if (first) {
    const res = await h.call('POST', '/v1/api/infra-guard/enable', {
      body: { domain_uids: [uid] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await settle(h);
  }
  // Manual checks are at most one a second here (the setting): asked again until one runs.
  let check = await h.call('POST', '/v1/api/infra-guard/check', { body: { uid } });
  const deadline = Date.now() + 60_000;
  while (check.status === 429 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    check = await h.call('POST', '/v1/api/infra-guard/check', { body: { uid } });
  }
  expect(check.status, JSON.stringify(check.body)).toBe(200);
  return check.body.results.find((r: any) => r.check === 'dns' && r.source === 'SPF');
}

describeIfAvailable(problem, 'SPF lookups counted across includes (PowerDNS on loopback)', () => {
  it('counts 9 lookups through a chain of includes as ok and 11 as an error, with the count in the detail', async () => {
    const uid = await activeDomain(h);
    // The domain's own record (`include:_spf.mail…`) costs 1; the tree below it 8.
    await publish({
      [ROOT]: `v=spf1 include:${n('a')} include:${n('b')} ~all`, // 2
      [n('a')]: `v=spf1 a:${n('host')} include:${n('c')} ip4:192.0.2.0/24 ~all`, // 2
      [n('b')]: `v=spf1 exists:${n('host')} ~all`, // 1
      [n('c')]: `v=spf1 a:${n('host')} a:${n('host')} redirect=${n('d')}`, // 3
      [n('d')]: 'v=spf1 ip4:198.51.100.0/24 -all', // 0
    });
    const ok = await spfResult(uid, true);
    expect(ok).toMatchObject({ status: 'ok', detail: '9 DNS lookups (at most 10), 0 void' });

    // Two more terms deep in the tree: 11, a permerror at every receiver.
    await publish({ [n('d')]: `v=spf1 a:${n('host')} include:${n('e')} -all` });
    await publish({ [n('e')]: 'v=spf1 ip4:203.0.113.0/24 -all' });
    const over = await spfResult(uid, false);
    expect(over.status).toBe('error');
    expect(over.detail).toBe(
      'SPF permerror: more than 10 DNS lookups; 11 DNS lookups (at most 10), 0 void when evaluation stopped',
    );
    const alerts = (
      await h.call('GET', '/v1/api/infra-guard/alerts', { query: { uid, type: 'dns', limit: 10 } })
    ).body.alerts.filter((a: any) => a.source === 'SPF') as any[];
    expect(alerts.map((a) => [a.source, a.severity, a.status])).toEqual([
      ['SPF', 'critical', 'open'],
    ]);
    expect(alerts[0].detail).toContain('more than 10 DNS lookups');

    // Fixed: the next check finds 9 again and resolves the alert by itself.
    await publish({ [n('d')]: 'v=spf1 ip4:198.51.100.0/24 -all' });
    expect(await spfResult(uid, false)).toMatchObject({ status: 'ok' });
    const after = (
      await h.call('GET', '/v1/api/infra-guard/alerts', { query: { uid, type: 'dns', limit: 10 } })
    ).body.alerts.filter((a: any) => a.source === 'SPF') as any[];
    expect(after.map((a) => [a.source, a.status, a.resolved_by])).toEqual([
      ['SPF', 'resolved', 'check'],
    ]);
  }, 300_000);

  it('a loop of includes, an include without SPF and too many void lookups are errors', async () => {
    const uid = await activeDomain(h);
    await publish({
      [ROOT]: `v=spf1 include:${n('loop1')} ~all`,
      [n('loop1')]: `v=spf1 ip4:192.0.2.1 include:${n('loop2')} ~all`,
      [n('loop2')]: `v=spf1 include:${n('loop1')} ~all`,
    });
    const loop = await spfResult(uid, true);
    expect(loop.status).toBe('error');
    expect(loop.detail).toContain(
      `a loop: ${await nameOf(uid)} -> ${ROOT} -> ${n('loop1')} -> ${n('loop2')} -> ${n('loop1')}`,
    );

    await publish({ [ROOT]: `v=spf1 include:${n('nothing-here')} ~all` });
    const missing = await spfResult(uid, false);
    expect(missing).toMatchObject({ status: 'error' });
    expect(missing.detail).toContain(`include:${n('nothing-here')} has no SPF record`);

    await publish({ [ROOT]: `v=spf1 a:${n('void1')} a:${n('void2')} mx:${n('void3')} ~all` });
    const voids = await spfResult(uid, false);
    expect(voids).toMatchObject({ status: 'error' });
    expect(voids.detail).toContain('more than 2 lookups found nothing (void lookups)');
  }, 300_000);
});

async function nameOf(uid: string): Promise<string> {
  const res = await h.call('POST', '/v1/api/domains/list', { body: { uids: [uid] } });
  return res.body.domains[0].name as string;
}
