import type { Kysely } from 'kysely';

/**
 * Per-scope counters of every page-style list (`db/list-counts.ts`), so a list's `total` no
 * longer counts its rows on every request. They are filled from the records already there by
 * `migrateToLatest` once every migration has run (lists read columns later migrations add). Tags
 * get the index their list reads in order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('list_counts')
    .addColumn('scope_id', 'text', (c) => c.notNull())
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('list_counts_pkey', ['scope_id', 'list', 'key'])
    .execute();
  await db.schema
    .createIndex('tags_workspace_id_created_at')
    .on('tags')
    .columns(['workspace_id', 'created_at', 'id'])
    .execute();
}
