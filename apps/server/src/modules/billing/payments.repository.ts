import type { Transaction, Updateable } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type Executor, lockedRow } from '../../db/transaction.js';
import type { PaymentSessionRow, PaymentSessionTable } from './billing.table.js';

export async function insertPaymentSession(db: Executor, row: PaymentSessionRow): Promise<void> {
  await db
    .insertInto('payment_sessions')
    .values(row)
    .onConflict((oc) => oc.column('provider_session_id').doNothing())
    .execute();
}

export function findPaymentById(db: Executor, id: string) {
  return db.selectFrom('payment_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPaymentByProviderId(db: Executor, providerSessionId: string) {
  return db
    .selectFrom('payment_sessions')
    .selectAll()
    .where('provider_session_id', '=', providerSessionId)
    .executeTakeFirst();
}

/** Locks a payment row until the transaction ends, and reads it afresh. */
export async function lockPayment(trx: Transaction<DB>, id: string) {
  return lockedRow(trx, 'payment_sessions', id);
}

export async function updatePayment(
  db: Executor,
  id: string,
  changes: Updateable<PaymentSessionTable>,
): Promise<void> {
  await db.updateTable('payment_sessions').set(changes).where('id', '=', id).execute();
}
