import { type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';
import { compiledQuery } from './compiled-queries.js';
import type { DB } from './schema.js';
import { beforeCommit, type Executor, isOpenTransaction } from './transaction.js';

/**
 * List totals kept as counters, so a page and its `total` cost the same at any size.
 *
 * A counted list names its table, the column that scopes it (the workspace; the team for
 * workspaces) and its dimensions: the columns its filters test for equality (status, platform,
 * mailbox ...). For every record, one counter per subset of its dimensions is kept in
 * `list_counts` (`scope_id`, `list`, `key`, `n`): with dimensions status and action, a job counts
 * under `` (every job), `status=failed`, `action=enable` and `action=enable&status=failed`. Any
 * combination of equality filters is then one counter, a list of values a sum of a few, and
 * "not deleted" a difference.
 *
 * Writers call {@link countChange} (or {@link countInserted}) next to the statement that changes
 * a record, inside `inTransaction`; the transaction's changes are added up and written last,
 * just before it commits, as one `n = n + ?` upsert over its counters in key order. So counters
 * change in the same transaction as their records (exact on both dialects), they are the last
 * rows a transaction locks (after the wallet too) and always in one order, so two writers can
 * wait on each other's counters but never deadlock on them, and a counter is held only while
 * its transaction commits. {@link checkListCounts} recomputes every counter from the tables;
 * the test harness runs it after every test.
 */
export interface CountedList {
  /** Stored in `list_counts.list`. */
  readonly name: string;
  readonly table: keyof DB & string;
  /** The column holding the scope: `workspace_id`, or `team_id` for workspaces. */
  readonly scope: string;
  /** The dimensions, in a fixed order: columns, or names of {@link CountedList.derived} ones. */
  readonly dims: readonly string[];
  /** Dimensions computed from columns (`of` for a row, `sql` for recounting). */
  readonly derived?: Readonly<
    Record<
      string,
      {
        columns: readonly string[];
        of: (row: Readonly<Record<string, unknown>>) => string;
        sql: RawBuilder<unknown>;
      }
    >
  >;
}

export interface ListCountTable {
  scope_id: string;
  list: string;
  key: string;
  n: number;
}

/** A record as the counters see it: any object with the list's scope and dimension columns. */
export type CountedRecord = Readonly<Record<string, unknown>>;

/** One dimension's filter: a value, any of some values, or anything but some values. */
export type DimFilter = string | readonly string[] | { readonly not: readonly string[] };

export function defineCountedList(list: CountedList): CountedList {
  return list;
}

/** The columns a writer must return (or know) to count a record of `list`. */
export function countedColumns(list: CountedList): string[] {
  const columns = new Set([list.scope]);
  for (const dim of list.dims) {
    const derived = list.derived?.[dim];
    for (const column of derived ? derived.columns : [dim]) columns.add(column);
  }
  return [...columns];
}

/**
 * Throws when `changes` would change a counted column other than `counting` (the ones the write
 * counts itself): such a write has to go through a function that counts it.
 */
export function assertUncounted(
  list: CountedList,
  changes: object,
  counting: readonly string[] = [],
): void {
  const counted = new Set(countedColumns(list));
  const touched = Object.keys(changes).filter(
    (column) => counted.has(column) && !counting.includes(column),
  );
  if (touched.length > 0) {
    throw new Error(`${list.table}: ${touched.join(', ')} changed by a write that is not counted`);
  }
}

/**
 * Throws unless `executor` is a transaction of `inTransaction`: a counted write checks this
 * before it writes, since its counters can only change in the same transaction.
 */
export function requireCounting(executor: Executor, list: CountedList): void {
  if (!isOpenTransaction(executor)) {
    throw new Error(`${list.table}: a counted write must run inside inTransaction`);
  }
}

const pending = new WeakMap<Executor, Map<string, number>>();
const SEPARATOR = '\u0001';

/**
 * Counts one record's change: `before` is what it was (null for a new record), `after` what it
 * is (null once deleted). Must run inside `inTransaction`; nothing is written until it commits.
 */
export function countChange(
  executor: Executor,
  list: CountedList,
  before: CountedRecord | null,
  after: CountedRecord | null,
): void {
  let deltas = pending.get(executor);
  if (!deltas) {
    const fresh = new Map<string, number>();
    if (!beforeCommit(executor, () => flush(executor, fresh))) {
      throw new Error(`${list.table}: a counted write must run inside inTransaction`);
    }
    pending.set(executor, fresh);
    deltas = fresh;
  }
  if (before) add(deltas, list, before, -1);
  if (after) add(deltas, list, after, 1);
}

/**
 * Counts a write of one column (a status) that RETURNING gave back (`returned` holds the list's
 * counted columns as they are now; nothing when no row was written): `column` was `from`.
 */
export function countMove(
  executor: Executor,
  list: CountedList,
  returned: CountedRecord | undefined,
  column: string,
  from: unknown,
): void {
  if (returned) countChange(executor, list, { ...returned, [column]: from }, returned);
}

/**
 * Drops every counter of a scope that is deleted with all its records (a workspace: its records
 * go with it, by the tables' cascades). Locks those counters now, after the scope's own row.
 */
export async function forgetScope(executor: Executor, scopeId: string): Promise<void> {
  const deltas = pending.get(executor);
  if (deltas) {
    for (const id of deltas.keys()) if (id.startsWith(`${scopeId}${SEPARATOR}`)) deltas.delete(id);
  }
  await executor.deleteFrom('list_counts').where('scope_id', '=', scopeId).execute();
}

/**
 * The one statement that moves a counted record's `status`: writes `changes` (the new status
 * among them) to record `id` while it is still in `from` (and matches `also`, when given),
 * counts the move, and says whether it wrote. Must run inside `inTransaction`.
 */
export async function writeCountedStatus(
  db: Executor,
  list: CountedList,
  id: string,
  from: string,
  changes: Readonly<Record<string, unknown>> & { status: string },
  also: Readonly<Record<string, string | number>> = {},
): Promise<boolean> {
  requireCounting(db, list);
  assertUncounted(list, changes, ['status']);
  // The table is the list's own: typed per list by each repository's wrapper.
  let update = (db as unknown as Kysely<Record<string, { id: string; status: string }>>)
    .updateTable(list.table)
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', from);
  for (const [column, value] of Object.entries(also))
    update = update.where(column as 'id', '=', value as string);
  const written = await update.returning(countedColumns(list) as Array<'id'>).executeTakeFirst();
  countMove(db, list, written, 'status', from);
  return written !== undefined;
}

/** Counts new records. */
export function countInserted(
  executor: Executor,
  list: CountedList,
  rows: readonly CountedRecord[],
): void {
  for (const row of rows) countChange(executor, list, null, row);
}

function add(deltas: Map<string, number>, list: CountedList, row: CountedRecord, sign: number) {
  const scope = String(row[list.scope]);
  const values = list.dims.map((dim) => dimValue(list, dim, row));
  for (const key of subsetKeys(list.dims, values)) {
    const id = [scope, list.name, key].join(SEPARATOR);
    deltas.set(id, (deltas.get(id) ?? 0) + sign);
  }
}

function dimValue(list: CountedList, dim: string, row: CountedRecord): string {
  const derived = list.derived?.[dim];
  if (derived) return derived.of(row);
  const value = row[dim];
  if (value === undefined) throw new Error(`${list.table}: ${dim} is needed to count a record`);
  return value === null ? '' : String(value);
}

/** The key of each subset of the dimensions, `dim=value` pairs joined with `&`. */
function subsetKeys(dims: readonly string[], values: readonly string[]): string[] {
  const keys: string[] = [];
  for (let mask = 0; mask < 1 << dims.length; mask++) {
    keys.push(keyOf(dims.map((dim, i) => (mask & (1 << i) ? [dim, values[i] as string] : null))));
  }
  return keys;
}

function keyOf(pairs: ReadonlyArray<readonly [string, string] | null>): string {
  return pairs
    .filter((pair) => pair !== null)
    .map(([dim, value]) => `${dim}=${encodeURIComponent(value)}`)
    .join('&');
}

/** Rows per upsert statement (well inside both dialects' parameter limits). */
const FLUSH_CHUNK = 500;

async function flush(executor: Executor, deltas: Map<string, number>): Promise<void> {
  pending.delete(executor);
  const rows = [...deltas]
    .filter(([, n]) => n !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, n]) => {
      const [scope_id, list, key] = id.split(SEPARATOR) as [string, string, string];
      return { scope_id, list, key, n };
    });
  for (let i = 0; i < rows.length; i += FLUSH_CHUNK) {
    // Compiled once per number of rows: nearly every write transaction ends with this statement.
    await executor.executeQuery(
      compiledQuery(executor, flush, '', rows.slice(i, i + FLUSH_CHUNK), (p) =>
        executor
          .insertInto('list_counts')
          .values(p)
          .onConflict((oc) =>
            oc
              .columns(['scope_id', 'list', 'key'])
              .doUpdateSet((eb) => ({ n: eb('list_counts.n', '+', eb.ref('excluded.n')) })),
          ),
      ),
    );
  }
}

/**
 * The number of `list`'s records in `scope` that pass `where` (per dimension: a value, any of
 * some values, or anything but some values), as a scalar SQL expression over the counters, so it
 * can be read alone or beside a page in one statement.
 */
export function countExpression(
  list: CountedList,
  scopeId: string,
  where: Readonly<Record<string, DimFilter | undefined>>,
): RawBuilder<number> {
  const terms = counterTerms(list, where);
  return sumOfCounters(
    scopeId,
    list.name,
    terms.map(([key]) => key),
    terms.map(([, sign]) => sign),
  );
}

/** The terms of an unfiltered list: its "all" counter (the empty key), once. */
const ALL_TERMS: ReadonlyArray<readonly [string, number]> = [['', 1]];

/**
 * The counters that answer `where` on `list`, each with its sign: "all" minus each value a `not`
 * leaves out, a list of values their sum. Throws on a filter the list does not count.
 */
export function counterTerms(
  list: CountedList,
  where: Readonly<Record<string, DimFilter | undefined>>,
): ReadonlyArray<readonly [string, number]> {
  const unknown = Object.keys(where).filter((dim) => !list.dims.includes(dim));
  if (unknown.length > 0) throw new Error(`${list.name}: not a counted filter: ${unknown}`);
  // No filter (every list's first page as a client opens it): the "all" counter alone.
  if (list.dims.every((dim) => where[dim] === undefined)) return ALL_TERMS;
  let partial: Array<{ pairs: Array<readonly [string, string] | null>; sign: number }> = [
    { pairs: [], sign: 1 },
  ];
  for (const dim of list.dims) {
    const options = filterOptions(where[dim]);
    partial = partial.flatMap(({ pairs, sign }) =>
      options.map((option) => ({
        pairs: [...pairs, option.value === null ? null : ([dim, option.value] as const)],
        sign: sign * option.sign,
      })),
    );
  }
  const terms = new Map<string, number>();
  for (const { pairs, sign } of partial) {
    const key = keyOf(pairs);
    terms.set(key, (terms.get(key) ?? 0) + sign);
  }
  return [...terms].filter(([, sign]) => sign !== 0);
}

/**
 * The sum of counters `keys` of `list` in `scope`, each times its sign, as a scalar SQL
 * expression. The scope, list and keys are bound values (placeholders, when a query is compiled
 * once: `compiled-queries.ts`); the signs are written into the statement.
 */
export function sumOfCounters(
  scope: unknown,
  list: unknown,
  keys: readonly unknown[],
  signs: readonly number[],
): RawBuilder<number> {
  if (keys.length === 0) return sql<number>`0`;
  const weighted = signs.every((sign) => sign === 1)
    ? sql`n`
    : sql`n * case key ${sql.join(
        keys.map((key, i) => sql`when ${key} then ${sql.lit(signs[i])}`),
        sql` `,
      )} end`;
  return sql<number>`(select coalesce(sum(${weighted}), 0) from list_counts where scope_id = ${scope} and list = ${list} and key in (${sql.join(
    keys,
  )}))`;
}

function filterOptions(
  filter: DimFilter | undefined,
): Array<{ value: string | null; sign: number }> {
  if (filter === undefined) return [{ value: null, sign: 1 }];
  if (typeof filter === 'string') return [{ value: filter, sign: 1 }];
  if ('not' in filter) {
    const left = [...new Set((filter as { not: readonly string[] }).not)];
    return [{ value: null, sign: 1 }, ...left.map((value) => ({ value, sign: -1 }))];
  }
  return [...new Set(filter as readonly string[])].map((value) => ({ value, sign: 1 }));
}

export interface CountDifference {
  list: string;
  scope_id: string;
  key: string;
  /** What the records say. */
  expected: number;
  /** What the counter says. */
  stored: number;
}

/** Every counter of `lists` as the tables say it should be, by `scope \u0001 list \u0001 key`. */
async function recount(db: Executor, lists: readonly CountedList[]): Promise<Map<string, number>> {
  const expected = new Map<string, number>();
  for (const list of lists) {
    const dims = list.dims.map((dim) => list.derived?.[dim]?.sql ?? sql.ref(dim));
    const groups = await sql<Record<string, unknown> & { n: number }>`select ${sql.join([
      sql`${sql.ref(list.scope)} as scope_id`,
      ...dims.map((dim, i) => sql`${dim} as ${sql.ref(`d${i}`)}`),
      sql`count(*) as n`,
    ])} from ${sql.table(list.table)} group by ${sql.join([sql.ref(list.scope), ...dims])}`.execute(
      db,
    );
    for (const group of groups.rows) {
      const values = list.dims.map((_, i) => {
        const value = group[`d${i}`];
        return value === null ? '' : String(value);
      });
      for (const key of subsetKeys(list.dims, values)) {
        const id = [String(group.scope_id), list.name, key].join(SEPARATOR);
        expected.set(id, (expected.get(id) ?? 0) + Number(group.n));
      }
    }
  }
  return expected;
}

async function storedCounts(db: Executor, lists: readonly CountedList[]) {
  const rows = await db
    .selectFrom('list_counts')
    .selectAll()
    .where(
      'list',
      'in',
      lists.map((l) => l.name),
    )
    .execute();
  return new Map(rows.map((r) => [[r.scope_id, r.list, r.key].join(SEPARATOR), Number(r.n)]));
}

/**
 * Recomputes every counter of `lists` from the tables and returns where the stored ones differ
 * (a missing counter reads as 0). Reads one snapshot, so it holds while writers run.
 */
export async function checkListCounts(
  db: Kysely<DB>,
  lists: readonly CountedList[],
): Promise<CountDifference[]> {
  const read = async (trx: Executor) => {
    const expected = await recount(trx, lists);
    const stored = await storedCounts(trx, lists);
    const differences: CountDifference[] = [];
    for (const id of new Set([...expected.keys(), ...stored.keys()])) {
      const want = expected.get(id) ?? 0;
      const have = stored.get(id) ?? 0;
      if (want === have) continue;
      const [scope_id, list, key] = id.split(SEPARATOR) as [string, string, string];
      differences.push({ list, scope_id, key, expected: want, stored: have });
    }
    return differences.sort((a, b) =>
      `${a.list} ${a.scope_id} ${a.key}` < `${b.list} ${b.scope_id} ${b.key}` ? -1 : 1,
    );
  };
  return db.transaction().setIsolationLevel('repeatable read').execute(read);
}

/**
 * Rewrites every counter of `lists` from the tables (migrations, and `mailwright counts check
 * --repair`). On PostgreSQL the counters table is locked first: writers committing meanwhile
 * wait for it at their own counter write, and their changes are then added to the rebuilt
 * counts, so the result is exact while the service runs.
 */
export async function rebuildListCounts(
  db: Executor,
  lists: readonly CountedList[],
): Promise<void> {
  if (!db.isTransaction) {
    return db.transaction().execute((trx) => rebuildListCounts(trx, lists));
  }
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`lock table list_counts in exclusive mode`.execute(db);
  }
  const expected = await recount(db, lists);
  await db
    .deleteFrom('list_counts')
    .where(
      'list',
      'in',
      lists.map((l) => l.name),
    )
    .execute();
  const rows = [...expected]
    .filter(([, n]) => n !== 0)
    .map(([id, n]) => {
      const [scope_id, list, key] = id.split(SEPARATOR) as [string, string, string];
      return { scope_id, list, key, n };
    });
  for (let i = 0; i < rows.length; i += FLUSH_CHUNK) {
    await db
      .insertInto('list_counts')
      .values(rows.slice(i, i + FLUSH_CHUNK))
      .execute();
  }
}
