import type { Kysely } from 'kysely';

/**
 * Webhook delivery: delivery state on each event, one row per attempt, one endpoint row per
 * workspace (its sealed signing secrets and failure streak), and the disabled state shown on
 * the workspace. SQLite adds one column per ALTER statement, hence one call per column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const addEventColumn = (
    name: string,
    type: 'text' | 'integer',
    notNullDefault?: string | number,
  ) =>
    db.schema
      .alterTable('events')
      .addColumn(name, type, (c) =>
        notNullDefault === undefined ? c : c.notNull().defaultTo(notNullDefault),
      )
      .execute();
  // Events recorded before delivery existed were never scheduled: they count as skipped (and
  // can be replayed), never as pending with no job behind them.
  await addEventColumn('delivery_state', 'text', 'skipped');
  await addEventColumn('delivery_round', 'integer', 1);
  await addEventColumn('round_attempts', 'integer', 0);
  await addEventColumn('attempt_count', 'integer', 0);
  await addEventColumn('next_attempt_at', 'text');
  await addEventColumn('last_attempt_at', 'text');
  await addEventColumn('last_status_code', 'integer');
  await addEventColumn('last_error_class', 'text');
  await addEventColumn('delivered_at', 'text');
  await db.schema
    .createIndex('events_workspace_state')
    .on('events')
    .columns(['workspace_id', 'delivery_state', 'created_at'])
    .execute();

  await db.schema
    .createTable('webhook_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (c) =>
      c.notNull().references('workspaces.id').onDelete('cascade'),
    )
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('duration_ms', 'integer')
    .addColumn('succeeded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status_code', 'integer')
    .addColumn('error_class', 'text')
    .addColumn('response_excerpt', 'text')
    .addColumn('next_attempt_at', 'text')
    .execute();
  await db.schema
    .createIndex('webhook_attempts_event')
    .on('webhook_attempts')
    .columns(['event_id', 'attempt'])
    .unique()
    .execute();
  await db.schema
    .createIndex('webhook_attempts_workspace')
    .on('webhook_attempts')
    .columns(['workspace_id', 'succeeded'])
    .execute();

  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('workspace_id', 'text', (c) =>
      c.primaryKey().references('workspaces.id').onDelete('cascade'),
    )
    .addColumn('signing_secret', 'text', (c) => c.notNull())
    .addColumn('next_signing_secret', 'text')
    .addColumn('next_secret_active_at', 'text')
    .addColumn('failing_since', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('workspaces').addColumn('webhook_disabled_at', 'text').execute();
  await db.schema.alterTable('workspaces').addColumn('webhook_disabled_reason', 'text').execute();
}
