import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type MailAccount,
  NEUTRAL_SIGNALS,
  type PlacementSignals,
} from '../src/providers/mail-network.js';
import { MAIL_MAGIC } from '../src/providers/simulator/magic.js';
import { createSimMailNetwork } from '../src/providers/simulator/mail-network.js';
import { memoryMailStore } from '../src/providers/simulator/mail-store.js';
import { contentScore, placeMessage, placementOdds } from '../src/providers/simulator/placement.js';
import { mailNetworkContract, messageIdFor } from './providers/mail-network.contract.js';
import { repoRoot } from './support/processes.js';

let serial = 0;
const account = (token = '', platform = 'GOOGLE'): MailAccount => {
  serial += 1;
  return {
    email: `user${serial}${token ? `-${token}` : ''}@net${serial}.com`,
    platform,
    password: 'app-password',
  };
};

mailNetworkContract('simulator', {
  create: () => createSimMailNetwork({ seed: 'contract', store: memoryMailStore() }),
  readsFolders: false,
  accounts: async () => [account(), account('', 'MICROSOFT')],
  unknownRecipient: async () => `nobody-hardbounce@net${serial}.com`,
  async sendIntoSpam(network, to) {
    const from = account('spamfolder');
    const messageId = messageIdFor(from);
    const sent = await network.send(from, { messageId, to: to.email, subject: 'Hi', text: 'Hi' });
    if (!sent.ok) throw new Error(sent.error.message);
    return messageId;
  },
});

const signals = (changes: Partial<PlacementSignals> = {}): PlacementSignals => ({
  ...NEUTRAL_SIGNALS,
  recipientProvider: 'google',
  ...changes,
});

/** Inbox share of `n` messages drawn with `s`. */
function inboxShare(s: PlacementSignals, n = 2000, seed = 'share'): number {
  let inbox = 0;
  for (let i = 0; i < n; i += 1) {
    const { folder } = placeMessage(seed, `<${i}@share.test>`, s, { subject: 'Hi', text: 'Hi' });
    if (folder !== 'spam') inbox += 1;
  }
  return inbox / n;
}

describe('the placement model', () => {
  it('lands one message in one place for a seed, every time', () => {
    const s = signals({ warmupDays: 3, domainAgeDays: 3 });
    const first = placeMessage('seed-a', '<m1@x.test>', s, { subject: 'a', text: 'b' });
    for (let i = 0; i < 5; i += 1)
      expect(placeMessage('seed-a', '<m1@x.test>', s, { subject: 'a', text: 'b' })).toEqual(first);
  });

  it('moves a new domain from partly spam to mostly inbox as warmup goes on', () => {
    const fresh = signals({ warmupDays: 0, domainAgeDays: 0 });
    const warm = signals({ warmupDays: 14, domainAgeDays: 14 });
    expect(placementOdds(fresh, 0).inbox).toBeCloseTo(0.02 + 0.96 * 0.3 - 0.1, 6);
    expect(inboxShare(fresh)).toBeLessThan(0.3);
    expect(inboxShare(warm)).toBeGreaterThan(0.7);
  });

  it('weighs missing authentication, a listing, bounces, volume over the ramp and the provider', () => {
    const base = placementOdds(signals({ warmupDays: 14 }), 0).inbox;
    expect(
      placementOdds(signals({ warmupDays: 14, auth: { spf: false, dkim: false, dmarc: false } }), 0)
        .inbox,
    ).toBeLessThan(base - 0.25);
    expect(placementOdds(signals({ warmupDays: 14, listings: 1 }), 0).inbox).toBe(0);
    expect(placementOdds(signals({ warmupDays: 14, bounceRate: 0.1 }), 0).inbox).toBeLessThan(
      base / 2 + 0.05,
    );
    expect(
      placementOdds(signals({ warmupDays: 14, sentToday: 100, dailyRamp: 20 }), 0).inbox,
    ).toBeLessThan(base / 3);
    expect(
      placementOdds(signals({ warmupDays: 14, recipientProvider: 'microsoft' }), 0).inbox,
    ).toBeLessThan(base);
    expect(
      placementOdds(signals({ warmupDays: 14, recipientProvider: 'other' }), 0).inbox,
    ).toBeGreaterThan(base);
  });

  it('scores spam-like content and lets it cost the inbox', () => {
    expect(contentScore('Quick question', 'Are you free to talk on Tuesday?')).toBe(0);
    const spammy = contentScore(
      'ACT NOW WINNER',
      'Click here for free money https://a.test https://b.test',
    );
    expect(spammy).toBeGreaterThan(0.5);
    expect(placementOdds(signals({ warmupDays: 14 }), spammy).inbox).toBeLessThan(0.4);
  });

  it('files promotional mail to Google recipients under Promotions, often', () => {
    let promotions = 0;
    for (let i = 0; i < 500; i += 1) {
      const placed = placeMessage(
        'promo',
        `<p${i}@x.test>`,
        signals({ warmupDays: 30, domainAgeDays: 90 }),
        {
          subject: 'Spring sale',
          text: '20% off this week',
        },
      );
      if (placed.folder === 'promotions') promotions += 1;
    }
    expect(promotions).toBeGreaterThan(150);
  });
});

describe('mail magic values', () => {
  const network = createSimMailNetwork({ seed: 'magic', store: memoryMailStore() });

  it('spamfolder and listed senders land in spam; the bounce tokens bounce', async () => {
    for (const token of ['spamfolder', 'listed']) {
      const from = account(token);
      const to = account();
      for (let i = 0; i < 20; i += 1) {
        const messageId = messageIdFor(from);
        await network.send(from, { messageId, to: to.email, subject: 'Hi', text: 'Hi' });
        const found = await network.find(to, { messageId });
        expect(found.ok && found.messages[0]?.folder).toBe('spam');
      }
    }
    const from = account();
    const soft = await network.send(from, {
      messageId: messageIdFor(from),
      to: 'a-softbounce@x.com',
      subject: 'x',
      text: 'x',
    });
    expect(soft.ok && soft.bounce).toEqual({
      type: 'soft',
      diagnostic: '452 4.2.2 <a-softbounce@x.com>: mailbox full',
    });
  });

  it('a sendflaky sender fails every other submission, retryably, and keeps nothing of it', async () => {
    const from = account('sendflaky');
    const to = account();
    const outcomes = [];
    for (let i = 0; i < 4; i += 1) {
      const messageId = messageIdFor(from);
      const sent = await network.send(from, { messageId, to: to.email, subject: 'Hi', text: 'Hi' });
      const found = await network.find(to, { messageId });
      outcomes.push([sent.ok || sent.error, found.ok && found.messages.length]);
    }
    const busy = { code: 'unavailable', retryable: true, message: expect.any(String) };
    expect(outcomes).toEqual([
      [busy, 0],
      [true, 1],
      [busy, 0],
      [true, 1],
    ]);
  });

  it.each(Object.keys(MAIL_MAGIC))('documents the magic value %s', (token) => {
    expect(readFileSync(`${repoRoot}docs/sandbox.md`, 'utf8')).toContain(`| \`${token}\` |`);
  });
});
