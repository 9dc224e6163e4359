import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * Which zone serves each name at the simulated DNS host: like a real host, it holds one zone per
 * name. Kept in the service's database when there is one, so an API process and a worker process
 * agree about it (one creates a connected domain's zone, the other tears it down).
 */
export interface SimZoneRegistry {
  /** Records that `zoneId` serves `name`; false when another zone already does. */
  claim(name: string, zoneId: string): Promise<boolean>;
  /** Lets the name go, if `zoneId` is the zone serving it. */
  release(name: string, zoneId: string): Promise<void>;
}

/** A row of `sim_dns_zones`. */
export interface SimDnsZoneTable {
  name: string;
  zone_id: string;
  created_at: string;
}

/** The zones of one process only (the contract suite, benches without a database). */
export function memoryZoneRegistry(): SimZoneRegistry {
  const zones = new Map<string, string>();
  return {
    async claim(name, zoneId) {
      if (zones.has(name)) return false;
      zones.set(name, zoneId);
      return true;
    },
    async release(name, zoneId) {
      if (zones.get(name) === zoneId) zones.delete(name);
    },
  };
}

/** The zones in the `sim_dns_zones` table: one row per name, its primary key. */
export function databaseZoneRegistry(db: Kysely<DB>): SimZoneRegistry {
  return {
    async claim(name, zoneId) {
      const result = await db
        .insertInto('sim_dns_zones')
        .values({ name, zone_id: zoneId, created_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('name').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    async release(name, zoneId) {
      await db
        .deleteFrom('sim_dns_zones')
        .where('name', '=', name)
        .where('zone_id', '=', zoneId)
        .execute();
    },
  };
}
