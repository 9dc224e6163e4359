import { draw } from '../../lib/draw.js';

/**
 * Warmup settings, their ranges (within the peers': Smartlead's 1–50 a day, lemlist's and
 * MailBeast's ramps, 0–100 % replies) and defaults (the real service's marketing: from 2 a day to
 * 40 in about two weeks).
 */
export const WARMUP_RANGES = {
  warmup_limit: { min: 1, max: 50, default: 40 },
  warmup_increment: { min: 1, max: 20, default: 3 },
  warmup_start: { min: 1, max: 50, default: 2 },
  warmup_replyrate: { min: 0, max: 100, default: 30 },
} as const;

/** What a month of warmup costs: 3 credits (3 USD) per mailbox, the real service's price. */
export const WARMUP_PRICE_CENTS = 300;

/** Daily targets vary by up to this share around the ramp (never above the limit). */
export const DAILY_VARIANCE = 0.1;

/** Sends spread over these hours of the day on the mailbox's time line (UTC). */
export const WORKING_HOURS = { from: 8, to: 18 } as const;

export interface RampSettings {
  daily_limit: number;
  increment: number;
  start_volume: number;
}

/**
 * The day's target of a mailbox: `min(limit, start + increment × day)`, varied by up to ±10 %
 * (a draw on the mailbox and the day, so the plan is the same on every run), at least 1.
 */
export function dailyTarget(
  settings: RampSettings,
  day: number,
  mailboxId: string,
  seed: string,
): number {
  const ramp = settings.start_volume + settings.increment * day;
  const variance = (draw(seed, mailboxId, `target:${day}`) * 2 - 1) * DAILY_VARIANCE;
  return Math.max(1, Math.min(settings.daily_limit, Math.round(ramp * (1 + variance))));
}
