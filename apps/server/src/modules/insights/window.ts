import { invalidField } from '../../http/errors.js';
import { checkRange } from '../../http/time-range.js';

const DAY = 86_400_000;
export const MAX_WINDOW_DAYS = 366;

/** A window of whole local days in a time zone, and the UTC hours that cover it. */
export interface InsightWindow {
  from: string;
  to: string;
  days: number;
  time_zone: string;
  /** First and last UTC hour (`YYYY-MM-DDTHH`) whose local day is in the window. */
  firstHour: string;
  lastHour: string;
  /** First and last UTC day touching the window (for the day rollups, which are UTC). */
  firstUtcDay: string;
  lastUtcDay: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The local day, hour and weekday (0 = Monday) of an instant in `timeZone`. */
export function localOf(instant: number, timeZone: string) {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    weekday: WEEKDAYS.indexOf(parts.weekday as string),
  };
}

/** A zone's offset (ms) through one UTC day, when it does not change that day; else null. */
const dayOffsets = new Map<string, number | null>();
function offsetThrough(day: string, timeZone: string): number | null {
  const key = `${timeZone}|${day}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    const at = (t: number) => {
      const l = localOf(t, timeZone);
      return Date.parse(`${l.day}T${String(l.hour).padStart(2, '0')}:00:00Z`) - t;
    };
    const start = Date.parse(`${day}T00:00:00Z`);
    const first = at(start);
    offset = first === at(start + 23 * 3_600_000) ? first : null;
    if (dayOffsets.size > 100_000) dayOffsets.clear();
    dayOffsets.set(key, offset);
  }
  return offset;
}

/**
 * The local day, hour and weekday (0 = Monday) of a UTC hour bucket (`YYYY-MM-DDTHH`), taken at
 * the hour's start. Uses the day's offset when it holds all day (no DST change), so a month of
 * hours costs a few calls to the time-zone database, not one per hour.
 */
export function localOfHour(hour: string, timeZone: string) {
  const t = Date.parse(`${hour}:00:00Z`);
  const offset = offsetThrough(hour.slice(0, 10), timeZone);
  if (offset === null) return localOf(t, timeZone);
  const local = new Date(t + offset);
  return {
    day: local.toISOString().slice(0, 10),
    hour: local.getUTCHours(),
    weekday: (local.getUTCDay() + 6) % 7,
  };
}

/** The instant local midnight of `day` begins in `timeZone`. */
function startOfLocalDay(day: string, timeZone: string): number {
  const guess = Date.parse(`${day}T00:00:00Z`);
  // Walk from the UTC midnight by the zone's offset, then settle (DST edges move it an hour).
  let t = guess;
  for (let i = 0; i < 3; i++) {
    const local = localOf(t, timeZone);
    const localMs = Date.parse(`${local.day}T${String(local.hour).padStart(2, '0')}:00:00Z`);
    const diff = localMs - guess;
    if (diff === 0) break;
    t -= diff;
  }
  return t;
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The window a request asks for: `from`/`to` (local dates, both included) or the last `days`
 * local days ending today on the workspace's time line (`now`). A 400 names the field at fault.
 */
export function resolveWindow(
  query: { days?: number; from?: string; to?: string },
  now: Date,
  timeZone: string,
  defaultDays = 30,
): InsightWindow {
  const today = localOf(now.getTime(), timeZone).day;
  for (const field of ['from', 'to'] as const) {
    const value = query[field];
    if (value !== undefined && (!DAY_PATTERN.test(value) || Number.isNaN(Date.parse(value))))
      throw invalidField(field, 'must be a date (YYYY-MM-DD)');
  }
  if (query.days !== undefined && (query.from !== undefined || query.to !== undefined))
    throw invalidField('days', 'cannot be combined with from/to');
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -((query.days ?? defaultDays) - 1));
  checkRange({ from }, { to });
  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY) + 1;
  if (days > MAX_WINDOW_DAYS)
    throw invalidField('from', `must not make the window longer than ${MAX_WINDOW_DAYS} days`);
  const start = startOfLocalDay(from, timeZone);
  const end = startOfLocalDay(addDays(to, 1), timeZone) - 1;
  return {
    from,
    to,
    days,
    time_zone: timeZone,
    firstHour: new Date(start).toISOString().slice(0, 13),
    lastHour: new Date(end).toISOString().slice(0, 13),
    firstUtcDay: new Date(start).toISOString().slice(0, 10),
    lastUtcDay: new Date(end).toISOString().slice(0, 10),
  };
}

/** Every local day of the window, in order. */
export function daysOf(window: InsightWindow): string[] {
  return Array.from({ length: window.days }, (_, i) => addDays(window.from, i));
}
