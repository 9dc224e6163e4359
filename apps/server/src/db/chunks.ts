/**
 * The most values one statement of ours binds. SQLite refuses a statement with more than 32,766
 * and PostgreSQL one with more than 65,535; a statement whose `in` list or rows grow with the
 * data (a workspace's history, an account's zones, a message's recipients) goes in slices of at
 * most this many values, with room left for the statement's own.
 */
export const MAX_BOUND_VALUES = 30_000;

/** `items` in order, in slices small enough that `valuesEach` bound values apiece fit in one statement. */
export function chunks<T>(items: readonly T[], valuesEach = 1): T[][] {
  const size = Math.max(1, Math.floor(MAX_BOUND_VALUES / valuesEach));
  const slices: T[][] = [];
  for (let i = 0; i < items.length; i += size) slices.push(items.slice(i, i + size));
  return slices;
}

/** `read` run on each slice of `items` ({@link chunks}), in order, its rows joined. */
export async function readInSlices<T, R>(
  items: readonly T[],
  read: (slice: T[]) => Promise<R[]>,
): Promise<R[]> {
  const rows: R[] = [];
  for (const slice of chunks(items)) rows.push(...(await read(slice)));
  return rows;
}

/** Rows to insert, in slices that fit in one statement each (counting every column any row has). */
export function rowChunks<T extends object>(rows: readonly T[]): T[][] {
  const columns = new Set<string>();
  for (const row of rows) for (const column of Object.keys(row)) columns.add(column);
  return chunks(rows, columns.size);
}
