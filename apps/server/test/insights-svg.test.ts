import { describe, expect, it } from 'vitest';
import { heatmap, lineChart, volumeAndRatesChart } from '../src/modules/insights/insights.svg.js';

// The SVG charts as a person sees them: every text inside the picture and clear of every other
// (the legend once overlapped the title, the left unit was cut at the edge, day labels ran into
// each other). Text boxes are measured at 0.6 em a character, Helvetica's and Arial's width for
// digits and most letters; a rendering was also checked by eye with headless Chromium.

interface Box {
  text: string;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

function textBoxes(svg: string): { width: number; height: number; boxes: Box[] } {
  const root =
    /<svg [^>]*width="(\d+(?:\.\d+)?)" height="(\d+(?:\.\d+)?)"[^>]*font-size="(\d+)"/.exec(svg);
  if (!root) throw new Error('no svg root');
  const [width, height, rootSize] = [Number(root[1]), Number(root[2]), Number(root[3])];
  const boxes: Box[] = [];
  for (const m of svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)) {
    const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(m[1] as string)?.[1];
    const size = Number(attr('font-size') ?? rootSize);
    const text = (m[2] as string).replace(/&#\d+;/g, 'x');
    const w = [...text].length * size * 0.6;
    const x = Number(attr('x'));
    const y = Number(attr('y'));
    const anchor = attr('text-anchor') ?? 'start';
    const x0 = anchor === 'middle' ? x - w / 2 : anchor === 'end' ? x - w : x;
    boxes.push({ text, x0, x1: x0 + w, y0: y - size * 0.8, y1: y + size * 0.2 });
  }
  return { width, height, boxes };
}

function expectLegible(svg: string) {
  const { width, height, boxes } = textBoxes(svg);
  for (const b of boxes) {
    expect(b.x0, `"${b.text}" cut at the left`).toBeGreaterThanOrEqual(0);
    expect(b.x1, `"${b.text}" cut at the right`).toBeLessThanOrEqual(width);
    expect(b.y0, `"${b.text}" cut at the top`).toBeGreaterThanOrEqual(0);
    expect(b.y1, `"${b.text}" cut at the bottom`).toBeLessThanOrEqual(height);
  }
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1)) {
      const apart = a.x1 <= b.x0 || b.x1 <= a.x0 || a.y1 <= b.y0 || b.y1 <= a.y0;
      expect(apart, `"${a.text}" and "${b.text}" overlap`).toBe(true);
    }
}

const days = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    new Date(Date.UTC(2026, 8, 1) + i * 86_400_000).toISOString().slice(0, 10),
  );
const window = {
  from: '2026-09-01',
  to: '2026-11-29',
  time_zone: 'America/Argentina/Buenos_Aires',
};

describe('SVG charts', () => {
  it.each([1, 7, 30, 90, 365])(
    'volume and rates over %i days: titles, legend, axes and labels all legible',
    (n) => {
      const d = days(n).map((day, i) => ({
        day,
        sent: 1000 + i * 1370,
        bounce_rate: i % 7 ? 1.5 + (i % 5) : null,
        reply_rate: 3 + (i % 4),
      }));
      const svg = volumeAndRatesChart('Volume against bounce and reply rate', { window, days: d });
      expectLegible(svg);
      // The whole title is the chart's accessible name, however it is wrapped.
      expect(svg).toContain(
        'aria-label="Volume against bounce and reply rate, 2026-09-01 to 2026-11-29 (America/Argentina/Buenos_Aires)"',
      );
    },
  );

  it('a chart with four long series names puts its legend on rows that fit', () => {
    const d = days(14);
    const svg = lineChart('Warmup', d, [
      { name: 'warmup sent to partners', unit: 'messages', values: d.map((_, i) => i * 3000) },
      { name: 'inbox rate', unit: '%', values: d.map(() => 90), right: true },
      { name: 'spam rate', unit: '%', values: d.map(() => 10), right: true },
      { name: 'rescued from spam by partners', unit: 'messages', values: d.map((_, i) => i) },
    ]);
    expectLegible(svg);
    expect(svg).toContain('■ rescued from spam by partners (messages)');
  });

  it('the reply heatmap: weekday names, hours, counts and title all legible', () => {
    const rows = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    const grid = rows.map((_, r) => Array.from({ length: 24 }, (_, h) => (r * 7 + h * 13) % 120));
    expectLegible(
      heatmap(
        'Replies by weekday and hour, 2026-09-01 to 2026-11-29 (America/Argentina/Buenos_Aires)',
        rows,
        grid,
      ),
    );
  });
});
