import { describe, expect, it } from 'vitest';
import { hostNameList, hostOrAddress } from '../../src/config/parsers.js';
import {
  BLOCKLIST_ZONE,
  DNS_LABEL,
  DOMAIN_NAME,
  LOCAL_OR_PUBLIC_HOST_NAME,
  PUBLIC_HOST_NAME,
  RECORD_HOST_LABEL,
  RECORD_TARGET_HOST,
} from '../../src/lib/hosts.js';
import {
  domainNameProblem,
  labelOf,
  normalizeDomainName,
  tldOf,
} from '../../src/modules/domains/domain-names.js';

// Domain-name and host-name rules (no server, no database).

describe('domain names', () => {
  it('are normalised to lowercase without spaces or a trailing dot', () => {
    expect(normalizeDomainName('  Example.COM. ')).toBe('example.com');
  });

  it('accept apex names, punycode TLDs and labels of 63 characters', () => {
    for (const name of ['example.com', 'a-b.co.uk', 'x.xn--p1ai', `${'a'.repeat(63)}.io`]) {
      expect(domainNameProblem(name), name).toBeNull();
    }
  });

  it('name what is wrong with the rest', () => {
    expect(domainNameProblem('')).toBe('must not be empty');
    expect(domainNameProblem(`${'a'.repeat(250)}.com`)).toBe('must be at most 253 characters');
    expect(domainNameProblem('bücher.de')).toBe(
      'must be ASCII (send internationalised names as xn--)',
    );
    expect(domainNameProblem('https://example.com')).toBe(
      'must be a bare domain name such as example.com, not a URL',
    );
    expect(domainNameProblem('example')).toBe('must have a name and a TLD, such as example.com');
    for (const name of ['-a.com', 'a-.com', 'a..com', `${'a'.repeat(64)}.com`, 'a_b.com']) {
      expect(domainNameProblem(name), name).toBe(
        'must be labels of letters, digits and inner hyphens, each 1 to 63 characters',
      );
    }
    expect(domainNameProblem('example.c0m')).toBe('has an invalid TLD');
    expect(domainNameProblem('example.c')).toBe('has an invalid TLD');
  });

  it('split into the label and the TLD (everything after the first label)', () => {
    expect(labelOf('shop.example.co.uk')).toBe('shop');
    expect(tldOf('example.co.uk')).toBe('co.uk');
  });
});

describe('host-name rules', () => {
  const cases: Array<[string, RegExp, string[], string[]]> = [
    [
      'DNS_LABEL',
      DNS_LABEL,
      ['a', 'a-1', 'x'.repeat(63)],
      ['', '-a', 'a-', 'A', 'a_b', 'x'.repeat(64), 'a.b'],
    ],
    [
      'RECORD_HOST_LABEL',
      RECORD_HOST_LABEL,
      ['*', '_dmarc', 'mail', 's1_domainkey'],
      ['', '-a', 'a.b', 'A'],
    ],
    [
      'RECORD_TARGET_HOST',
      RECORD_TARGET_HOST,
      ['mx.example.com', 'a.b.xn--p1ai'],
      ['localhost', 'mx.example.1com', 'MX.example.com', `${'a.'.repeat(127)}com`],
    ],
    [
      'DOMAIN_NAME',
      DOMAIN_NAME,
      ['example.com', 'a.b.example.org'],
      ['example', 'Example.com', 'example.c', 'exa_mple.com', 'example.xn--p1ai'],
    ],
    [
      'PUBLIC_HOST_NAME',
      PUBLIC_HOST_NAME,
      ['ns1.example.net', 'NS1.Example.NET'],
      ['localhost', 'ns1.example.n3t', `${'a.'.repeat(127)}com`, '_x.example.com'],
    ],
    [
      'LOCAL_OR_PUBLIC_HOST_NAME',
      LOCAL_OR_PUBLIC_HOST_NAME,
      ['localhost', 'Mail-1.internal', 'example.com'],
      ['', '-x', 'a..b', 'a_b', `${'a'.repeat(254)}`],
    ],
    [
      'BLOCKLIST_ZONE',
      BLOCKLIST_ZONE,
      ['zen.spamhaus.org', 'dbl_x.example.org'],
      ['zen', 'Zen.spamhaus.org', 'zen.spamhaus.0rg'],
    ],
  ];
  for (const [name, rule, accepted, refused] of cases) {
    it(`${name} accepts what it should and refuses the rest`, () => {
      for (const value of accepted) expect(rule.test(value), value).toBe(true);
      for (const value of refused) expect(rule.test(value), value).toBe(false);
    });
  }

  it('parse a list of name servers: lowercase, distinct, public names', () => {
    expect(hostNameList('NS1.example.net., ns2.example.net')).toEqual([
      'ns1.example.net',
      'ns2.example.net',
    ]);
    expect(() => hostNameList('localhost')).toThrow('"localhost" is not a host name');
    expect(() => hostNameList('a.example.net,A.example.net')).toThrow('lists a host name twice');
  });

  it('parse a host to listen on: an address, or a name such as localhost', () => {
    expect(hostOrAddress('::1')).toBe('::1');
    expect(hostOrAddress('localhost')).toBe('localhost');
    expect(() => hostOrAddress('999.1.1.1')).toThrow('must be an IP address');
    expect(() => hostOrAddress('bad_host')).toThrow('must be an IP address');
  });
});
