import type { Kysely } from 'kysely';

/**
 * The message ledger (one row per message sent or received through the mail network, read per
 * mailbox, per domain and per workspace by day) and the simulated network's mailboxes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('mailbox_id', 'text')
    .addColumn('domain_id', 'text')
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('recipient_domain', 'text', (c) => c.notNull())
    .addColumn('recipient_provider', 'text', (c) => c.notNull())
    .addColumn('recipient_mailbox_id', 'text')
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('in_reply_to', 'text')
    .addColumn('thread_id', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('arrived_at', 'text')
    .addColumn('folder', 'text')
    .addColumn('bounce', 'text')
    .addColumn('bounce_diagnostic', 'text')
    .addColumn('auth', 'text')
    .addColumn('rescued_at', 'text')
    .addColumn('replied_at', 'text')
    .execute();
  for (const [name, columns] of [
    ['mail_messages_mailbox_sent', ['mailbox_id', 'sent_at']],
    ['mail_messages_domain_sent', ['domain_id', 'sent_at']],
    ['mail_messages_workspace_sent', ['workspace_id', 'sent_at']],
    ['mail_messages_message_id', ['message_id']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('mail_messages')
      .columns([...columns])
      .execute();
  }

  await db.schema
    .createTable('sim_mail')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mailbox', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('in_reply_to', 'text')
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('tag', 'text')
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('seen', 'integer', (c) => c.notNull())
    .addColumn('flagged', 'integer', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sim_mail_mailbox_message')
    .on('sim_mail')
    .columns(['mailbox', 'message_id'])
    .execute();
  await db.schema
    .createIndex('sim_mail_mailbox_tag')
    .on('sim_mail')
    .columns(['mailbox', 'tag'])
    .execute();
  await db.schema.createIndex('sim_mail_received').on('sim_mail').column('received_at').execute();
}
