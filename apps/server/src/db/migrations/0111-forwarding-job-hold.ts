import type { Kysely } from 'kysely';

/**
 * A forwarding job to a destination not verified yet is held until it is (issue 32; the
 * production profile's rule, docs/api/verified-destinations.md): `held_since` says since when,
 * null for a job that is not held. Jobs made before this were never held.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('forwarding_jobs').addColumn('held_since', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('forwarding_jobs').dropColumn('held_since').execute();
}
