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

/**
 * A calendar month (`YYYY-MM`, as the API writes it) as a person reads it: "December 2026", or
 * "Dec 2026" (`short`, on a chart's axis). The month is the API's (UTC): no time zone moves it.
 */
export function formatMonth(month: string, width: 'long' | 'short' = 'long'): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Date(Date.UTC(year, number - 1, 1)).toLocaleDateString('en-GB', {
    month: width,
    year: 'numeric',
    timeZone: 'UTC',
  });
}
