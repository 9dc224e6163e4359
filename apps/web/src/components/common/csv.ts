/**
 * A cell a spreadsheet would run as a formula (`= + - @`, tab, carriage return) gets a leading
 * apostrophe, as OWASP's CSV-injection advice says.
 */
function defuse(value: unknown): unknown {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * Builds a CSV (header row first) and has the browser save it as `filename`. papaparse is loaded
 * only then, so the tables' first load does not carry it.
 */
export async function downloadCsv(
  filename: string,
  columns: string[],
  rows: unknown[][],
): Promise<void> {
  const { default: Papa } = await import('papaparse');
  const text = Papa.unparse({ fields: columns, data: rows.map((row) => row.map(defuse)) });
  downloadText(filename, text, 'text/csv');
}

/**
 * Saves `text` as a file. The blob's URL is revoked a minute later: the browser reads it after the
 * click returns, and on a busy machine a second was not always enough (the download never
 * started, seen once in the browser suite under load).
 */
export function downloadText(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
