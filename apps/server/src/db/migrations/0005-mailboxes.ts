import type { Kysely } from 'kysely';

/**
 * Mailboxes; the platform a domain's mailboxes live on (a column of `domains`, kept by the
 * domains service for the mailbox module); and the stored answers of idempotent requests.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mailboxes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('team_id', 'text', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (c) =>
      c.notNull().references('workspaces.id').onDelete('cascade'),
    )
    .addColumn('domain_id', 'text', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('domain_name', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    // Unique while the mailbox holds its address; NULL once it lets it go (cancelled and later).
    .addColumn('address_key', 'text', (c) => c.unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('profile_picture', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('signature', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('setup_kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('previous_status', 'text')
    .addColumn('status_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('failure_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status_changed_at', 'text', (c) => c.notNull())
    .addColumn('step_deadline', 'text')
    .addColumn('is_admin', 'integer', (c) => c.notNull())
    .addColumn('is_add_on', 'integer', (c) => c.notNull())
    .addColumn('password_sealed', 'text', (c) => c.notNull())
    .addColumn('app_password_sealed', 'text', (c) => c.notNull())
    .addColumn('secret_sealed', 'text', (c) => c.notNull())
    .addColumn('host_account_id', 'text')
    .addColumn('renewal_date', 'text')
    .addColumn('renewal_status', 'text', (c) => c.notNull())
    .addColumn('cancel_at', 'text')
    .addColumn('resetup_status', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('resetup_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_resetup_at', 'text')
    .addColumn('activated_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mailboxes_workspace_created')
    .on('mailboxes')
    .columns(['workspace_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('mailboxes_domain').on('mailboxes').columns(['domain_id']).execute();

  await db.schema.alterTable('domains').addColumn('mail_platform', 'text').execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('team_id', 'text', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['team_id', 'key'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_created')
    .on('idempotency_keys')
    .columns(['team_id', 'created_at'])
    .execute();
}
