import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema.js';

/** Either the database or an open transaction: repository functions take this first. */
export type Executor = Kysely<DB> | Transaction<DB>;

const pendingAfterCommit = new WeakMap<Executor, Array<() => void>>();

/**
 * Runs `work` in one transaction. Callbacks registered with {@link afterCommit} inside it run
 * once the transaction has committed, and never if it rolls back.
 */
export async function inTransaction<T>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  const callbacks: Array<() => void> = [];
  const result = await db.transaction().execute(async (trx) => {
    pendingAfterCommit.set(trx, callbacks);
    return work(trx);
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
