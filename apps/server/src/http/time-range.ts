import { invalidField } from './errors.js';

/** One end of a range as the request names it: `{ since }`, `{ until }`, `{ from }`, `{ to }`. */
type RangeEnd = Readonly<Record<string, string | undefined>>;

/**
 * The one rule for a range a request gives by its two ends (`since` / `until` of the webhook
 * event log and Redeliver failed, `from` / `to` of the wallet logs and Email Insight): a start
 * later than the end is a 400 naming the start, `since must not be later than until`, before
 * anything is read or written; equal ends are an empty range, answered as such. An end that is
 * not given is not checked. Each end is passed as an object of one field, so the words are the
 * request's own: `checkRange({ since }, { until })`. Times and `YYYY-MM-DD` days compare alike.
 */
export function checkRange(start: RangeEnd, end: RangeEnd): void {
  const [startName, startValue] = onlyEntry(start);
  const [endName, endValue] = onlyEntry(end);
  if (startValue === undefined || endValue === undefined) return;
  if (Date.parse(startValue) > Date.parse(endValue))
    throw invalidField(startName, `must not be later than ${endName}`);
}

function onlyEntry(end: RangeEnd): [string, string | undefined] {
  const [name, ...others] = Object.keys(end);
  if (name === undefined || others.length > 0)
    throw new Error('checkRange: each end is an object of exactly one field');
  return [name, end[name]];
}
