import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** One record of the payment simulator: a customer, a checkout session or a card charge. */
export interface SimPaymentRecord<S = Record<string, unknown>> {
  id: string;
  kind: 'customer' | 'checkout' | 'charge';
  state: S;
}

/**
 * Where the payment simulator keeps what a real provider keeps on its servers. The service uses
 * its own database (`sim_payments`), so the sandbox page answered in the API process and a status
 * check made by a worker see the same payment; the contract suite uses memory.
 */
export interface SimPaymentStore {
  get<S>(id: string): Promise<SimPaymentRecord<S> | undefined>;
  put(record: SimPaymentRecord<unknown>): Promise<void>;
  /** Stores `record` unless one with this idempotency key exists; returns the one stored. */
  putOnce<S>(record: SimPaymentRecord<S>, key: string): Promise<SimPaymentRecord<S>>;
}

export function memoryPaymentStore(): SimPaymentStore {
  const records = new Map<string, SimPaymentRecord<unknown>>();
  const keys = new Map<string, string>();
  const copy = <T>(value: T): T => structuredClone(value);
  return {
    async get<S>(id: string) {
      const found = records.get(id);
      return found ? (copy(found) as SimPaymentRecord<S>) : undefined;
    },
    async put(record) {
      records.set(record.id, copy(record));
    },
    async putOnce<S>(record: SimPaymentRecord<S>, key: string) {
      const existing = keys.get(key);
      if (existing) return copy(records.get(existing)) as SimPaymentRecord<S>;
      keys.set(key, record.id);
      records.set(record.id, copy(record));
      return record;
    },
  };
}

export function databasePaymentStore(db: Kysely<DB>): SimPaymentStore {
  const read = async <S>(id: string) => {
    const row = await db
      .selectFrom('sim_payments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row
      ? ({ id: row.id, kind: row.kind, state: JSON.parse(row.state) } as SimPaymentRecord<S>)
      : undefined;
  };
  return {
    get: read,
    async put(record) {
      const now = new Date().toISOString();
      const state = JSON.stringify(record.state);
      await db
        .insertInto('sim_payments')
        .values({
          id: record.id,
          kind: record.kind,
          state,
          idempotency_key: null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('id').doUpdateSet({ state, updated_at: now }))
        .execute();
    },
    async putOnce<S>(record: SimPaymentRecord<S>, key: string) {
      const now = new Date().toISOString();
      await db
        .insertInto('sim_payments')
        .values({
          id: record.id,
          kind: record.kind,
          state: JSON.stringify(record.state),
          idempotency_key: key,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .execute();
      const row = await db
        .selectFrom('sim_payments')
        .select('id')
        .where('idempotency_key', '=', key)
        .executeTakeFirstOrThrow();
      return (await read<S>(row.id)) as SimPaymentRecord<S>;
    },
  };
}
