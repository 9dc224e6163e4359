const DAY = 86_400_000;

/**
 * Age tiers of the prewarm inventory and their price per mailbox (the real service's published
 * prices: 2–4 weeks $6, 4–8 weeks $7, 8+ weeks $9). A domain warmed for less than two weeks is
 * still `warming`: in the inventory, not for sale.
 */
export const AGE_TIERS = [
  { tier: 'warming', fromDays: 0, priceCents: null },
  { tier: '2_4_weeks', fromDays: 14, priceCents: 600 },
  { tier: '4_8_weeks', fromDays: 28, priceCents: 700 },
  { tier: '8_plus_weeks', fromDays: 56, priceCents: 900 },
] as const;

export type AgeTier = (typeof AGE_TIERS)[number]['tier'];
export const TIER_NAMES = AGE_TIERS.map((t) => t.tier) as unknown as readonly AgeTier[];

/** Whole days warmed by `now`. */
export function ageDays(warmingSince: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(warmingSince)) / DAY));
}

export function tierOf(days: number): (typeof AGE_TIERS)[number] {
  return [...AGE_TIERS].reverse().find((t) => days >= t.fromDays) ?? AGE_TIERS[0];
}

/** The `warming_since` range of a tier at `now`: since > `after` and since <= `until`. */
export function sinceRange(tier: AgeTier, now: Date): { after: string | null; until: string } {
  const i = AGE_TIERS.findIndex((t) => t.tier === tier);
  const from = AGE_TIERS[i]?.fromDays ?? 0;
  const next = AGE_TIERS[i + 1]?.fromDays ?? null;
  return {
    until: new Date(now.getTime() - from * DAY).toISOString(),
    after: next === null ? null : new Date(now.getTime() - next * DAY).toISOString(),
  };
}
