import { expect, it } from 'vitest';
import { zoneList } from '../src/config/infraguard.js';
import { countSpfLookups } from '../src/modules/infraguard/checks/spf-lookups.js';
import { sweepQueries } from '../src/modules/infraguard/checks/sweep.js';
import { DEFAULT_BLOCKLIST_ZONES, expandIPv6, queryName } from '../src/providers/blocklist.js';
import { createSimSpfResolver } from '../src/providers/simulator/spf-resolver.js';

// The names blocklist checks ask, without a DNS server (the loopback suite asks them for real).

it('builds the RFC 5782 names: reversed octets for IPv4, 32 reversed nibbles for IPv6', () => {
  const zen = { zone: 'zen.spamhaus.org', kind: 'ip' as const, ipv6: true };
  expect(queryName(zen, '192.0.2.99')).toBe('99.2.0.192.zen.spamhaus.org');
  // The example of RFC 5782 §2.4.
  expect(queryName(zen, '2001:db8:1:2:3:4:567:89ab')).toBe(
    'b.a.9.8.7.6.5.0.4.0.0.0.3.0.0.0.2.0.0.0.1.0.0.0.8.b.d.0.1.0.0.2.zen.spamhaus.org',
  );
  expect(queryName(zen, '2001:DB8::1')).toBe(
    `1.${'0.'.repeat(23)}8.b.d.0.1.0.0.2.zen.spamhaus.org`,
  );
  expect(expandIPv6('::')).toBe('0'.repeat(32));
  expect(expandIPv6('fe80::1:2')).toBe('fe800000000000000000000000010002');
  expect(expandIPv6('::ffff:192.0.2.1')).toBe('00000000000000000000ffffc0000201');
  expect(() => expandIPv6('2001:db8::1::2')).toThrow(/not an IPv6 address/);
  expect(queryName({ zone: 'dbl.spamhaus.org', kind: 'domain' }, 'Acme.COM.')).toBe(
    'acme.com.dbl.spamhaus.org',
  );
});

it('asks IPv6 addresses only of the lists that take them', () => {
  const zones = zoneList('dbl.spamhaus.org,zen.spamhaus.org,bl.spamcop.net,ip6:v6.example.net');
  expect(zones).toEqual([
    { zone: 'dbl.spamhaus.org', kind: 'domain' },
    { zone: 'zen.spamhaus.org', kind: 'ip', ipv6: true },
    { zone: 'bl.spamcop.net', kind: 'ip' },
    { zone: 'v6.example.net', kind: 'ip', ipv6: true },
  ]);
  const asked = sweepQueries(zones, 'acme.com', ['192.0.2.1', '2001:db8::1', '192.0.2.1']).map(
    (q) => `${q.zone.zone} ${q.target}`,
  );
  expect(asked).toEqual([
    'dbl.spamhaus.org acme.com',
    'zen.spamhaus.org 192.0.2.1',
    'zen.spamhaus.org 2001:db8::1',
    'bl.spamcop.net 192.0.2.1',
    'v6.example.net 192.0.2.1',
    'v6.example.net 2001:db8::1',
  ]);
  expect(DEFAULT_BLOCKLIST_ZONES.filter((z) => z.ipv6).map((z) => z.zone)).toEqual([
    'zen.spamhaus.org',
  ]);
});

it('counts SPF lookups with the sandbox resolver as the platforms publish them', async () => {
  const sandbox = createSimSpfResolver('mail.example.net');
  expect(await countSpfLookups(sandbox, 'acme.com', 'v=spf1 include:_spf.google.com ~all')).toEqual(
    { lookups: 4, voids: 0, outcome: 'ok', problem: '' },
  );
  expect(
    await countSpfLookups(
      sandbox,
      'acme.com',
      'v=spf1 include:spf.protection.outlook.com ptr exists:%{i}.x.example ip4:192.0.2.1 -all',
    ),
  ).toMatchObject({ lookups: 4, outcome: 'ok' });
  // A redirect beside `all` is ignored (RFC 7208 §6.1); an unknown include has no SPF record.
  expect(
    await countSpfLookups(sandbox, 'acme.com', 'v=spf1 mx redirect=unknown.example ~all'),
  ).toMatchObject({ lookups: 1, outcome: 'ok' });
  expect(
    await countSpfLookups(sandbox, 'acme.com', 'v=spf1 include:unknown.example ~all'),
  ).toMatchObject({ outcome: 'permerror', problem: 'include:unknown.example has no SPF record' });
});
