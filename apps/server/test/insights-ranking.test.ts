import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { percent } from '../src/modules/insights/insights.metrics.js';
import { rateAbove, rateOrder, weeksAndDays } from '../src/modules/insights/insights.ranking.js';
import { weekOf } from '../src/modules/insights/insights.rollup.js';
import { addDays } from '../src/modules/insights/window.js';
import { useHarness } from './support/harness.js';

const h = useHarness();

/**
 * The workspace lists filter and order mailboxes in SQL (`insights.ranking.ts`) by the rate the
 * answer shows (`percent`, two decimals, half up): the database must draw every line exactly
 * where the shown figure does, on both dialects, or a mailbox shown at 5.00 % would be listed as
 * above 5 %.
 */
describe('Email Insight rates: one rounding rule in JavaScript and SQL', () => {
  it('rounds half up exactly, where floating point would not', () => {
    // 57 / 800 is 7.125 % exactly; as floating point, 57 / 800 × 10,000 is just below 712.5.
    expect(percent(57, 800)).toBe(7.13);
    expect(percent(43, 4_000)).toBe(1.08); // 1.075 %
    expect(percent(3, 20_000)).toBe(0.02); // 0.015 %
    expect(percent(1, 20_000)).toBe(0.01); // 0.005 %
    expect(percent(1, 3)).toBe(33.33);
    expect(percent(2, 3)).toBe(66.67);
    expect(percent(0, 5)).toBe(0);
    expect(percent(3, 0)).toBeNull();
  });

  it('filters and orders in the database exactly as the shown rate compares', async () => {
    const thresholds = [0, 0.01, 2.5, 5, 5.1, 5.55, 12.5, 33.33, 50, 99.99, 100];
    const cases: Array<{ part: number; whole: number; threshold: number }> = [];
    for (let whole = 1; whole <= 41; whole++)
      for (let part = 0; part <= whole; part++)
        for (const threshold of thresholds) cases.push({ part, whole, threshold });
    for (const [part, whole] of [
      [57, 800],
      [43, 4_000],
      [1, 20_000],
      [3, 20_000],
      [1, 4_000],
      [7, 28_000],
      [1_001, 20_000],
      [999, 20_000],
    ] as const)
      for (const threshold of [0, 0.01, 0.02, 0.03, 1.07, 1.08, 5, 5.01, 7.12, 7.13])
        cases.push({ part, whole, threshold });

    for (let i = 0; i < cases.length; i += 400) {
      const batch = cases.slice(i, i + 400);
      const columns = batch.flatMap(({ part, whole, threshold }, j) => [
        sql`case when ${rateAbove(sql.lit(part), sql.lit(whole), threshold)} then 1 else 0 end as ${sql.ref(`a${j}`)}`,
        sql`${rateOrder(sql.lit(part), sql.lit(whole))} as ${sql.ref(`o${j}`)}`,
      ]);
      const { rows } = await sql<Record<string, unknown>>`select ${sql.join(columns)}`.execute(
        h.ctx.db,
      );
      const row = rows[0] as Record<string, unknown>;
      batch.forEach(({ part, whole, threshold }, j) => {
        const shown = percent(part, whole) as number;
        const what = `${part}/${whole} (${shown} %) against ${threshold}`;
        expect(Number(row[`a${j}`]) === 1, what).toBe(shown > threshold);
        expect(Number(row[`o${j}`]), what).toBe(Math.round(shown * 100));
      });
    }
  });

  it('reads every day of a window exactly once, as whole weeks and edge days', () => {
    const daysOf = (from: string, to: string) => {
      const out: string[] = [];
      for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
      return out;
    };
    expect(weekOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekOf('2026-11-29')).toBe('2026-11-23'); // its Sunday
    expect(weekOf('2027-01-01')).toBe('2026-12-28'); // across a year
    for (let start = 0; start < 14; start++)
      for (let length = 1; length <= 45; length++) {
        const first = addDays('2026-12-21', start);
        const last = addDays(first, length - 1);
        const { weeks, days } = weeksAndDays(first, last);
        const read = days.flatMap(([from, to]) => daysOf(from, to));
        if (weeks)
          for (let w = weeks[0]; w <= weeks[1]; w = addDays(w, 7)) {
            expect(weekOf(w)).toBe(w);
            read.push(...daysOf(w, addDays(w, 6)));
          }
        expect(read.sort(), `${first}..${last}`).toEqual(daysOf(first, last));
        if (length >= 14) expect(weeks, `${first}..${last}`).not.toBeNull();
      }
  });
});
