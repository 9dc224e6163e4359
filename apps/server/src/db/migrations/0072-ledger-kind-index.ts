import type { Kysely } from 'kysely';

/**
 * Get wallet logs filtered by kind reads the wallet's entries of those kinds newest first from
 * this index. The list's totals are counters (`walletEntryCounts`): `migrateToLatest` builds them
 * from the ledger after this migration, as after every one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('ledger_entries_wallet_kind_seq')
    .on('ledger_entries')
    .columns(['wallet_id', 'kind', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ledger_entries_wallet_kind_seq').execute();
}
