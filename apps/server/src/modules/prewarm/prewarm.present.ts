import { toCredits } from '../billing/surface.js';
import type { PrewarmStockRow } from './prewarm.table.js';
import { ageDays, tierOf } from './tiers.js';

/** A stock domain as search answers it: `domain_id` is what Buy takes. */
export function presentStock(row: PrewarmStockRow, now: Date) {
  const age = ageDays(row.warming_since, now);
  const tier = tierOf(age);
  const perMailbox = tier.priceCents;
  return {
    domain_id: row.uid,
    domain_name: row.name,
    tld: row.tld,
    platform: row.platform,
    mailbox_count: row.mailbox_count,
    warming_since: row.warming_since,
    age_days: age,
    age_tier: tier.tier,
    price_per_mailbox: perMailbox === null ? null : toCredits(perMailbox),
    total_price: perMailbox === null ? null : toCredits(perMailbox * row.mailbox_count),
    available: row.status === 'available' && perMailbox !== null,
  };
}

/** What one stock domain costs now (null while still warming). */
export function stockPriceCents(row: PrewarmStockRow, now: Date): number | null {
  const perMailbox = tierOf(ageDays(row.warming_since, now)).priceCents;
  return perMailbox === null ? null : perMailbox * row.mailbox_count;
}
