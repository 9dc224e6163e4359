import type { Kysely } from 'kysely';

/**
 * The event kinds a workspace's webhook receives (Set the webhook's events): a JSON array of
 * event names, `["*"]` for every kind, or null for the default set (the kinds every webhook
 * received before the choice existed), so no existing receiver gets new traffic unasked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workspaces').addColumn('webhook_events', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workspaces').dropColumn('webhook_events').execute();
}
