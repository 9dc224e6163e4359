import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from './schema.js';

/** Either the database or an open transaction: repository functions take this first. */
export type Executor = Kysely<DB> | Transaction<DB>;

const pendingAfterCommit = new WeakMap<Executor, Array<() => void>>();
const pendingBeforeCommit = new WeakMap<Executor, Array<() => Promise<void>>>();

/**
 * Runs `work` in one transaction. Callbacks registered with {@link beforeCommit} run in it once
 * `work` is done; callbacks registered with {@link afterCommit} run once it has committed, and
 * never if it rolls back.
 */
export async function inTransaction<T>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  const callbacks: Array<() => void> = [];
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

/** Tables whose rows have an `id` and an `updated_at`: the ones {@link lockRow} locks. */
type LockableTable =
  | 'client_id_requests'
  | 'consent_requests'
  | 'domains'
  | 'forwarding_jobs'
  | 'mailboxes'
  | 'sequencer_exports'
  | 'sequencers'
  | 'teams';

/**
 * Locks one row until the transaction ends (a no-op UPDATE, so it works on both dialects). Read
 * the row after this: two writers deciding about one record, say a request and a job, then
 * decide one after the other and the second sees what the first wrote, instead of failing with
 * "changed meanwhile" on PostgreSQL. (SQLite transactions already run one at a time.)
 */
export async function lockRow(trx: Transaction<DB>, table: LockableTable, id: string) {
  await sql`update ${sql.table(table)} set updated_at = updated_at where id = ${id}`.execute(trx);
}
