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
