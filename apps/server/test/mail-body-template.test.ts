import { describe, expect, it } from 'vitest';
import { bodyTemplateOf, normaliseBody } from '../src/modules/mail/body-template.js';
import { sandboxSendingIp } from '../src/providers/simulator/sending-ip.js';

describe('body templates', () => {
  it('strips the greeting name, URLs, addresses, numbers and whitespace, then hashes', () => {
    const a =
      'Hi Anna Maria,\n\nWe booked 12 calls; see https://x.example/a?r=1 or write to ann@x.io.\n';
    const b = 'hi   Bob, We booked 7 calls; see www.y.example/b or write to bob.k@y.example.';
    expect(normaliseBody(a)).toBe('hi {name}, we booked {n} calls; see {url} or write to {email}.');
    expect(normaliseBody(b)).toBe(normaliseBody(a));
    expect(bodyTemplateOf(a)).toBe(bodyTemplateOf(b));
    expect(bodyTemplateOf(a)).toMatch(/^[0-9a-f]{16}$/);
    expect(bodyTemplateOf('Hello Anna! Different text')).not.toBe(bodyTemplateOf(a));
    // A greeting alone on its line, and dates and prices as one number each.
    expect(normaliseBody('Good morning Dr Lee\nPay EUR 1,200.50 by 2026-03-01')).toBe(
      'good morning {name} pay eur {n} by {n}',
    );
  });
});

describe('addresses in body templates', () => {
  // normaliseBody before issue 32, whose address pattern was quadratic on a long word.
  const before = (text: string) =>
    text
      .toLowerCase()
      .replace(/\b(?:https?:\/\/|www\.)[^\s<>"')]+/g, '{url}')
      .replace(/[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/g, '{email}')
      .replace(/\d+(?:[.,:/-]\d+)*/g, '{n}')
      .replace(/\s+/g, ' ')
      .trim();

  it('are replaced exactly as before', () => {
    // Random texts over the characters that matter (seeded: the same texts on every run).
    let seed = 32;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const alphabet = 'ab1.@-_%+ x.iocW/:';
    for (let n = 0; n < 5_000; n++) {
      const length = Math.floor(next() * 30);
      let text = '';
      for (let i = 0; i < length; i++) text += alphabet[Math.floor(next() * alphabet.length)];
      expect(normaliseBody(text), JSON.stringify(text)).toBe(before(text));
    }
    expect(normaliseBody('a@b.com1@c.de x.y@z.io')).toBe('{email}{email} {email}');
  });

  it('a 200,000-character word (the longest text of a placement test) is read once', () => {
    const word = 'x'.repeat(200_000);
    expect(normaliseBody(word)).toBe(word);
    expect(normaliseBody(`${word}@example.com and ${word}`)).toBe(`{email} and ${word}`);
  });
});

describe('sandbox sending IPs', () => {
  const account = (email: string, platform: string) => ({ email, platform, password: 'x' });
  it('are deterministic: three relays per Google or Microsoft mailbox, one server per SMTP domain', () => {
    const google = account('ana@a.example', 'GOOGLE');
    const ids = Array.from({ length: 60 }, (_, i) => `<${i}@a.example>`);
    const ips = new Set(ids.map((id) => sandboxSendingIp('seed', google, id)));
    expect(ips.size).toBeLessThanOrEqual(3);
    expect(ips.size).toBeGreaterThan(1);
    for (const ip of ips) expect(ip).toMatch(/^209\.85\.220\.\d+$/);
    expect(sandboxSendingIp('seed', google, '<1@a>')).toBe(
      sandboxSendingIp('seed', google, '<1@a>'),
    );
    expect(sandboxSendingIp('seed', account('b@a.example', 'MICROSOFT'), '<1@a>')).toMatch(
      /^40\.107\.\d+\.\d+$/,
    );
    const smtp = new Set(
      ['a@s.example', 'b@s.example'].flatMap((e) =>
        ids.map((id) => sandboxSendingIp('seed', account(e, 'SMTP'), id)),
      ),
    );
    expect([...smtp]).toHaveLength(1);
    expect([...smtp][0]).toMatch(/^198\.51\.100\.\d+$/);
  });
});
