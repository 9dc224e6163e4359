/**
 * Whole cents of an amount of credits (1 credit = 1 USD) with at most two decimals; null when it
 * has more. Judged on the cents, not on the float: `19.99 * 100` is `1998.9999999999998`, so a
 * float rule (JSON Schema's `multipleOf: 0.01`) refuses amounts any person would write, while a
 * third decimal (`19.995`) is a whole 0.5 cent away from any cent.
 */
export function wholeCents(credits: number): number | null {
  if (!Number.isFinite(credits)) return null;
  const cents = Math.round(credits * 100);
  return Math.abs(cents - credits * 100) > 1e-6 ? null : cents;
}
