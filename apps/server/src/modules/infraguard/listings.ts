import type { Executor } from '../../db/transaction.js';

/**
 * How many blocklists a domain is listed on now, as InfraGuard last saw it: its unresolved
 * blocklist alerts. The placement model reads it (a listed sender lands in spam).
 */
export async function listingsOf(db: Executor, domainId: string): Promise<number> {
  const row = await db
    .selectFrom('infraguard_alerts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('domain_id', '=', domainId)
    .where('type', '=', 'blocklist')
    .where('open_key', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
