/**
 * The clocks module's surface: what other modules may use of it (docs/development.md, "Layout and
 * the dependency rule"). Another module imports clocks only from here; the composition root
 * (app.ts, main/, start/) may import any file.
 */

export type { ClockNow } from './clock-time.js';
export {
  clockNow,
  clockOfLine,
  clockOfWorkspace,
  isoNowFor,
  nowFor,
  REAL_TIME,
  scheduleFor,
  scheduleOnClock,
  timeLinesOf,
  timeOf,
} from './clock-time.js';
