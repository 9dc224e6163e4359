import type { Kysely } from 'kysely';

/**
 * Sandbox clocks: a team's clocks, the workspaces attached to them, and the job columns that
 * schedule a job on a clock (`clock_id`, `clock_at`) or for a workspace (`workspace_id`, so
 * attaching and detaching can move the workspace's scheduled jobs between clock and real time).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sandbox_clocks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('team_id', 'text', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('frozen_time', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('advance_to', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sandbox_clocks_team_created')
    .on('sandbox_clocks')
    .columns(['team_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('sandbox_clock_workspaces')
    .addColumn('workspace_id', 'text', (c) =>
      c.primaryKey().references('workspaces.id').onDelete('cascade'),
    )
    .addColumn('clock_id', 'text', (c) =>
      c.notNull().references('sandbox_clocks.id').onDelete('cascade'),
    )
    .addColumn('attached_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sandbox_clock_workspaces_clock')
    .on('sandbox_clock_workspaces')
    .column('clock_id')
    .execute();

  await db.schema.alterTable('jobs').addColumn('workspace_id', 'text').execute();
  await db.schema.alterTable('jobs').addColumn('clock_id', 'text').execute();
  await db.schema.alterTable('jobs').addColumn('clock_at', 'text').execute();
  await db.schema
    .createIndex('jobs_clock_due')
    .on('jobs')
    .columns(['clock_id', 'clock_at'])
    .execute();
  await db.schema.createIndex('jobs_workspace').on('jobs').column('workspace_id').execute();
}
