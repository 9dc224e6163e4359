// How values are written on the screens: money, dates and counts, each in one place.

/** Credits (1 credit = 1 USD) as a person reads them. */
export function formatCredits(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  // A charge reads -$3.00, not $-3.00.
  return value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

/** A moment in the person's own time zone: "30 Nov 2026, 21:48". */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  return new Date(value).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

/** A count with its noun: "1 mailbox", "3 mailboxes", "5,000 mailboxes". */
export function countOf(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}
