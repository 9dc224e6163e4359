import type { Kysely } from 'kysely';

/**
 * Real Google Workspace and Microsoft 365 hosts (issue 38). A mailbox keeps what its host left for
 * a person to do by hand (`host_notes`: DKIM in Google's Admin console, SMTP AUTH in Exchange
 * Online), which it shows as its `status_reason` once set up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mailboxes')
    .addColumn('host_notes', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mailboxes').dropColumn('host_notes').execute();
}
