import type { Kysely } from 'kysely';
import { newId, newUid } from '../../lib/ids.js';

/** The sandbox's simulated seeds as this migration wrote them (`placement/seed-providers.ts`). */
const SIMULATED_SEEDS = [
  'gmail',
  'google_workspace',
  'outlook',
  'microsoft_365',
  'yahoo',
  'aol',
  'icloud',
  'gmx',
  'web_de',
  'zoho',
].flatMap((provider) =>
  [1, 2].map((n) => ({
    provider,
    email: `seed${n}@${provider.replace('_', '-')}.seeds.mailwright.test`,
  })),
);

/**
 * Inbox placement: the operator's seed pool (with the sandbox's simulated seeds at each
 * provider), scheduled tests, test runs and their copies (one per sender and seed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('placement_seeds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('imap_host', 'text')
    .addColumn('imap_port', 'integer')
    .addColumn('imap_tls', 'integer', (c) => c.notNull())
    .addColumn('username', 'text')
    .addColumn('password_sealed', 'text')
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('health', 'text', (c) => c.notNull())
    .addColumn('health_error', 'text')
    .addColumn('checked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('placement_schedules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('sender_ids', 'text', (c) => c.notNull())
    .addColumn('providers', 'text', (c) => c.notNull())
    .addColumn('delivery_mode', 'text', (c) => c.notNull())
    .addColumn('days', 'text', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('next_run_at', 'text')
    .addColumn('last_run_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('placement_schedules_workspace')
    .on('placement_schedules')
    .columns(['workspace_id', 'id'])
    .execute();

  await db.schema
    .createTable('placement_tests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('schedule_id', 'text')
    .addColumn('schedule_uid', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('sender_ids', 'text', (c) => c.notNull())
    .addColumn('providers', 'text', (c) => c.notNull())
    .addColumn('delivery_mode', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('previous_status', 'text')
    .addColumn('status_changed_at', 'text', (c) => c.notNull())
    .addColumn('failure_reason', 'text')
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('charge_entry_id', 'text')
    .addColumn('refunded', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('deadline_at', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('placement_tests_workspace')
    .on('placement_tests')
    .columns(['workspace_id', 'id'])
    .execute();
  await db.schema
    .createIndex('placement_tests_schedule')
    .on('placement_tests')
    .columns(['schedule_id', 'id'])
    .execute();

  await db.schema
    .createTable('placement_copies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('test_id', 'text', (c) => c.notNull())
    .addColumn('sender_mailbox_id', 'text', (c) => c.notNull())
    .addColumn('sender_email', 'text', (c) => c.notNull())
    .addColumn('seed_id', 'text', (c) => c.notNull())
    .addColumn('seed_email', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('ledger_id', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('network_sent_at', 'text')
    .addColumn('folder', 'text')
    .addColumn('arrived_at', 'text')
    .addColumn('delay_seconds', 'integer')
    .addColumn('spf', 'text')
    .addColumn('dkim', 'text')
    .addColumn('dmarc', 'text')
    .addColumn('error', 'text')
    .execute();
  await db.schema
    .createIndex('placement_copies_test')
    .on('placement_copies')
    .columns(['test_id', 'id'])
    .execute();

  const now = new Date().toISOString();
  await (db as Kysely<Record<string, Record<string, unknown>>>)
    .insertInto('placement_seeds')
    .values(
      SIMULATED_SEEDS.map((seed) => ({
        id: newId(),
        uid: newUid(),
        provider: seed.provider,
        email: seed.email,
        kind: 'simulated',
        imap_host: null,
        imap_port: null,
        imap_tls: 0,
        username: null,
        password_sealed: null,
        enabled: 1,
        health: 'healthy',
        health_error: null,
        checked_at: now,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'placement_copies',
    'placement_tests',
    'placement_schedules',
    'placement_seeds',
  ])
    await db.schema.dropTable(table).execute();
}
