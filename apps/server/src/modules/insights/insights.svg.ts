const esc = (t: string) => t.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const W = 720;
const H = 300;
const PAD = { left: 56, right: 56, top: 40, bottom: 48 };
const COLORS = ['#2563eb', '#dc2626', '#16a34a', '#9333ea'];

export interface Series {
  name: string;
  unit: string;
  values: ReadonlyArray<number | null>;
  /** Drawn against the right-hand axis (a rate beside a volume). */
  right?: boolean;
}

function niceMax(values: ReadonlyArray<number | null>): number {
  const max = Math.max(0, ...values.filter((v): v is number => v !== null));
  if (max === 0) return 1;
  const step = 10 ** Math.floor(Math.log10(max));
  return Math.ceil(max / step) * step;
}

/**
 * A line chart of daily series: days along the bottom, the left axis for the first unit and
 * the right axis for series marked `right`; a gap where a value is null (no data, not zero).
 */
export function lineChart(
  title: string,
  days: readonly string[],
  series: readonly Series[],
): string {
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const left = series.filter((s) => !s.right);
  const right = series.filter((s) => s.right);
  const maxL = niceMax(left.flatMap((s) => s.values));
  const maxR = niceMax(right.flatMap((s) => s.values));
  const x = (i: number) =>
    PAD.left + (days.length <= 1 ? plotW / 2 : (i * plotW) / (days.length - 1));
  const y = (v: number, max: number) => PAD.top + plotH - (v / max) * plotH;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="Helvetica,Arial,sans-serif" font-size="11" role="img" aria-label="${esc(title)}">`,
    '<rect width="100%" height="100%" fill="#fff"/>',
    `<text x="${W / 2}" y="20" text-anchor="middle" font-size="14" font-weight="700">${esc(title)}</text>`,
    `<line x1="${PAD.left}" y1="${PAD.top + plotH}" x2="${PAD.left + plotW}" y2="${PAD.top + plotH}" stroke="#333"/>`,
    `<line x1="${PAD.left}" y1="${PAD.top}" x2="${PAD.left}" y2="${PAD.top + plotH}" stroke="#333"/>`,
  ];
  for (const [axis, max, unit, xPos, anchor] of [
    [left, maxL, left[0]?.unit ?? '', PAD.left - 6, 'end'],
    [right, maxR, right[0]?.unit ?? '', PAD.left + plotW + 6, 'start'],
  ] as const) {
    if (axis.length === 0) continue;
    for (let t = 0; t <= 4; t++) {
      const v = (max * t) / 4;
      parts.push(
        `<text x="${xPos}" y="${y(v, max) + 4}" text-anchor="${anchor}">${Number(v.toFixed(2))}</text>`,
      );
    }
    parts.push(
      `<text x="${xPos}" y="${PAD.top - 8}" text-anchor="${anchor}" font-weight="700">${esc(unit)}</text>`,
    );
  }
  const every = Math.max(1, Math.ceil(days.length / 8));
  days.forEach((d, i) => {
    if (i % every === 0 || i === days.length - 1)
      parts.push(
        `<text x="${x(i)}" y="${PAD.top + plotH + 16}" text-anchor="middle">${esc(d.slice(5))}</text>`,
      );
  });
  parts.push(`<text x="${PAD.left + plotW / 2}" y="${H - 8}" text-anchor="middle">day</text>`);
  series.forEach((s, k) => {
    const max = s.right ? maxR : maxL;
    let path = '';
    let pen = false;
    s.values.forEach((v, i) => {
      if (v === null) {
        pen = false;
        return;
      }
      path += `${pen ? 'L' : 'M'}${x(i).toFixed(1)},${y(v, max).toFixed(1)} `;
      pen = true;
    });
    const color = COLORS[k % COLORS.length];
    parts.push(`<path d="${path.trim()}" fill="none" stroke="${color}" stroke-width="2"/>`);
    parts.push(
      `<text x="${PAD.left + 8 + k * 150}" y="${PAD.top - 22}" fill="${color}">■ ${esc(s.name)} (${esc(s.unit)})</text>`,
    );
  });
  parts.push('</svg>');
  return parts.join('');
}

/** A weekday × hour grid, darker where there are more; each cell labelled with its count. */
export function heatmap(
  title: string,
  rows: readonly string[],
  grid: ReadonlyArray<ReadonlyArray<number>>,
): string {
  const cell = 26;
  const left = 44;
  const top = 44;
  const max = Math.max(1, ...grid.flat());
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${left + 24 * cell + 10}" height="${top + rows.length * cell + 30}" font-family="Helvetica,Arial,sans-serif" font-size="10" role="img" aria-label="${esc(title)}">`,
    '<rect width="100%" height="100%" fill="#fff"/>',
    `<text x="${left}" y="18" font-size="14" font-weight="700">${esc(title)}</text>`,
  ];
  for (let h = 0; h < 24; h++)
    parts.push(
      `<text x="${left + h * cell + cell / 2}" y="${top - 6}" text-anchor="middle">${h}</text>`,
    );
  rows.forEach((name, r) => {
    parts.push(
      `<text x="${left - 6}" y="${top + r * cell + cell / 2 + 4}" text-anchor="end">${esc(name)}</text>`,
    );
    for (let h = 0; h < 24; h++) {
      const v = grid[r]?.[h] ?? 0;
      const shade = Math.round(245 - (v / max) * 200);
      parts.push(
        `<rect x="${left + h * cell}" y="${top + r * cell}" width="${cell - 1}" height="${cell - 1}" fill="rgb(${shade},${shade},255)"><title>${esc(name)} ${h}:00 ${v}</title></rect>`,
      );
      if (v > 0)
        parts.push(
          `<text x="${left + h * cell + cell / 2}" y="${top + r * cell + cell / 2 + 4}" text-anchor="middle">${v}</text>`,
        );
    }
  });
  parts.push(
    `<text x="${left}" y="${top + rows.length * cell + 20}">hour of day (local) → · cell = replies received</text>`,
  );
  parts.push('</svg>');
  return parts.join('');
}

interface Windowed {
  window: { from: string; to: string; time_zone: string };
}

/** A chart's title: `what` and the answer's window, `what, <from> to <to> (<time zone>)`. */
export const windowTitle = (what: string, d: Windowed) =>
  `${what}, ${d.window.from} to ${d.window.to} (${d.window.time_zone})`;

/** Messages sent per local day beside that day's bounce and reply rates. */
export function volumeAndRatesChart(
  what: string,
  d: Windowed & {
    days: ReadonlyArray<{
      day: string;
      sent: number;
      bounce_rate: number | null;
      reply_rate: number | null;
    }>;
  },
): string {
  return lineChart(
    windowTitle(what, d),
    d.days.map((x) => x.day),
    [
      { name: 'sent', unit: 'messages', values: d.days.map((x) => x.sent) },
      { name: 'bounce rate', unit: '%', values: d.days.map((x) => x.bounce_rate), right: true },
      { name: 'reply rate', unit: '%', values: d.days.map((x) => x.reply_rate), right: true },
    ],
  );
}
