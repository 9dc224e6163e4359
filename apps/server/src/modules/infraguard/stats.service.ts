import type { Executor } from '../../db/transaction.js';
import { nowFor } from '../clocks/surface.js';

const DAY = 86_400_000;

/** The workspace's InfraGuard statistics (Get workspace statistics). */
export async function workspaceStats(db: Executor, workspaceId: string) {
  const active = db
    .selectFrom('infraguard_subscriptions')
    .where('workspace_id', '=', workspaceId)
    .where('status', '=', 'active');
  const subs = await active.select(['domain_id', 'price_cents']).execute();
  // The protected domains, as a subquery: a workspace may protect any number.
  const domains = active.select('domain_id');
  const open = await db
    .selectFrom('infraguard_alerts')
    .select('domain_id')
    .where('workspace_id', '=', workspaceId)
    .where('domain_id', 'in', domains)
    .where('open_key', 'is not', null)
    .execute();
  const since = new Date((await nowFor(db, workspaceId)).getTime() - DAY).toISOString();
  const listed = await db
    .selectFrom('infraguard_results')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('workspace_id', '=', workspaceId)
    .where('check', '=', 'blocklist')
    .where('status', '=', 'listed')
    .where('checked_at', '>=', since)
    .executeTakeFirstOrThrow();
  const bounces = await db
    .selectFrom('infraguard_results')
    .select(['domain_id', 'metrics', 'checked_at'])
    .where('workspace_id', '=', workspaceId)
    .where('check', '=', 'bounce')
    .where('domain_id', 'in', domains)
    .orderBy('checked_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const latest = new Map<string, number | null>();
  for (const row of bounces) {
    if (latest.has(row.domain_id)) continue;
    latest.set(
      row.domain_id,
      (JSON.parse(row.metrics ?? '{}') as { bounce_rate?: number | null }).bounce_rate ?? null,
    );
  }
  const rates = [...latest.values()].filter((r): r is number => r !== null);
  return {
    protected_domains: subs.length,
    domains_with_open_alerts: new Set(open.map((o) => o.domain_id)).size,
    open_alerts: open.length,
    listings_last_24h: Number(listed.n),
    average_bounce_rate:
      rates.length === 0
        ? null
        : Math.round((rates.reduce((a, b) => a + b, 0) / rates.length) * 100) / 100,
    monthly_cost: subs.reduce((t, s) => t + s.price_cents, 0) / 100,
  };
}
