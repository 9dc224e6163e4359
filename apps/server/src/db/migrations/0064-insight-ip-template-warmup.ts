import type { Kysely } from 'kysely';

/**
 * Email Insight's last three operations: warmup counters on every insight rollup (warmup mail's
 * landing, rescue, reply and bounce), a rollup per mailbox per UTC day per sending IP and one per
 * body template, and each workspace's body templates' normalised text (what a fingerprint
 * stands for). The new counters start at 0: `mailwright insights rebuild` fills them from the
 * ledger for mail written before this.
 */
const WARMUP_COUNTS = [
  'warmup_inbox',
  'warmup_spam',
  'warmup_missing',
  'warmup_rescued',
  'warmup_replied',
  'warmup_bounced',
] as const;

/** The rollups' counters as of this migration (0050's and the warmup ones above). */
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
  ...WARMUP_COUNTS,
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'insight_mailbox_hours',
    'insight_workspace_hours',
    'insight_mailbox_days',
    'insight_domain_days',
  ])
    for (const count of WARMUP_COUNTS)
      await db.schema
        .alterTable(table)
        .addColumn(count, 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

  for (const [name, key] of [
    ['insight_ip_days', 'sending_ip'],
    ['insight_template_days', 'body_template'],
  ] as const) {
    let table = db.schema.createTable(name);
    for (const column of ['workspace_id', 'mailbox_id', 'day', key])
      table = table.addColumn(column, 'text', (c) => c.notNull());
    for (const count of INSIGHT_COUNTS)
      table = table.addColumn(count, 'integer', (c) => c.notNull().defaultTo(0));
    await table
      .addPrimaryKeyConstraint(`${name}_pk`, ['mailbox_id', 'day', key] as never)
      .execute();
    await db.schema.createIndex(`${name}_workspace`).on(name).columns(['workspace_id']).execute();
  }

  await db.schema
    .createTable('insight_body_templates')
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('body_template', 'text', (c) => c.notNull())
    .addColumn('normalised', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('insight_body_templates_pk', ['workspace_id', 'body_template'])
    .execute();
}
