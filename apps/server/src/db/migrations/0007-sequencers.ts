import type { Kysely } from 'kysely';

/** Sequencer connections and the exports of mailboxes to them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sequencers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('team_id', 'text', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (c) =>
      c.notNull().references('workspaces.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('workspace_name', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('previous_status', 'text')
    .addColumn('status_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('failure_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status_changed_at', 'text', (c) => c.notNull())
    .addColumn('consent_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('connection_sealed', 'text', (c) => c.notNull())
    .addColumn('connection_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('remote_account_id', 'text')
    .addColumn('code_challenge', 'text')
    .addColumn('code_expires_at', 'text')
    .addColumn('code_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // List sequencers: newest first within a workspace, alone or filtered by platform or status.
  // Each index ends in (created_at, id), so a filtered page is read in order from the index.
  await db.schema
    .createIndex('sequencers_workspace_created')
    .on('sequencers')
    .columns(['workspace_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('sequencers_workspace_platform_created')
    .on('sequencers')
    .columns(['workspace_id', 'platform', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('sequencers_workspace_status_created')
    .on('sequencers')
    .columns(['workspace_id', 'status', 'created_at', 'id'])
    .execute();
  // The keyword (`search_text LIKE '%…%'`) cannot seek in any index, but counting its matches can
  // read this one alone instead of every row: about half the time at 100,000 sequencers.
  await db.schema
    .createIndex('sequencers_workspace_search')
    .on('sequencers')
    .columns(['workspace_id', 'search_text'])
    .execute();

  await db.schema
    .createTable('sequencer_exports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('team_id', 'text', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (c) =>
      c.notNull().references('workspaces.id').onDelete('cascade'),
    )
    .addColumn('sequencer_id', 'text', (c) =>
      c.notNull().references('sequencers.id').onDelete('cascade'),
    )
    .addColumn('mailbox_id', 'text', (c) =>
      c.notNull().references('mailboxes.id').onDelete('cascade'),
    )
    .addColumn('mailbox_uid', 'text', (c) => c.notNull())
    .addColumn('mailbox_email', 'text', (c) => c.notNull())
    .addColumn('mailbox_platform', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('previous_status', 'text')
    .addColumn('status_changed_at', 'text', (c) => c.notNull())
    .addColumn('error_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('error_message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remote_account_id', 'text')
    // Unique while the export is live; NULL (never equal to another NULL) once it failed.
    .addColumn('export_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema
    .createIndex('sequencer_exports_workspace_created')
    .on('sequencer_exports')
    .columns(['workspace_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('sequencer_exports_sequencer_created')
    .on('sequencer_exports')
    .columns(['sequencer_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('sequencer_exports_mailbox')
    .on('sequencer_exports')
    .columns(['mailbox_id'])
    .execute();
}
