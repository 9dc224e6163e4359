import { type Kysely, PostgresAdapter, sql } from 'kysely';

/** The insight counters as they stand at this migration (migrations are frozen). */
const COUNTS = [
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
  'warmup_inbox',
  'warmup_spam',
  'warmup_missing',
  'warmup_rescued',
  'warmup_replied',
  'warmup_bounced',
] as const;

/**
 * Per mailbox per UTC week (`week`: its Monday, `YYYY-MM-DD`), the same counters as
 * `insight_mailbox_days`: workspace lists of mailboxes read a window's whole weeks here and only
 * its edge days from the day rollup (a third of the rows for 30 days). Filled from the day
 * rollup, which holds the same counts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  let table = db.schema
    .createTable('insight_mailbox_weeks')
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('mailbox_id', 'text', (c) => c.notNull())
    .addColumn('week', 'text', (c) => c.notNull());
  for (const count of COUNTS)
    table = table.addColumn(count, 'integer', (c) => c.notNull().defaultTo(0));
  await table.addPrimaryKeyConstraint('insight_mailbox_weeks_pk', ['mailbox_id', 'week']).execute();
  await db.schema
    .createIndex('insight_mailbox_weeks_workspace_week')
    .on('insight_mailbox_weeks')
    .columns(['workspace_id', 'week'])
    .execute();

  const week =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? sql`to_char(date_trunc('week', day::date), 'YYYY-MM-DD')`
      : sql`date(day, '-6 days', 'weekday 1')`;
  const columns = sql.join(COUNTS.map((c) => sql.ref(c)));
  const sums = sql.join(COUNTS.map((c) => sql`sum(${sql.ref(c)})`));
  await sql`
    insert into insight_mailbox_weeks (workspace_id, mailbox_id, week, ${columns})
    select workspace_id, mailbox_id, ${week}, ${sums} from insight_mailbox_days
    group by workspace_id, mailbox_id, ${week}`.execute(db);
}
