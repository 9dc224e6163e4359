import { draw } from '../../lib/draw.js';
import type { MailFolder, PlacementSignals, RecipientProvider } from '../mail-network.js';

/**
 * The simulator's placement model: where a message lands, from what a mailbox provider weighs
 * about its sender and its content. docs/sandbox.md ("Placement model") prints this formula;
 * keep the two in step. Deterministic: the draw is a hash of the seed (MAILWRIGHT_MAIL_SEED)
 * and the Message-ID, so one message lands in one place on every run.
 */

/** How much a provider's filtering takes off the inbox odds. */
export const STRICTNESS: Readonly<Record<RecipientProvider, number>> = {
  google: 0.1,
  microsoft: 0.15,
  yahoo: 0.1,
  other: 0,
};

/** Days until a domain's age no longer counts against it. */
export const MATURE_DOMAIN_DAYS = 60;
/** Days of warmup after which warmup progress is full. */
export const MATURE_WARMUP_DAYS = 14;

export interface PlacementOdds {
  /** The sender's standing, 0 to 1, after the penalties. */
  quality: number;
  /** Probability of reaching the inbox (a tab included). */
  inbox: number;
  /** Of what reaches a Google inbox, the share filed under a category tab. */
  tab: number;
}

/** Spam-like content, 0 (clean) to 1: trigger phrases, shouting, links. */
export function contentScore(subject: string, text: string): number {
  const body = `${subject}\n${text}`.toLowerCase();
  const phrases = SPAM_PHRASES.filter((p) => body.includes(p)).length;
  const letters = subject.replace(/[^a-z]/gi, '');
  const shouting = letters.length >= 8 && letters === letters.toUpperCase() ? 1 : 0;
  const links = (text.match(/https?:\/\//g) ?? []).length;
  return Math.min(1, 0.15 * phrases + 0.2 * shouting + 0.05 * Math.max(0, links - 1));
}

const SPAM_PHRASES = [
  'act now',
  'click here',
  'free money',
  'guaranteed',
  'winner',
  'limited time',
  '100% free',
  'buy now',
  'no credit check',
  '$$$',
];

/** Whether content reads as promotional (a Google recipient files it under Promotions). */
export function isPromotional(subject: string, text: string): boolean {
  return /\b(sale|discount|offer|% off|coupon|deal)\b/i.test(`${subject} ${text}`);
}

/** The odds of a message, before the draw. */
export function placementOdds(signals: PlacementSignals, content: number): PlacementOdds {
  const auth =
    (Number(signals.auth.spf) + Number(signals.auth.dkim) + Number(signals.auth.dmarc)) / 3;
  const age = Math.min(1, Math.max(0, signals.domainAgeDays) / MATURE_DOMAIN_DAYS);
  const warmup = Math.min(1, Math.max(0, signals.warmupDays) / MATURE_WARMUP_DAYS);
  const standing = 0.3 * auth + 0.15 * age + 0.55 * warmup;
  const ramp = Math.max(1, signals.dailyRamp);
  const volume = signals.sentToday < ramp ? 1 : ramp / (signals.sentToday + 1);
  const bounces = Math.max(0, 1 - 5 * signals.bounceRate);
  const quality = standing * volume * bounces * (1 - content);
  const inbox =
    signals.listings > 0
      ? 0
      : clamp(0.02 + 0.96 * quality - STRICTNESS[signals.recipientProvider], 0.01, 0.98);
  return { quality, inbox, tab: signals.recipientProvider === 'google' ? 0.1 : 0 };
}

/** Where the message lands: the inbox draw, then (Google) the tab draw. */
export function placeMessage(
  seed: string,
  messageId: string,
  signals: PlacementSignals,
  content: { subject: string; text: string },
): { folder: MailFolder; odds: PlacementOdds } {
  const odds = placementOdds(signals, contentScore(content.subject, content.text));
  if (draw(seed, messageId, 'inbox') >= odds.inbox) return { folder: 'spam', odds };
  const promotional = isPromotional(content.subject, content.text);
  const tab = promotional && signals.recipientProvider === 'google' ? 0.6 : odds.tab;
  if (draw(seed, messageId, 'tab') < tab)
    return { folder: promotional ? 'promotions' : 'updates', odds };
  return { folder: 'inbox', odds };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
