import type { Kysely } from 'kysely';

/**
 * Warmup: subscriptions (one live per mailbox: `active_key`), the day's planned sends and the
 * receives they wait for (`warmup_sends`, rows deleted once done), the per-mailbox daily rollup
 * kept from the message ledger, and a lease per time line so one engine works a line at a time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('warmup_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('mailbox_id', 'text', (c) => c.notNull())
    .addColumn('active_key', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('previous_status', 'text')
    .addColumn('status_changed_at', 'text', (c) => c.notNull())
    .addColumn('status_reason', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('daily_limit', 'integer', (c) => c.notNull())
    .addColumn('increment', 'integer', (c) => c.notNull())
    .addColumn('start_volume', 'integer', (c) => c.notNull())
    .addColumn('reply_rate', 'integer', (c) => c.notNull())
    .addColumn('day_count', 'integer', (c) => c.notNull())
    .addColumn('last_day', 'text')
    .addColumn('starts_on', 'text')
    .addColumn('started_at', 'text')
    .addColumn('paused_at', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('next_billing_date', 'text')
    .addColumn('included_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('warmup_subscriptions_workspace_created')
    .on('warmup_subscriptions')
    .columns(['workspace_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('warmup_subscriptions_mailbox')
    .on('warmup_subscriptions')
    .column('mailbox_id')
    .execute();
  await db.schema
    .createIndex('warmup_subscriptions_status')
    .on('warmup_subscriptions')
    .column('status')
    .execute();

  await db.schema
    .createTable('warmup_sends')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('line', 'text', (c) => c.notNull())
    .addColumn('subscription_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sender_mailbox_id', 'text', (c) => c.notNull())
    .addColumn('recipient_mailbox_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn('ledger_id', 'text')
    .addColumn('tries', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('warmup_sends_line_due')
    .on('warmup_sends')
    .columns(['line', 'due_at'])
    .execute();

  await db.schema
    .createTable('warmup_daily')
    .addColumn('mailbox_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('sent', 'integer', (c) => c.notNull())
    .addColumn('received', 'integer', (c) => c.notNull())
    .addColumn('inbox', 'integer', (c) => c.notNull())
    .addColumn('spam', 'integer', (c) => c.notNull())
    .addColumn('rescued', 'integer', (c) => c.notNull())
    .addColumn('replied', 'integer', (c) => c.notNull())
    .addColumn('bounced', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('warmup_daily_pk', ['mailbox_id', 'day'])
    .execute();

  await db.schema
    .createTable('warmup_lines')
    .addColumn('line', 'text', (c) => c.primaryKey())
    .addColumn('lease_until', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
