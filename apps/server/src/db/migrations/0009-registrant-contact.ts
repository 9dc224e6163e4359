import type { Kysely } from 'kysely';

/**
 * A team's default registrant contact (JSON text, null when unset): Register domains uses it when
 * an order carries no `contact_details`, as the real service's clients expect.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('teams').addColumn('registrant_contact', 'text').execute();
}
