/** ISO 8601 UTC with milliseconds, the one timestamp format of every response, event and column. */
export function isoNow(): string {
  return new Date().toISOString();
}

export function isoAt(epochMs: number): string {
  return new Date(epochMs).toISOString();
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The same day and time `months` calendar months later (the renewal cycle is monthly). */
export function addMonths(iso: string, months: number): string {
  const date = new Date(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.toISOString();
}

/** A span in whole minutes, as words: "1 minute", "15 minutes". */
export function inMinutes(ms: number): string {
  const n = Math.round(ms / 60_000);
  return `${n} minute${n === 1 ? '' : 's'}`;
}
