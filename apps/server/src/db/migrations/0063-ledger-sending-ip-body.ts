import type { Kysely } from 'kysely';

/**
 * The message ledger learns where a message left from and what its body was cut from: the
 * sending IP (the simulator's sandbox address, or the `Received` header an ingester read) and
 * the body template's fingerprint (`modules/mail/body-template.ts`). Both nullable: rows written
 * before this, and sources that do not know them, have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_messages').addColumn('sending_ip', 'text').execute();
  await db.schema.alterTable('mail_messages').addColumn('body_template', 'text').execute();
}
