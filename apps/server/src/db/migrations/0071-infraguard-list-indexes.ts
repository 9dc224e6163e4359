import type { Kysely } from 'kysely';

/**
 * InfraGuard's workspace lists filtered by status (the protections list shows the active ones
 * unless asked; open alerts, open action items) or by domain read the workspace's records of
 * that status (or domain) newest first from these indexes, instead of walking every record of
 * the workspace. The lists'
 * totals are counters (`protectionCounts`, `alertCounts`, `actionItemCounts`): `migrateToLatest`
 * builds them from the tables after this migration, as after every one.
 */
const INDEXES = [
  ['infraguard_subscriptions_workspace_status', 'infraguard_subscriptions', 'status', 'created_at'],
  ['infraguard_alerts_workspace_status', 'infraguard_alerts', 'status', 'opened_at'],
  ['infraguard_alerts_workspace_domain', 'infraguard_alerts', 'domain_id', 'opened_at'],
  ['infraguard_action_items_workspace_status', 'infraguard_action_items', 'status', 'created_at'],
  [
    'infraguard_action_items_workspace_domain',
    'infraguard_action_items',
    'domain_id',
    'created_at',
  ],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, filter, newest] of INDEXES)
    await db.schema
      .createIndex(name)
      .on(table)
      .columns(['workspace_id', filter, newest, 'id'])
      .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
