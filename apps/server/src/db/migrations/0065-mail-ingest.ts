import type { Kysely } from 'kysely';

/**
 * Where the Email Insight ingester stopped in each real mailbox's folders: per mailbox and
 * folder (`inbox`, `sent`), the folder's UIDVALIDITY and the next UID to read. Advanced in the
 * transaction that writes what those messages meant to the ledger.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_ingest_cursors')
    .addColumn('mailbox_id', 'text', (c) => c.notNull())
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('uid_validity', 'text', (c) => c.notNull())
    .addColumn('next_uid', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('mail_ingest_cursors_pk', ['mailbox_id', 'folder'])
    .execute();
}
