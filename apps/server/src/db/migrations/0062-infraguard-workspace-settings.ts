import type { Kysely } from 'kysely';

/** The defaults 0045 wrote into every protection's settings, frozen as that migration knew them. */
const BUILT_IN_0045: Record<string, unknown> = {
  blocklist_checks: true,
  dns_checks: true,
  bounce_checks: true,
  bounce_warning_pct: 2,
  bounce_critical_pct: 5,
  bounce_period_days: 7,
  auto_pause_warmup: true,
};

/**
 * InfraGuard workspace defaults: one row per workspace holding the settings it sets for its
 * protected domains. A protection's `settings` now holds only the fields the domain sets itself;
 * until now every protection stored all of them, so each field equal to its built-in default is
 * dropped (it then follows the workspace, which follows the built-in defaults until changed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('infraguard_workspace_settings')
    .addColumn('workspace_id', 'text', (c) => c.primaryKey())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  const raw = db as unknown as Kysely<{
    infraguard_subscriptions: { id: string; settings: string };
  }>;
  const rows = await raw
    .selectFrom('infraguard_subscriptions')
    .select(['id', 'settings'])
    .execute();
  for (const row of rows) {
    const own = Object.fromEntries(
      Object.entries(JSON.parse(row.settings) as Record<string, unknown>).filter(
        ([key, value]) => BUILT_IN_0045[key] !== value,
      ),
    );
    await raw
      .updateTable('infraguard_subscriptions')
      .set({ settings: JSON.stringify(own) })
      .where('id', '=', row.id)
      .execute();
  }
}
