import type { Kysely } from 'kysely';

/**
 * InfraGuard (domain protection): one live subscription per domain (`active_key`), the history of
 * every check (one row per blocklist zone and target, per DNS record label, per bounce
 * evaluation), alerts (one unresolved per domain, type and source: `open_key`) and the action
 * items that say what to do about them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('infraguard_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('domain_id', 'text', (c) => c.notNull())
    .addColumn('active_key', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('status_reason', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('next_billing_date', 'text')
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('last_blocklist_at', 'text')
    .addColumn('last_dns_at', 'text')
    .addColumn('last_bounce_at', 'text')
    .addColumn('last_manual_at', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('infraguard_subscriptions_workspace')
    .on('infraguard_subscriptions')
    .columns(['workspace_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('infraguard_subscriptions_domain')
    .on('infraguard_subscriptions')
    .column('domain_id')
    .execute();

  await db.schema
    .createTable('infraguard_results')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('domain_id', 'text', (c) => c.notNull())
    .addColumn('run_id', 'text', (c) => c.notNull())
    .addColumn('check', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('codes', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('metrics', 'text')
    .addColumn('checked_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('infraguard_results_domain_check')
    .on('infraguard_results')
    .columns(['domain_id', 'check', 'checked_at', 'id'])
    .execute();

  await db.schema
    .createTable('infraguard_alerts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('domain_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('open_key', 'text', (c) => c.unique())
    .addColumn('severity', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('previous_status', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'text', (c) => c.notNull())
    .addColumn('acknowledged_at', 'text')
    .addColumn('resolved_at', 'text')
    .addColumn('resolved_by', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('infraguard_alerts_workspace')
    .on('infraguard_alerts')
    .columns(['workspace_id', 'opened_at', 'id'])
    .execute();
  await db.schema
    .createIndex('infraguard_alerts_domain')
    .on('infraguard_alerts')
    .columns(['domain_id', 'status'])
    .execute();

  await db.schema
    .createTable('infraguard_action_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('domain_id', 'text', (c) => c.notNull())
    .addColumn('alert_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('severity', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('remedy', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .execute();
  await db.schema
    .createIndex('infraguard_action_items_workspace')
    .on('infraguard_action_items')
    .columns(['workspace_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('infraguard_action_items_alert')
    .on('infraguard_action_items')
    .column('alert_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'infraguard_action_items',
    'infraguard_alerts',
    'infraguard_results',
    'infraguard_subscriptions',
  ])
    await db.schema.dropTable(table).execute();
}
