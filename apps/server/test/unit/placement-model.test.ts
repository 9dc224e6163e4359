import { describe, expect, it } from 'vitest';
import { draw } from '../../src/lib/draw.js';
import type { PlacementSignals } from '../../src/providers/mail-network.js';
import { placeMessage, placementOdds } from '../../src/providers/simulator/placement.js';

// The simulator's placement model as draws (no server, no database): seeded, uniform, and
// landing messages in the inbox as often as the odds say.

const SIGNALS: PlacementSignals = {
  auth: { spf: true, dkim: true, dmarc: true },
  domainAgeDays: 30,
  warmupDays: 7,
  sentToday: 0,
  dailyRamp: 20,
  listings: 0,
  bounceRate: 0,
  recipientProvider: 'microsoft',
};
const PLAIN = { subject: 'Lunch on Thursday', text: 'Does noon suit you?' };

describe('draws', () => {
  it('depend only on their inputs, each part counting', () => {
    expect(draw('seed', 'a', 'b')).toBe(draw('seed', 'a', 'b'));
    expect(draw('seed', 'a', 'b')).not.toBe(draw('seed', 'ab'));
    expect(draw('seed', 'a')).not.toBe(draw('other', 'a'));
  });

  it('are spread evenly over [0, 1)', () => {
    const buckets = Array.from({ length: 10 }, () => 0);
    for (let i = 0; i < 10_000; i += 1) {
      const value = draw('seed', `${i}`);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      buckets[Math.floor(value * 10)] = (buckets[Math.floor(value * 10)] ?? 0) + 1;
    }
    for (const count of buckets) expect(Math.abs(count - 1000)).toBeLessThan(150);
  });
});

describe('where messages land', () => {
  it('in the inbox as often as the odds say, and in spam otherwise', () => {
    const { inbox } = placementOdds(SIGNALS, 0);
    let inInbox = 0;
    for (let i = 0; i < 4000; i += 1) {
      const { folder } = placeMessage('seed', `<${i}@odds.test>`, SIGNALS, PLAIN);
      expect(['inbox', 'spam']).toContain(folder);
      if (folder === 'inbox') inInbox += 1;
    }
    expect(Math.abs(inInbox / 4000 - inbox)).toBeLessThan(0.03);
  });

  it('never in the inbox from a listed domain', () => {
    const listed = { ...SIGNALS, listings: 1 };
    for (let i = 0; i < 200; i += 1)
      expect(placeMessage('seed', `<${i}@listed.test>`, listed, PLAIN).folder).toBe('spam');
  });

  it('under a Google tab: promotions for promotional mail about 60 % of what reaches the inbox', () => {
    const google = {
      ...SIGNALS,
      warmupDays: 30,
      domainAgeDays: 90,
      recipientProvider: 'google' as const,
    };
    const offer = { subject: 'Spring sale', text: 'A discount for you' };
    const folders = Array.from(
      { length: 3000 },
      (_, i) => placeMessage('seed', `<${i}@tabs.test>`, google, offer).folder,
    );
    const delivered = folders.filter((f) => f !== 'spam').length;
    const promotions = folders.filter((f) => f === 'promotions').length;
    expect(folders.filter((f) => f === 'updates')).toEqual([]);
    expect(Math.abs(promotions / delivered - 0.6)).toBeLessThan(0.05);
  });

  it('the same message in the same place on every run; another seed may differ', () => {
    const places = (seed: string) =>
      Array.from(
        { length: 200 },
        (_, i) => placeMessage(seed, `<${i}@seed.test>`, SIGNALS, PLAIN).folder,
      );
    expect(places('seed-a')).toEqual(places('seed-a'));
    expect(places('seed-a')).not.toEqual(places('seed-b'));
  });
});
