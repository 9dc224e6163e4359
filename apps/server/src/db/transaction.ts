import { type Kysely, PostgresAdapter, type Selectable, sql, type Transaction } from 'kysely';
import { chunks } from './chunks.js';
import type { DB } from './schema.js';

/** Either the database or an open transaction: repository functions take this first. */
export type Executor = Kysely<DB> | Transaction<DB>;

const pendingAfterCommit = new WeakMap<Executor, Array<() => void>>();
const pendingBeforeCommit = new WeakMap<Executor, Array<() => Promise<void>>>();

/** How many times a transaction PostgreSQL chose as a deadlock's victim is run again. */
const DEADLOCK_ATTEMPTS = 3;

/** Per database handle: its transactions PostgreSQL chose as a deadlock's victim. */
const victims = new WeakMap<Kysely<DB>, number>();

/**
 * How many of `db`'s transactions PostgreSQL chose as a deadlock's victim since the process
 * started (`mailwright_db_deadlocks_total`), whether or not running them again then succeeded:
 * above zero, two transactions took the same rows in opposite orders, against "Locks: one order
 * for every transaction" (docs/decisions.md).
 */
export function deadlockVictims(db: Kysely<DB>): number {
  return victims.get(db) ?? 0;
}

/** PostgreSQL's "deadlock detected": the transaction was rolled back whole, so it can run again. */
function isDeadlock(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '40P01';
}

/**
 * Runs `work` in one transaction. Callbacks registered with {@link beforeCommit} run in it once
 * `work` is done; callbacks registered with {@link afterCommit} run once it has committed, and
 * never if it rolls back. A transaction PostgreSQL aborts to break a deadlock (two writers that
 * meet on rows in opposite orders, such as two ledger writes bumping the same rollup rows) has
 * been rolled back whole and runs again from the start, up to {@link DEADLOCK_ATTEMPTS} times; so
 * `work` does database work only (a side effect outside the database belongs before or after it).
 */
export async function inTransaction<T>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const callbacks: Array<() => void> = [];
    try {
      const result = await db.transaction().execute(async (trx) => {
        const closing: Array<() => Promise<void>> = [];
        pendingAfterCommit.set(trx, callbacks);
        pendingBeforeCommit.set(trx, closing);
        const value = await work(trx);
        for (const callback of closing.splice(0)) await callback();
        pendingBeforeCommit.delete(trx);
        return value;
      });
      for (const callback of callbacks) callback();
      return result;
    } catch (error) {
      if (!isDeadlock(error)) throw error;
      victims.set(db, deadlockVictims(db) + 1);
      if (attempt >= DEADLOCK_ATTEMPTS) throw error;
    }
  }
}

/**
 * Schedules `callback` for after the surrounding {@link inTransaction} commits; outside a
 * transaction it runs at once (the write it follows has already committed).
 */
export function afterCommit(executor: Executor, callback: () => void): void {
  const callbacks = pendingAfterCommit.get(executor);
  if (callbacks) callbacks.push(callback);
  else callback();
}

/**
 * Schedules `callback` to run last in the surrounding {@link inTransaction}, after its work and
 * before the commit (the list counters write there: see `list-counts.ts`). Returns false outside
 * a transaction, where nothing is scheduled.
 */
export function beforeCommit(executor: Executor, callback: () => Promise<void>): boolean {
  const callbacks = pendingBeforeCommit.get(executor);
  if (!callbacks) return false;
  callbacks.push(callback);
  return true;
}

/** Whether `executor` is a transaction opened by {@link inTransaction} and still running. */
export function isOpenTransaction(executor: Executor): boolean {
  return pendingBeforeCommit.has(executor);
}

/**
 * The one lock order (docs/decisions.md, "Locks: one order for every transaction"). A transaction
 * that locks records takes them in this order: parents before children, and within a table by
 * id. Nothing else about a record is decided from a read that was not locked first when another
 * writer may decide about the same record at the same moment. A payment comes first: applying a
 * paid checkout locks it, then what it pays for. A wallet row goes last: every charge, credit and
 * refund locks it after every record lock.
 */
export const LOCK_ORDER = [
  'payment_sessions',
  'teams',
  'subscriptions',
  'workspaces',
  'orders',
  'prewarm_stock',
  'domain_operations',
  'domains',
  'mailboxes',
  'sequencers',
  'tags',
  'forwarding_jobs',
  'consent_requests',
  'client_id_requests',
  'sequencer_exports',
  'warmup_subscriptions',
  'placement_schedules',
  'placement_tests',
  'infraguard_subscriptions',
  'mail_messages',
  'wallets',
] as const satisfies ReadonlyArray<keyof DB>;

/** Tables whose rows are locked with {@link lockRow}: those of {@link LOCK_ORDER}. */
export type LockableTable = (typeof LOCK_ORDER)[number];

/** The row type of a lockable table. */
export type LockedRow<T extends LockableTable> = Selectable<DB[T]>;

/**
 * The parent each child row's work may write (a mailbox's status change gives its domain a slot
 * back; a forwarding job that ends records the mailbox's forwarding; an export the platform
 * refuses disconnects its sequencer): {@link whileStill} locks it before the row.
 */
const PARENT: Partial<Record<LockableTable, { table: LockableTable; column: string }>> = {
  mailboxes: { table: 'domains', column: 'domain_id' },
  forwarding_jobs: { table: 'mailboxes', column: 'mailbox_id' },
  sequencer_exports: { table: 'sequencers', column: 'sequencer_id' },
};

/** Per open transaction: the rows it holds, and the last one taken (rank in the order, id). */
const heldLocks = new WeakMap<Executor, { held: Set<string>; rank: number; id: string }>();

/** A lock taken out of {@link LOCK_ORDER}: a bug that could deadlock on PostgreSQL. */
export class LockOrderError extends Error {
  override name = 'LockOrderError';
}

/**
 * Locks rows of one table until the transaction ends, in id order, after checking that they come
 * after every lock the transaction already holds (a {@link LockOrderError} otherwise; a row it
 * already holds is not locked again). On PostgreSQL one `SELECT … ORDER BY id FOR NO KEY UPDATE`
 * (`rows: true` returns the rows as they are once locked); SQLite runs one write transaction at a
 * time (`BEGIN IMMEDIATE`), so there the order is only checked and the rows only read.
 */
async function take<T extends LockableTable>(
  trx: Transaction<DB>,
  table: T,
  ids: readonly string[],
  rows: boolean,
): Promise<Array<LockedRow<T>>> {
  const state = heldLocks.get(trx) ?? { held: new Set<string>(), rank: -1, id: '' };
  heldLocks.set(trx, state);
  const rank = LOCK_ORDER.indexOf(table);
  const wanted = [...new Set(ids)].sort().filter((id) => !state.held.has(`${table}:${id}`));
  const [first] = wanted;
  if (first !== undefined) {
    if (rank < state.rank || (rank === state.rank && first < state.id)) {
      const last = LOCK_ORDER[state.rank];
      throw new LockOrderError(
        `Lock order: ${table} ${first} taken after ${last} ${state.id} (docs/decisions.md)`,
      );
    }
    for (const id of wanted) state.held.add(`${table}:${id}`);
    state.rank = rank;
    state.id = wanted.at(-1) as string;
  }
  const onPostgres = trx.getExecutor().adapter instanceof PostgresAdapter;
  if (!rows && (!onPostgres || wanted.length === 0)) return [];
  const all = [...new Set(ids)].sort();
  if (all.length === 0) return [];
  const lock = onPostgres && wanted.length > 0 ? sql` for no key update` : sql``;
  // In id order across slices too: `all` is sorted, and each slice locks its part in order.
  const locked: Array<LockedRow<T>> = [];
  for (const slice of chunks(all)) {
    const result = await sql<LockedRow<T>>`select ${rows ? sql`*` : sql`id`} from ${sql.table(
      table,
    )} where id in (${sql.join(slice)}) order by id${lock}`.execute(trx);
    locked.push(...result.rows);
  }
  return locked;
}

/**
 * Locks one row until the transaction ends, in the one lock order ({@link LOCK_ORDER}). Read the
 * row after this (or use {@link lockedRow}): two writers deciding about one record, say a request
 * and a job, then decide one after the other and the second sees what the first wrote.
 */
export async function lockRow(trx: Transaction<DB>, table: LockableTable, id: string) {
  await take(trx, table, [id], false);
}

/** Locks rows of one table (in id order, whatever the order of `ids`), as {@link lockRow} does. */
export async function lockRows(trx: Transaction<DB>, table: LockableTable, ids: readonly string[]) {
  await take(trx, table, ids, false);
}

/** Locks one row as {@link lockRow} does and returns it as it is now (undefined: it is gone). */
export async function lockedRow<T extends LockableTable>(
  trx: Transaction<DB>,
  table: T,
  id: string,
): Promise<LockedRow<T> | undefined> {
  return (await take(trx, table, [id], true))[0];
}

/** Locks rows as {@link lockRows} does and returns those that still exist, in id order. */
export function lockedRows<T extends LockableTable>(
  trx: Transaction<DB>,
  table: T,
  ids: readonly string[],
): Promise<Array<LockedRow<T>>> {
  return take(trx, table, ids, true);
}

/**
 * Runs `work` in a transaction with the row locked (its parent first, see {@link PARENT}) and read
 * afresh, only while `still(fresh)` holds, by default while its status is the one `row` had:
 * between a provider call and this write, the customer (or another job) may have moved it. Null
 * when the row is gone or has moved.
 */
export function whileStill<T extends LockableTable, R>(
  db: Kysely<DB>,
  table: T,
  row: { id: string } & Partial<Record<string, unknown>>,
  work: (trx: Transaction<DB>, fresh: LockedRow<T>) => Promise<R>,
  still: (fresh: LockedRow<T>) => boolean = (fresh) =>
    (fresh as { status?: unknown }).status === row.status,
): Promise<R | null> {
  return inTransaction(db, async (trx) => {
    const parent = PARENT[table];
    const parentId = parent ? row[parent.column] : undefined;
    if (parent && typeof parentId === 'string') await lockRow(trx, parent.table, parentId);
    const fresh = await lockedRow(trx, table, row.id);
    if (!fresh || !still(fresh)) return null;
    return work(trx, fresh);
  });
}
