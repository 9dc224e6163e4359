import type { Kysely } from 'kysely';

/**
 * Email Insight: the ledger learns a message's subject, when it bounced and when an auto-reply came back, a
 * thread index (replies are counted once per thread), and the rollups kept as messages are
 * written: per mailbox per UTC hour, per workspace per UTC hour, per mailbox per UTC day, per
 * mailbox per recipient domain per UTC day, and each mailbox's last event; plus the workspace's
 * time zone for insights.
 */
/** The rollups' counters (`modules/insights/insights.table.ts`), frozen as this migration made them. */
const INSIGHT_COUNTS = [
  'sent',
  'campaign_sent',
  'first_touch',
  'follow_up',
  'warmup_sent',
  'reply_sent',
  'other_sent',
  'inbox',
  'spam',
  'bounced',
  'hard_bounced',
  'soft_bounced',
  'auth_failed',
  'replied',
  'auto_replied',
  'replied_threads',
  'replies_received',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_messages').addColumn('subject', 'text').execute();
  await db.schema.alterTable('mail_messages').addColumn('auto_replied_at', 'text').execute();
  await db.schema.alterTable('mail_messages').addColumn('bounced_at', 'text').execute();
  await db.schema
    .createIndex('mail_messages_thread')
    .on('mail_messages')
    .columns(['thread_id'])
    .execute();

  const tables = [
    ['insight_mailbox_hours', ['workspace_id', 'mailbox_id', 'hour'], ['mailbox_id', 'hour']],
    ['insight_workspace_hours', ['workspace_id', 'hour'], ['workspace_id', 'hour']],
    ['insight_mailbox_days', ['workspace_id', 'mailbox_id', 'day'], ['mailbox_id', 'day']],
    [
      'insight_domain_days',
      ['workspace_id', 'mailbox_id', 'day', 'recipient_domain', 'recipient_provider'],
      ['mailbox_id', 'day', 'recipient_domain'],
    ],
  ] as const;
  for (const [name, keys, primary] of tables) {
    let table = db.schema.createTable(name);
    for (const key of keys) table = table.addColumn(key, 'text', (c) => c.notNull());
    for (const count of INSIGHT_COUNTS)
      table = table.addColumn(count, 'integer', (c) => c.notNull().defaultTo(0));
    await table.addPrimaryKeyConstraint(`${name}_pk`, [...primary] as never).execute();
  }
  await db.schema
    .createIndex('insight_mailbox_days_workspace_day')
    .on('insight_mailbox_days')
    .columns(['workspace_id', 'day'])
    .execute();

  await db.schema
    .createTable('insight_mailboxes')
    .addColumn('mailbox_id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('last_event_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('insight_settings')
    .addColumn('workspace_id', 'text', (c) => c.primaryKey())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
