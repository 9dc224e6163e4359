import type { Kysely } from 'kysely';

/**
 * The simulated DNS host's zones, one per name (`providers/simulator/zone-registry.ts`): a real
 * host refuses a second zone for a name it serves, and so does the sandbox, in every process.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sim_dns_zones')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('zone_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
