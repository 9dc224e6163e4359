import type { Kysely } from 'kysely';

/**
 * Issue 35, the health page and the sandbox console: `health_checks` (the newest "check now" of
 * each domain, its progress and what it found), the source of each simulated message
 * (`sim_mail.raw`, read by the sandbox mail viewer), and what a sandbox clock's last advance ran
 * (`sandbox_clocks.last_advance`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('health_checks')
    .addColumn('domain_id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('batch_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('results', 'text')
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema
    .createIndex('health_checks_workspace')
    .on('health_checks')
    .columns(['workspace_id', 'batch_id'])
    .execute();
  await db.schema.alterTable('sim_mail').addColumn('raw', 'text').execute();
  await db.schema.alterTable('sandbox_clocks').addColumn('last_advance', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sandbox_clocks').dropColumn('last_advance').execute();
  await db.schema.alterTable('sim_mail').dropColumn('raw').execute();
  await db.schema.dropTable('health_checks').execute();
}
