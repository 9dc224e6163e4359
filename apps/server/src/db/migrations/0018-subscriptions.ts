import type { Kysely } from 'kysely';

/**
 * A team's subscription to a plan of the catalog. No row (or an `ended` one) means the catalog's
 * default plan. The price and included mailboxes are kept as bought, so an operator editing the
 * catalog changes what the next period costs, not the one paid for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('team_id', 'text', (c) =>
      c.notNull().unique().references('teams.id').onDelete('cascade'),
    )
    .addColumn('plan_uid', 'text', (c) => c.notNull())
    .addColumn('plan_name', 'text', (c) => c.notNull())
    .addColumn('cycle', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'bigint', (c) => c.notNull())
    .addColumn('included_mailboxes', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('status_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('purchased_on', 'text', (c) => c.notNull())
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('renews_on', 'text', (c) => c.notNull())
    // The ledger reference of the current period's charge (a plan change refunds from it).
    .addColumn('charge_reference', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
