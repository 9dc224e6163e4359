import type { Executor } from '../../db/transaction.js';
import { settingsOf } from './infraguard.settings.js';

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

/**
 * Whether InfraGuard holds a domain's sending: it is protected, `auto_pause_sending` is on for
 * it, and it is listed now (an unresolved blocklist alert). The hold lifts by itself once a
 * clean check (or the customer) resolves the alert.
 */
export async function sendingHeld(db: Executor, domainId: string): Promise<boolean> {
  const sub = await db
    .selectFrom('infraguard_subscriptions')
    .select(['settings', 'workspace_id'])
    .where('active_key', '=', domainId)
    .executeTakeFirst();
  if (!sub || !(await settingsOf(db, sub)).auto_pause_sending) return false;
  return (await listingsOf(db, domainId)) > 0;
}
