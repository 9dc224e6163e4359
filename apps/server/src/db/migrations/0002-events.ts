import type { Kysely } from 'kysely';

/** The event log written by every lifecycle (delivery state is added by the webhooks module). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('workspace_id', 'text', (c) =>
      c.notNull().references('workspaces.id').onDelete('cascade'),
    )
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('record_kind', 'text', (c) => c.notNull())
    .addColumn('record_uid', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('sensitive', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('events_workspace_created')
    .on('events')
    .columns(['workspace_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('events_workspace_record')
    .on('events')
    .columns(['workspace_id', 'record_uid'])
    .execute();
}
