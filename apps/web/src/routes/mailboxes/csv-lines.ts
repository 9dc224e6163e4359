import Papa from 'papaparse';

/** How an import reads a CSV: a header line, and lines holding only blanks skipped. */
export const CSV_OPTIONS = { header: true, skipEmptyLines: 'greedy' } as const;

/**
 * The 1-based line of the file on which each row read with `CSV_OPTIONS` starts (the header is
 * line 1): the same text read again row by row, each row's end (`cursor`) counted back by the
 * line breaks inside its quoted fields. Blank lines skipped before a row count, so a refused row
 * is named by the line a person finds it on.
 */
export function rowLines(text: string): number[] {
  const lines: number[] = [];
  let counted = 0;
  let breaks = 0;
  Papa.parse<Record<string, unknown>>(text, {
    ...CSV_OPTIONS,
    step: (result) => {
      const end = result.meta.cursor;
      for (let i = text.indexOf('\n', counted); i !== -1 && i < end; i = text.indexOf('\n', i + 1))
        breaks += 1;
      counted = end;
      const last = text[end - 1] === '\n' ? breaks : breaks + 1;
      lines.push(last - breaksIn(result.data));
    },
  });
  return lines;
}

function breaksIn(value: unknown): number {
  if (typeof value === 'string') return value.split('\n').length - 1;
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + breaksIn(v), 0);
  if (value && typeof value === 'object')
    return Object.values(value).reduce((n: number, v) => n + breaksIn(v), 0);
  return 0;
}
