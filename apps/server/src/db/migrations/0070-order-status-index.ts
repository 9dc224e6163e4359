import type { Kysely } from 'kysely';

/**
 * List orders filtered by status reads the workspace's orders of that status newest first from
 * this index. The list's totals are counters (`orderCounts`): `migrateToLatest` builds them from
 * the table after this migration, as after every one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('orders_workspace_status_created')
    .on('orders')
    .columns(['workspace_id', 'status', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_workspace_status_created').execute();
}
