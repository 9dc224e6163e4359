/** Affixes combined with a keyword to suggest names (registrars' APIs suggest nothing). */
const PREFIXES = ['', 'get', 'try', 'go', 'meet', 'hello', 'join', 'use'];
const SUFFIXES = ['', 'hq', 'mail', 'team', 'app', 'labs', 'now', 'co'];

/**
 * Candidate names for a keyword across TLDs, `limit` from `offset`, and how many exist: the same
 * deterministic list whichever registrar is selected (each then answers their availability).
 */
export function suggestNames(input: {
  keyword: string;
  tlds: readonly string[];
  offset: number;
  limit: number;
}): { names: string[]; total: number } {
  const labels: string[] = [];
  for (const prefix of PREFIXES) {
    for (const suffix of SUFFIXES) {
      const label = `${prefix}${input.keyword}${suffix}`;
      if (label.length <= 63 && !labels.includes(label)) labels.push(label);
    }
  }
  const names = labels.flatMap((label) => input.tlds.map((tld) => `${label}.${tld}`));
  return { names: names.slice(input.offset, input.offset + input.limit), total: names.length };
}

/** `example.com` -> `com`; `example.co.uk` -> `co.uk`. */
export function tldOf(name: string): string {
  return name.slice(name.indexOf('.') + 1);
}

/** `1234` -> `$12.34`, for messages. */
export function usd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** A decimal USD amount as a vendor writes it (`"9.73"`, `9.73`) in cents; null when not one. */
export function centsOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) : null;
}
