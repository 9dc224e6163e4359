import type { Kysely } from 'kysely';

/**
 * Consent requests (a mailbox user's OAuth consent), client-id requests (a Google client id in
 * domain-wide delegation, or tenant-wide consent for a Microsoft / Azure application), mailbox
 * forwarding jobs, and the forwarding a mailbox has now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('consent_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('workspace_id', 'text', (c) =>
      c.notNull().references('workspaces.id').onDelete('cascade'),
    )
    .addColumn('mailbox_id', 'text', (c) =>
      c.notNull().references('mailboxes.id').onDelete('cascade'),
    )
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('previous_status', 'text')
    .addColumn('status_changed_at', 'text', (c) => c.notNull())
    // The consent screen's `state`: it names the request when the user's answer comes back.
    .addColumn('state', 'text', (c) => c.notNull().unique())
    .addColumn('consent_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('redirect_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('retry_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_retries', 'integer', (c) => c.notNull())
    .addColumn('grant_code_sealed', 'text')
    .addColumn('answered_at', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('completed_at', 'text')
    // The mailbox's id while the request is open; NULL once terminal: one open request per mailbox.
    .addColumn('open_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await index(db, 'consent_requests', ['workspace_id', 'created_at', 'id']);
  await index(db, 'consent_requests', ['workspace_id', 'mailbox_id', 'created_at', 'id']);
  await index(db, 'consent_requests', ['workspace_id', 'status', 'created_at', 'id']);

  await db.schema
    .createTable('client_id_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('workspace_id', 'text', (c) =>
      c.notNull().references('workspaces.id').onDelete('cascade'),
    )
    .addColumn('domain_id', 'text', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('domain_name', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('previous_status', 'text')
    .addColumn('status_changed_at', 'text', (c) => c.notNull())
    .addColumn('status_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('instructions', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('retry_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_retries', 'integer', (c) => c.notNull())
    .addColumn('grant_started_at', 'text')
    .addColumn('completed_at', 'text')
    // `<domain id>:<client id>` while open; NULL once terminal: one open request per pair.
    .addColumn('open_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await index(db, 'client_id_requests', ['workspace_id', 'created_at', 'id']);
  await index(db, 'client_id_requests', ['workspace_id', 'domain_id', 'created_at', 'id']);
  await index(db, 'client_id_requests', ['workspace_id', 'status', 'created_at', 'id']);

  await db.schema
    .createTable('forwarding_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) =>
      c.notNull().references('workspaces.id').onDelete('cascade'),
    )
    .addColumn('mailbox_id', 'text', (c) =>
      c.notNull().references('mailboxes.id').onDelete('cascade'),
    )
    .addColumn('mailbox_uid', 'text', (c) => c.notNull())
    .addColumn('mailbox_email', 'text', (c) => c.notNull())
    .addColumn('forwarding_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('previous_status', 'text')
    .addColumn('status_changed_at', 'text', (c) => c.notNull())
    .addColumn('status_message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('error_message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addColumn('last_attempt_at', 'text')
    .addColumn('next_retry_at', 'text')
    .execute();
  // List forwarding jobs: newest first, alone or filtered by one of mailbox, status, action;
  // each walks one index in order and stops after the page (bench/forwarding-jobs.ts).
  await index(db, 'forwarding_jobs', ['workspace_id', 'created_at', 'id']);
  await index(db, 'forwarding_jobs', ['workspace_id', 'mailbox_uid', 'created_at', 'id']);
  await index(db, 'forwarding_jobs', ['workspace_id', 'status', 'created_at', 'id']);
  await index(db, 'forwarding_jobs', ['workspace_id', 'action', 'created_at', 'id']);
  // The worker: a mailbox's open jobs, oldest first.
  await index(db, 'forwarding_jobs', ['mailbox_id', 'status', 'created_at', 'id']);

  await db.schema
    .alterTable('mailboxes')
    .addColumn('forwarding_email', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

async function index(db: Kysely<unknown>, table: string, columns: string[]): Promise<void> {
  const name = `${table}_${columns.filter((c) => c !== 'id').join('_')}`;
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}
