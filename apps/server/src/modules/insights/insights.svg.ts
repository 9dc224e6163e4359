const esc = (t: string) => t.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const W = 720;
const PLOT_H = 200;
const FONT = 'Helvetica,Arial,sans-serif';
const COLORS = ['#2563eb', '#dc2626', '#16a34a', '#9333ea'];

/**
 * How wide a text is drawn, at most: 0.62 em a character (Helvetica's and Arial's widest digits
 * and lowercase letters are 0.56 em; bold and capitals run wider). Layout is decided from it, so
 * nothing is cut at an edge or runs into its neighbour whatever the viewer's font.
 */
export function textWidth(text: string, fontSize: number, bold = false): number {
  return [...text].length * fontSize * (bold ? 0.68 : 0.62);
}

/** Words of `text` in lines no wider than `width`. */
function wrap(text: string, fontSize: number, width: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, fontSize, bold) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  return line ? [...lines, line] : lines;
}

/** The title, wrapped to `width`, one `<text>` per line from `y`; answers the y below it. */
function title(parts: string[], text: string, x: number, y: number, width: number): number {
  let at = y;
  for (const line of wrap(text, 14, width, true)) {
    parts.push(`<text x="${x}" y="${at}" font-size="14" font-weight="700">${esc(line)}</text>`);
    at += 18;
  }
  return at;
}

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

/** An axis value, short: `12.5`, `4500`, `25k`, `1.2M`. */
function tick(v: number): string {
  if (v >= 1_000_000) return `${Number((v / 1_000_000).toFixed(1))}M`;
  if (v >= 10_000) return `${Number((v / 1000).toFixed(1))}k`;
  return String(Number(v.toFixed(2)));
}

/**
 * A line chart of daily series: days along the bottom, the left axis for the first unit and
 * the right axis for series marked `right`; a gap where a value is null (no data, not zero).
 * Top to bottom: the title (wrapped), the legend (its own rows), the axes' units, the plot.
 */
export function lineChart(
  chartTitle: string,
  days: readonly string[],
  series: readonly Series[],
): string {
  const left = series.filter((s) => !s.right);
  const right = series.filter((s) => s.right);
  const maxL = niceMax(left.flatMap((s) => s.values));
  const maxR = niceMax(right.flatMap((s) => s.values));
  const ticks = (axis: readonly Series[], max: number) =>
    axis.length === 0 ? [] : [0, 1, 2, 3, 4].map((t) => tick((max * t) / 4));
  const widest = (labels: string[]) => Math.max(0, ...labels.map((l) => textWidth(l, 11)));
  const pad = {
    left: Math.max(24, widest(ticks(left, maxL)) + 14),
    right: Math.max(24, widest(ticks(right, maxR)) + 14),
  };
  const plotW = W - pad.left - pad.right;
  const parts: string[] = ['<rect width="100%" height="100%" fill="#fff"/>'];
  let y = title(parts, chartTitle, 12, 22, W - 24) + 2;
  // The legend: one entry per series, in rows that fit the width.
  let x = 12;
  series.forEach((s, k) => {
    const label = `■ ${s.name} (${s.unit})`;
    const width = textWidth(label, 11);
    if (x > 12 && x + width > W - 12) {
      x = 12;
      y += 16;
    }
    parts.push(`<text x="${x}" y="${y}" fill="${COLORS[k % COLORS.length]}">${esc(label)}</text>`);
    x += width + 18;
  });
  const top = y + 30;
  const bottom = top + PLOT_H;
  const height = bottom + 44;
  const px = (i: number) =>
    pad.left + (days.length <= 1 ? plotW / 2 : (i * plotW) / (days.length - 1));
  const py = (v: number, max: number) => top + PLOT_H - (v / max) * PLOT_H;
  parts.push(
    `<line x1="${pad.left}" y1="${bottom}" x2="${pad.left + plotW}" y2="${bottom}" stroke="#333"/>`,
    `<line x1="${pad.left}" y1="${top}" x2="${pad.left}" y2="${bottom}" stroke="#333"/>`,
  );
  for (const [axis, max, xPos, anchor, unitX, unitAnchor] of [
    [left, maxL, pad.left - 6, 'end', pad.left, 'start'],
    [right, maxR, pad.left + plotW + 6, 'start', pad.left + plotW, 'end'],
  ] as const) {
    if (axis.length === 0) continue;
    ticks(axis, max).forEach((label, t) => {
      const at = py((max * t) / 4, max) + 4;
      parts.push(`<text x="${xPos}" y="${at}" text-anchor="${anchor}">${label}</text>`);
    });
    parts.push(
      `<text x="${unitX}" y="${top - 10}" text-anchor="${unitAnchor}" font-weight="700">${esc(axis[0]?.unit ?? '')}</text>`,
    );
  }
  // Day labels far enough apart not to touch (`MM-DD`), the last day always shown.
  const spacing = days.length <= 1 ? plotW : plotW / (days.length - 1);
  const room = textWidth('00-00', 11) + 10;
  const every = Math.max(1, Math.ceil(room / spacing));
  const last = days.length - 1;
  days.forEach((d, i) => {
    const shown = i === last || (i % every === 0 && (last - i) * spacing >= room);
    if (shown)
      parts.push(
        `<text x="${px(i)}" y="${bottom + 16}" text-anchor="middle">${esc(d.slice(5))}</text>`,
      );
  });
  parts.push(`<text x="${pad.left + plotW / 2}" y="${height - 8}" text-anchor="middle">day</text>`);
  series.forEach((s, k) => {
    const max = s.right ? maxR : maxL;
    let path = '';
    let pen = false;
    s.values.forEach((v, i) => {
      if (v === null) {
        pen = false;
        return;
      }
      path += `${pen ? 'L' : 'M'}${px(i).toFixed(1)},${py(v, max).toFixed(1)} `;
      pen = true;
    });
    const color = COLORS[k % COLORS.length];
    parts.push(`<path d="${path.trim()}" fill="none" stroke="${color}" stroke-width="2"/>`);
  });
  return svg(W, height, 11, chartTitle, parts);
}

function svg(width: number, height: number, fontSize: number, label: string, parts: string[]) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}" font-size="${fontSize}" role="img" aria-label="${esc(label)}">${parts.join('')}</svg>`;
}

/** A weekday × hour grid, darker where there are more; each cell labelled with its count. */
export function heatmap(
  chartTitle: string,
  rows: readonly string[],
  grid: ReadonlyArray<ReadonlyArray<number>>,
): string {
  const cell = 26;
  const left = Math.max(30, ...rows.map((r) => textWidth(r, 10) + 10));
  const width = left + 24 * cell + 10;
  const max = Math.max(1, ...grid.flat());
  const parts: string[] = ['<rect width="100%" height="100%" fill="#fff"/>'];
  const top = title(parts, chartTitle, 10, 20, width - 20) + 14;
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
          `<text x="${left + h * cell + cell / 2}" y="${top + r * cell + cell / 2 + 4}" text-anchor="middle" fill="${shade < 130 ? '#fff' : '#000'}">${v}</text>`,
        );
    }
  });
  const height = top + rows.length * cell + 30;
  parts.push(
    `<text x="${left}" y="${height - 10}">hour of day (local) → · cell = replies received</text>`,
  );
  return svg(width, height, 10, chartTitle, parts);
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
