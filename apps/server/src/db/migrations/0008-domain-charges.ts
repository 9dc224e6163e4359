import type { Kysely } from 'kysely';

/**
 * The registrar's id of a bought domain's charge, and of its refund: a registration that fails
 * after payment gives the charge back, and the refund is recorded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('domains').addColumn('charge_id', 'text').execute();
  await db.schema.alterTable('domains').addColumn('refund_id', 'text').execute();
}
