import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, newTotpSecret, totp } from '../src/lib/totp.js';

describe('RFC 4648 base32', () => {
  // RFC 4648 section 10 test vectors (padding omitted, as authenticator apps take secrets).
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('%j encodes to %s and back', (text, encoded) => {
    expect(base32Encode(Buffer.from(text))).toBe(encoded);
    expect(base32Decode(`${encoded}======`).toString()).toBe(text);
    expect(base32Decode(encoded.toLowerCase()).toString()).toBe(text);
  });

  it('rejects characters outside the alphabet', () => {
    expect(() => base32Decode('MZ1W')).toThrow('not a base32 string');
  });

  it('new secrets are 20 random bytes: 32 base32 characters, all different', () => {
    const secrets = new Set(Array.from({ length: 50 }, () => newTotpSecret()));
    expect(secrets.size).toBe(50);
    for (const s of secrets) {
      expect(s).toMatch(/^[A-Z2-7]{32}$/);
      expect(base32Decode(s)).toHaveLength(20);
    }
  });
});

describe('RFC 4226 HOTP and RFC 6238 TOTP', () => {
  const key = Buffer.from('12345678901234567890');

  it('HOTP matches RFC 4226 appendix D', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(key, counter))).toEqual(expected);
  });

  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('TOTP (SHA-1) at %i s is %s (RFC 6238 appendix B)', (seconds, code) => {
    expect(totp(base32Encode(key), seconds * 1000, 8).code).toBe(code);
  });

  it('says how long the code stays valid', () => {
    const at = Date.parse('2026-01-01T00:00:10.000Z');
    expect(totp(base32Encode(key), at)).toMatchObject({
      remainingSeconds: 20,
      validUntil: '2026-01-01T00:00:30.000Z',
    });
    expect(totp(base32Encode(key), at).code).toMatch(/^\d{6}$/);
  });
});
