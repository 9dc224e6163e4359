/** Weekdays as a schedule names them, Sunday first (JavaScript's `getDay()` order). */
export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

/** The wall-clock date and time in `zone` at instant `ms`. */
function wallClock(ms: number, zone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** `zone`'s offset from UTC at instant `ms`, in milliseconds. */
function offsetAt(ms: number, zone: string): number {
  const w = wallClock(ms, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant the wall clock in `zone` shows `date` at `hm` minutes past midnight (two passes of
 * the zone's offset). A time skipped by a daylight-saving change comes out as the same wall time
 * in the offset on one side of the jump (an hour off), so the firing still happens
 * that day; a time shown twice fires once.
 */
function instantOf(date: { year: number; month: number; day: number }, hm: number, zone: string) {
  const local = Date.UTC(date.year, date.month - 1, date.day) + hm * MINUTE;
  const guess = local - offsetAt(local, zone);
  return local - offsetAt(guess, zone);
}

/**
 * The first firing strictly after `after`: a day of `days` (in `zone`) at `time` (`HH:MM`) on
 * that day's wall clock in `zone`. Null only when `days` is empty.
 */
export function nextFiring(
  schedule: { days: readonly Weekday[]; time: string; timezone: string },
  after: Date,
): Date | null {
  if (schedule.days.length === 0) return null;
  const [h, m] = schedule.time.split(':').map(Number) as [number, number];
  const hm = h * 60 + m;
  for (let i = 0; i <= 8; i += 1) {
    const w = wallClock(after.getTime() + i * DAY, schedule.timezone);
    const date = { year: w.year, month: w.month, day: w.day };
    const weekday = WEEKDAYS[new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay()];
    if (!weekday || !schedule.days.includes(weekday)) continue;
    const at = instantOf(date, hm, schedule.timezone);
    if (at > after.getTime()) return new Date(at);
  }
  return null;
}
